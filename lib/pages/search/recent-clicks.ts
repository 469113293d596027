/**
 * Click counts of the popup's recent links from ONE list request (the newest links, through the
 * background's `links.list`), never one request per link. Done in the popup, not the
 * background: the background's size budget has no room for another message.
 */
import type { HistoryEntry } from '../../shared/protocol';
import { send } from '../rpc';

export interface LinkClicks {
  id: number;
  clicks: number;
}

/** The newest links cover the recent ones in all but rare cases (a reused old link). */
export const NEWEST_PAGE = 100;

/** Entries not on that page are left out (their count stays unknown); a failure gives none. */
export async function recentClicks(entries: readonly HistoryEntry[]): Promise<LinkClicks[]> {
  if (entries.length === 0) return [];
  const answer = await send('links.list', { sort: 'newest', perPage: NEWEST_PAGE });
  if (!answer.ok) return [];
  const wanted = new Set(entries.map((entry) => entry.id));
  return answer.value.items
    .filter((link) => wanted.has(link.id))
    .map((link) => ({ id: link.id, clicks: link.clicks }));
}
