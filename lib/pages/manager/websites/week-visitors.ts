/**
 * The websites list as a dashboard: each row's visitors over the last 7 days of the
 * analytics account's zone, from one `visitors` series (the worker fills the days without visits
 * with 0), its trend for the sparkline's label, and whether the site had no visit at all (then
 * the row asks whether the tracking code is on the page).
 */
import type { SeriesPoint } from '../../../api/stats/types';
import { type Trend, trendOf } from '../../stats/trend';

export interface WeekVisitors {
  /** Visitors over the 7 days, today included. */
  total: number;
  /** Day by day, oldest first (what the sparkline draws). */
  days: number[];
  trend: Trend;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `points`: the 7 days and, when asked with them, the 7 before (the trend compares the weeks). */
export function weekVisitors(points: readonly SeriesPoint[]): WeekVisitors {
  const days = points.slice(-7).map((point) => point.count);
  return { total: sum(days), days, trend: trendOf(points.map((point) => point.count)) };
}
