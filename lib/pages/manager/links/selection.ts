import type { Link } from '../../../api/schemas';

/** The selected links, by id. */
export type Selection = ReadonlyMap<number, Link>;

/**
 * `selected` with the links `ids` ticked (`on`) or unticked. Only rows on screen (`shown`) can be
 * ticked: an id no longer listed is only ever unticked.
 */
export function withSelection(
  selected: Selection,
  shown: readonly Link[],
  ids: number[],
  on: boolean,
): Selection {
  const next = new Map(selected);
  for (const id of ids) {
    const link = shown.find((item) => item.id === id);
    if (on && link) next.set(id, link);
    else next.delete(id);
  }
  return next;
}
