/**
 * Which buckets of a chart hold only part of their time, and why: a month or year the range
 * covers in part (`range`), or today, whose day is not over (`today`: counted so far). Both are
 * hatched, so the last point of "Last 7 days" or "All time" does not read as a fall.
 */
import type { Granularity, SeriesPoint } from '../../../api/stats/types';

export type PartialKind = 'today' | 'range' | null;

export function partialKinds(
  points: readonly SeriesPoint[],
  granularity: Granularity,
  today: string | undefined,
): PartialKind[] {
  return points.map((point) => {
    if (granularity === 'day' && point.bucket === today) return 'today';
    return point.partial === true ? 'range' : null;
  });
}

/**
 * A line's values split at today: the whole days solid (today left out), and the segment from
 * the last whole day to today on its own, drawn dashed. Null where a line has no point.
 */
export function splitAtToday(
  values: readonly (number | null)[],
  kinds: readonly PartialKind[],
): { whole: (number | null)[]; today: (number | null)[] | null } {
  const at = kinds.indexOf('today');
  if (at < 0) return { whole: [...values], today: null };
  const whole = values.map((value, index) => (index === at ? null : value));
  const today = values.map((value, index) => (index === at || index === at - 1 ? value : null));
  return { whole, today };
}
