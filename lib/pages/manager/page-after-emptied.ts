/**
 * The page to show instead of `requested` when the last row of the last page was deleted (the
 * page came back empty and the server's last page is now before it); null: stay. Both lists of
 * the manager follow it, so a delete never leaves someone on an empty page past the end.
 */
export function pageAfterEmptied(
  page: { items: readonly unknown[]; lastPage: number },
  requested: number,
): number | null {
  if (page.items.length > 0 || requested <= 1 || page.lastPage >= requested) return null;
  return Math.max(1, page.lastPage);
}
