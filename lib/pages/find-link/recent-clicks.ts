/**
 * Click counts of the popup's recent links from ONE list request (the newest links, through the
 * background's `links.list`), never one request per link. Done in the popup with that existing
 * message: the worker, which every wake loads whole, gains no message of its own for it.
 *
 * The same list tells which recent links were deleted since (in the manager of another browser,
 * or on the server itself): one the list should hold but does not is asked for by id, and the
 * worker, answered 404, forgets it everywhere (lib/background/forget-link.ts). Only then is it
 * left out of the list: a link the list misses for another reason keeps its Copy.
 */
import type { Link, Page } from '../../api/schemas';
import type { HistoryEntry } from '../../shared/protocol';
import { send } from '../rpc';

export interface LinkClicks {
  id: number;
  clicks: number;
}

export interface RecentCheck {
  clicks: LinkClicks[];
  /** The recent links the server no longer has: the popup lists them no more. */
  deleted: number[];
}

/** The newest links cover the recent ones in all but rare cases (a reused old link). */
export const NEWEST_PAGE = 100;

/**
 * Would the newest links hold this entry if it still existed? Yes when they are every link of
 * the account, or when the oldest of them is older than the entry. A reused link older than all
 * of them may well exist: its count stays unknown, and it stays listed.
 */
function shouldHold(page: Page<Link>, entry: HistoryEntry): boolean {
  const oldest = page.items.at(-1)?.createdAt;
  return page.items.length >= page.total || (oldest != null && entry.createdAt > oldest);
}

async function isDeleted(id: number): Promise<boolean> {
  const answer = await send('links.get', { id });
  return !answer.ok && answer.error.code === 'not_found';
}

/** Entries not on that page are left out (their count stays unknown); a failure gives none. */
export async function recentClicks(entries: readonly HistoryEntry[]): Promise<RecentCheck> {
  if (entries.length === 0) return { clicks: [], deleted: [] };
  const answer = await send('links.list', { sort: 'newest', perPage: NEWEST_PAGE });
  if (!answer.ok) return { clicks: [], deleted: [] };
  const page = answer.value;
  const found = new Map(page.items.map((link) => [link.id, link.clicks]));
  const missing = entries.filter((entry) => !found.has(entry.id) && shouldHold(page, entry));
  const gone = await Promise.all(missing.map((entry) => isDeleted(entry.id)));
  return {
    clicks: entries.flatMap(({ id }) => (found.has(id) ? [{ id, clicks: found.get(id) ?? 0 }] : [])),
    deleted: missing.filter((_, index) => gone[index]).map((entry) => entry.id),
  };
}
