/**
 * Where the time chart puts its x-axis labels: on buckets only (a day range labelled at noon
 * would read "Nov 19, Nov 19, Nov 20..."), every n-th bucket so that labels stay `minGap` CSS
 * pixels apart at the chart's width. When a label would stand for more than a week of buckets,
 * the `anchor` buckets (the first day of each month, say) are labelled instead, when there are
 * at least two: "Dec 1, Jan 1" reads better than "Nov 26, Dec 19".
 */
import { dateTimeFormat } from '../../../shared/format';

export function tickTimes(
  times: readonly number[],
  width: number,
  minGap = 70,
  anchor?: (time: number) => boolean,
): number[] {
  if (times.length <= 1 || width <= 0) return [...times];
  const fit = Math.max(1, Math.floor(width / minGap));
  const every = (list: readonly number[]) => {
    const step = Math.max(1, Math.ceil(list.length / fit));
    return list.filter((_, index) => index % step === 0);
  };
  if (anchor && times.length / fit > 7) {
    const anchors = times.filter(anchor);
    if (anchors.length >= 2) return every(anchors);
  }
  return every(times);
}

type BucketSize = 'hour' | 'day' | 'month' | 'year';

const yearOf = (seconds: number) => new Date(seconds * 1000).getFullYear();

/** Whether the buckets (local times, in seconds) fall in more than one calendar year. */
export const spansYears = (times: readonly number[]) =>
  times.length > 1 && yearOf(times[0]!) !== yearOf(times[times.length - 1]!);

/**
 * How a bucket is written in the legend and the data table: hours of a day, days (with the year
 * when the range spans more than one), months with their year, years.
 */
export function bucketFormat(size: BucketSize, withYear: boolean): Intl.DateTimeFormatOptions {
  if (size === 'hour') return { hour: 'numeric' };
  if (size === 'year') return { year: 'numeric' };
  if (size === 'month') return { month: 'short', year: 'numeric' };
  return withYear ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric' };
}

/**
 * The x-axis labels of the ticks: days and months carry their year on the first label and
 * wherever the year changes ("Nov 2024, Dec, Jan 2025"), so a range over several years says
 * which (a range from 1999 showed "Jan, Feb..." and no year); days of a range within
 * one year (`spans` false) show no year at all.
 */
export function axisLabels(
  ticks: readonly number[],
  size: BucketSize,
  spans: boolean,
  locale?: string,
): string[] {
  const plain = dateTimeFormat(size === 'month' ? { month: 'short' } : bucketFormat(size, false), locale);
  if (size === 'hour' || size === 'year' || (size === 'day' && !spans)) {
    return ticks.map((seconds) => plain.format(seconds * 1000));
  }
  const withYear = dateTimeFormat(bucketFormat(size, true), locale);
  return ticks.map((seconds, index) => {
    const changed = index === 0 || yearOf(ticks[index - 1]!) !== yearOf(seconds);
    return (changed ? withYear : plain).format(seconds * 1000);
  });
}
