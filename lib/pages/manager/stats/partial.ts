/**
 * Which buckets of a chart hold only part of their time, and why: a month or year the range
 * covers in part (`range`), today, whose day is not over (`today`: counted so far), or on
 * today's hours the hour now (`hour`: counted so far). All are hatched, so the last point of
 * "Last 7 days", "All time" or "Today" does not read as a fall.
 */
import type { Granularity, SeriesPoint } from '../../../api/stats/types';

export type PartialKind = 'today' | 'hour' | 'range' | null;

/** `today`'s bucket of the hour `hour` (0-23), as the series name them: `2026-11-27 09`. */
const hourBucket = (today: string, hour: number) => `${today} ${String(hour).padStart(2, '0')}`;

export function partialKinds(
  points: readonly SeriesPoint[],
  granularity: Granularity,
  today: string | undefined,
  currentHour?: number,
): PartialKind[] {
  const now = today !== undefined && currentHour !== undefined ? hourBucket(today, currentHour) : null;
  return points.map((point) => {
    if (granularity === 'day' && point.bucket === today) return 'today';
    if (granularity === 'hour' && point.bucket === now) return 'hour';
    return point.partial === true ? 'range' : null;
  });
}

/**
 * A line's values split at today (or the hour now): the whole days solid (today left out), and
 * the segment from the last whole one to today on its own, drawn dashed. Null where a line has no point.
 */
export function splitAtToday(
  values: readonly (number | null)[],
  kinds: readonly PartialKind[],
): { whole: (number | null)[]; today: (number | null)[] | null } {
  const at = kinds.findIndex((kind) => kind === 'today' || kind === 'hour');
  if (at < 0) return { whole: [...values], today: null };
  const whole = values.map((value, index) => (index === at ? null : value));
  const today = values.map((value, index) => (index === at || index === at - 1 ? value : null));
  return { whole, today };
}
