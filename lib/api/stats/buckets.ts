/**
 * Time buckets of a statistics series (docs/API.md section 7): the server returns only the
 * buckets that had visits, so the client lists every bucket of the range and fills the gaps.
 * Days are calendar days (`YYYY-MM-DD`), computed in UTC so no time zone shifts them.
 */
import type { Granularity, SeriesPoint, StatRow, StatsRange } from './types';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (0 for a single day). */
export const daysBetween = ({ from, to }: StatsRange) => dayNumber(to) - dayNumber(from);

/** The day `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/**
 * The bucket size the links service chooses for its `click` series: hours under one day, days
 * under 90, months under 730, else years (its DateRangeTrait).
 */
export function clickGranularity(range: StatsRange): Granularity {
  const days = daysBetween(range);
  return days < 1 ? 'hour' : days < 90 ? 'day' : days < 730 ? 'month' : 'year';
}

/** Every bucket of the range, in order: `YYYY-MM-DD HH`, `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
export function bucketsOf(range: StatsRange, granularity: Granularity): string[] {
  const first = dayNumber(range.from);
  const days = Array.from({ length: daysBetween(range) + 1 }, (_, index) => dayOf(first + index));
  if (granularity === 'hour') {
    return days.flatMap((day) =>
      Array.from({ length: 24 }, (_, h) => `${day} ${String(h).padStart(2, '0')}`),
    );
  }
  if (granularity === 'day') return days;
  const width = granularity === 'month' ? 7 : 4;
  return [...new Set(days.map((day) => day.slice(0, width)))];
}

/**
 * A row's bucket in the series' own spelling. Hour rows of the analytics service carry only the
 * hour (`"09"`, summed over the range's days): on a single-day range that is that day's hour.
 */
function bucketOfRow(value: string, range: StatsRange, granularity: Granularity): string {
  const trimmed = value.trim();
  if (granularity === 'hour' && /^\d{1,2}$/.test(trimmed)) return `${range.from} ${trimmed.padStart(2, '0')}`;
  return trimmed;
}

/** Every bucket of the range with its count (0 where the server sent none); rows outside are dropped. */
export function fillSeries(range: StatsRange, granularity: Granularity, rows: StatRow[]): SeriesPoint[] {
  const counts = new Map(bucketsOf(range, granularity).map((bucket) => [bucket, 0]));
  for (const row of rows) {
    const bucket = bucketOfRow(row.value, range, granularity);
    const count = counts.get(bucket);
    if (count !== undefined) counts.set(bucket, count + row.count);
  }
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}
