/**
 * The server half of a link search (the background's `findLinks` message, the address bar) and
 * the click counts of the popup's recent links. Both are interactive: they never wait on the
 * rate limit, and they send nothing when the budget is nearly spent (the shortener needs it
 * more than a search does).
 */
import type { Api, CallOptions } from '../api/types';
import type { HistoryEntry } from '../protocol';
import { FIND_LIMIT, type FindLinksInput, type FindLinksResult, LOW_BUDGET } from './types';

const interactive: CallOptions = { waitForRateLimit: false };

/** True when the links server is known to allow fewer than LOW_BUDGET more requests this window. */
export function budgetLow(api: Api): boolean {
  const remaining = api.rateLimitRemaining?.('links');
  return remaining !== undefined && remaining < LOW_BUDGET;
}

/** One list request: the query on the chosen field, most clicks first, one page of FIND_LIMIT. */
export async function findLinks(api: Api, { query, searchIn }: FindLinksInput): Promise<FindLinksResult> {
  const search = query.trim();
  if (search === '') return { links: [], localOnly: false };
  if (budgetLow(api)) return { links: [], localOnly: true };
  const page = await api.links.list(
    { search, searchBy: searchIn, sort: 'most_clicks', perPage: FIND_LIMIT },
    interactive,
  );
  // Whole records (a Link is a FoundLink with more): a copy field by field costs background bytes.
  return { links: page.items, localOnly: false };
}

export interface LinkClicks {
  id: number;
  clicks: number;
}

/** The newest links cover the recent ones in all but rare cases (a reused old link). */
const NEWEST_PAGE = 100;

/**
 * Click counts of history entries from ONE list request (the newest NEWEST_PAGE links), never
 * one request per link. Entries not on that page are left out (their count stays unknown).
 */
export async function recentClicks(api: Api, entries: readonly HistoryEntry[]): Promise<LinkClicks[]> {
  if (entries.length === 0 || budgetLow(api)) return [];
  const page = await api.links.list({ sort: 'newest', perPage: NEWEST_PAGE }, interactive);
  const wanted = new Set(entries.map((entry) => entry.id));
  return page.items
    .filter((link) => wanted.has(link.id))
    .map((link) => ({ id: link.id, clicks: link.clicks }));
}
