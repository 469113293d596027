/**
 * The popup's "This site" panel, as pure numbers: from the last 14 days of visitors
 * and pageviews (one request each), today, the last 7 days, their change against the 7 days
 * before, and the 7 days for the sparkline (drawn by components/Sparkline.tsx).
 */

import { addDays } from '../../../api/stats/buckets';
import type { SeriesPoint, StatsRange } from '../../../api/stats/types';
import { changeOf } from '../../../shared/stats/range';
import { type Trend, trendOf } from '../../stats/trend';

/** The 14 days the panel asks for: the last 7 days (today included) and the 7 before. */
export const fortnight = (today: string): StatsRange => ({ from: addDays(today, -13), to: today });
export const lastWeek = (today: string): StatsRange => ({ from: addDays(today, -6), to: today });

export interface WeekFigures {
  today: number;
  week: number;
  /** Against the 7 days before; null when they had none. */
  change: number | null;
  /** The last 7 days, oldest first. */
  days: number[];
  /** Against the same weekdays of the week before (the sparkline's label; stats/trend.ts). */
  trend: Trend;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function weekFigures(points: SeriesPoint[]): WeekFigures {
  const counts = points.map((point) => point.count);
  const days = counts.slice(-7);
  const before = counts.slice(-14, -7);
  return {
    today: counts.at(-1) ?? 0,
    week: sum(days),
    change: changeOf(sum(days), sum(before)),
    days,
    trend: trendOf(counts),
  };
}
