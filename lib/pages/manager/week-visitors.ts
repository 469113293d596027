/**
 * The websites list as a dashboard (issue 27): each row's visitors over the last 7 days of the
 * analytics account's zone, from one `visitors` series (the worker fills the days without visits
 * with 0), its trend for the sparkline's label, and whether the site had no visit at all (then
 * the row asks whether the tracking code is on the page).
 */
import type { SeriesPoint } from '../../api/stats/types';

export type Trend = 'up' | 'down' | 'flat';

export interface WeekVisitors {
  /** Visitors over the 7 days, today included. */
  total: number;
  /** Day by day, oldest first (what the sparkline draws). */
  days: number[];
  trend: Trend;
}

/** Below this change between the two halves of the week the trend reads as steady. */
const STEADY = 0.1;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Rising, falling or steady: the last three whole days against the three before them. Today is
 * left out because it counts only the hours so far (it would make every week look falling).
 */
export function trendOf(days: number[]): Trend {
  const whole = days.slice(0, -1).slice(-6);
  const before = sum(whole.slice(0, 3));
  const after = sum(whole.slice(3));
  if (before === 0) return after > 0 ? 'up' : 'flat';
  const change = (after - before) / before;
  return change > STEADY ? 'up' : change < -STEADY ? 'down' : 'flat';
}

export function weekVisitors(points: readonly SeriesPoint[]): WeekVisitors {
  const days = points.slice(-7).map((point) => point.count);
  return { total: sum(days), days, trend: trendOf(days) };
}
