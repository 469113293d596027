/** The selected rows (links, websites), by id. */
export type Selection<T extends { id: number }> = ReadonlyMap<number, T>;

/**
 * `selected` with the rows `ids` ticked (`on`) or unticked. Only rows on screen (`shown`) can be
 * ticked: an id no longer listed is only ever unticked.
 */
export function withSelection<T extends { id: number }>(
  selected: Selection<T>,
  shown: readonly T[],
  ids: number[],
  on: boolean,
): Selection<T> {
  const next = new Map(selected);
  for (const id of ids) {
    const row = shown.find((item) => item.id === id);
    if (on && row) next.set(id, row);
    else next.delete(id);
  }
  return next;
}
