/** The websites view's decisions that need no screen: where to go when a page empties, and a delete's outcome. */
import type { Result } from '../../../shared/protocol';

/**
 * The page to show instead of `requested` when the last row of the last page was deleted (the
 * page came back empty and the server's last page is now before it); null: stay.
 */
export function pageAfterEmptied(
  page: { items: readonly unknown[]; lastPage: number },
  requested: number,
): number | null {
  if (page.items.length > 0 || requested <= 1 || page.lastPage >= requested) return null;
  return Math.max(1, page.lastPage);
}

/** A website the server no longer has is already gone: what the user wanted, so Delete succeeded. */
export function deletedEvenIfGone(result: Result<unknown>): Result<unknown> {
  return !result.ok && result.error.code === 'not_found' ? { ok: true, value: undefined } : result;
}
