/**
 * Date ranges of the statistics views, as pure functions of "today" (the account's
 * day, `YYYY-MM-DD`: clock.ts dayIn): the presets, the previous period of the same
 * length, the change between two totals, and the check of a range a person typed.
 */
import { addDays, daysBetween, isDay } from '../../api/stats/buckets';
import type { StatsRange } from '../../api/stats/types';

export const RANGE_PRESETS = ['today', '7d', '30d', '12m', 'all'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/**
 * A preset's days, today included. "All time" starts on the record's creation day (the ISO
 * date-time's day; today when unknown or in the future).
 */
export function presetRange(preset: RangePreset, today: string, createdAt?: string | null): StatsRange {
  const back = { today: 0, '7d': 6, '30d': 29, '12m': 364 } as const;
  if (preset !== 'all') return { from: addDays(today, -back[preset]), to: today };
  const created = createdAt?.slice(0, 10);
  return { from: created && isDay(created) && created < today ? created : today, to: today };
}

/** The days just before `range`, as many of them. */
export function previousRange(range: StatsRange): StatsRange {
  const length = daysBetween(range) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The change from `previous` to `current` as a fraction (0.12 = +12 %); null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

export type RangeField = 'from' | 'to';
export type RangeProblem = 'format' | 'future' | 'order';

/**
 * What is wrong with a typed range, per field (nothing when it can be asked): a date that is not
 * a real `YYYY-MM-DD` day, one after today, or a start after the end.
 */
export function rangeProblems(range: StatsRange, today: string): Partial<Record<RangeField, RangeProblem>> {
  const problems: Partial<Record<RangeField, RangeProblem>> = {};
  for (const field of ['from', 'to'] as const) {
    if (!isDay(range[field])) problems[field] = 'format';
    else if (range[field] > today) problems[field] = 'future';
  }
  if (!problems.from && !problems.to && range.from > range.to) problems.from = 'order';
  return problems;
}
