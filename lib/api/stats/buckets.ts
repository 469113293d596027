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
 * under 90, months under 730, else years (its DateRangeTrait; docs/API.md section 7). The extension:
 * every series of both services is bucketed by this rule, so a link's and a website's "Last 12
 * months" have the same 13 months, and a range from 1999 plots years, not 10,000 days.
 */
export function clickGranularity(range: StatsRange): Granularity {
  const days = daysBetween(range);
  return days < 1 ? 'hour' : days < 90 ? 'day' : days < 730 ? 'month' : 'year';
}

/** The bucket sizes for any series of a range: the links service's rule, for both services. */
export const rangeGranularity = clickGranularity;

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
 * A row's bucket in the series' own spelling, or null when the row is outside the range. Hour
 * rows of the analytics service carry only the hour (`"09"`, summed over the range's days): on a
 * single-day range that is that day's hour. Day rows (the daily series of a website or of an
 * older links service) go into their month or year when the buckets are wider (summed
 * here, as the links service sums its own); a day outside the range never counts, even when its
 * month is in the range.
 */
function bucketOfRow(value: string, range: StatsRange, granularity: Granularity): string | null {
  const trimmed = value.trim();
  if (granularity === 'hour' && /^\d{1,2}$/.test(trimmed)) return `${range.from} ${trimmed.padStart(2, '0')}`;
  if (granularity !== 'month' && granularity !== 'year') return trimmed;
  if (isDay(trimmed) && (trimmed < range.from || trimmed > range.to)) return null;
  return trimmed.slice(0, granularity === 'month' ? 7 : 4);
}

/** The first and last day of a `YYYY-MM` or `YYYY` bucket. */
function daysOfBucket(bucket: string): StatsRange {
  if (bucket.length === 4) return { from: `${bucket}-01-01`, to: `${bucket}-12-31` };
  const next = bucket.endsWith('-12')
    ? `${Number(bucket.slice(0, 4)) + 1}-01-01`
    : `${bucket.slice(0, 5)}${String(Number(bucket.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  return { from: `${bucket}-01`, to: addDays(next, -1) };
}

/**
 * Whether the range covers only part of a month or year bucket: its first bucket when the range
 * starts after the bucket's first day, its last when it ends before the bucket's last day
 * ("Last 12 months" has 13 months, the first and last of them partial, so they look low).
 */
export function isPartialBucket(bucket: string, range: StatsRange, granularity: Granularity): boolean {
  if (granularity !== 'month' && granularity !== 'year') return false;
  const days = daysOfBucket(bucket);
  return range.from > days.from || range.to < days.to;
}

/**
 * Every bucket of the range with its count (0 where the server sent none), partial buckets
 * marked; rows outside are dropped.
 */
export function fillSeries(range: StatsRange, granularity: Granularity, rows: StatRow[]): SeriesPoint[] {
  const counts = new Map(bucketsOf(range, granularity).map((bucket) => [bucket, 0]));
  for (const row of rows) {
    const bucket = bucketOfRow(row.value, range, granularity);
    const count = bucket === null ? undefined : counts.get(bucket);
    if (bucket !== null && count !== undefined) counts.set(bucket, count + row.count);
  }
  return [...counts].map(([bucket, count]) =>
    isPartialBucket(bucket, range, granularity) ? { bucket, count, partial: true } : { bucket, count },
  );
}

/** The hour of an hourly bucket (`YYYY-MM-DD HH`), else null. */
const hourOf = (bucket: string) =>
  /^\d{4}-\d{2}-\d{2} \d{2}$/.test(bucket) ? Number(bucket.slice(11)) : null;

/**
 * The points that have happened: on an hourly series of today, the hours up to `currentHour`
 * (the hour now in the account's zone), so the hours still to come are neither drawn as 0 nor
 * listed. Without `currentHour`, or on other buckets, every point.
 */
export function pointsUntil(points: readonly SeriesPoint[], currentHour?: number): SeriesPoint[] {
  if (currentHour === undefined) return [...points];
  return points.filter((point) => {
    const hour = hourOf(point.bucket);
    return hour === null || hour <= currentHour;
  });
}

/**
 * The previous period's counts lined up with the current range's buckets, bucket by bucket from
 * the end (both periods have as many days, so they have as many hours or days; month and year
 * buckets may differ by one, and the previous period's last bucket is the one just before the
 * range). Each current bucket gets the previous bucket at the same distance from the end, or
 * null when the previous period has fewer.
 */
export function alignPrevious(current: readonly SeriesPoint[], previous: readonly SeriesPoint[]) {
  const shift = previous.length - current.length;
  return current.map((_, index) => previous[index + shift] ?? null);
}
