/**
 * The rows of one statistics name over a range of days, from the generated days (generate.ts):
 * what the servers' StatController computes with GROUP BY value and SUM/COUNT.
 */

import { NOTHING } from './dimensions.ts';
import {
  byHour,
  DAY_MS,
  dailyPageviews,
  dailyTotal,
  dayString,
  HISTORY_DAYS,
  type Service,
  split,
  unit,
} from './generate.ts';
import type { Measure, NameKind } from './names.ts';
import { zoneDayNumber, zoneHour } from './zone.ts';

export interface Row {
  value: string;
  count: number;
}

export interface RangeDays {
  /** Day numbers (days since 1970-01-01), inclusive. */
  from: number;
  to: number;
  /** The server's today: nothing is counted after it. */
  today: number;
  /**
   * The hour of `today` it is now (0-23): no visit has happened in a later hour, as on a real
   * server (issue 25), so today counts only the hours up to this one. Absent: the whole day.
   */
  hour?: number;
  /** How many times its usual a day is (model.ts UnusualDay); absent: every day as seeded. */
  factor?: (day: number) => number;
}

function measureOf(
  service: Service,
  id: number,
  day: number,
  measure: Measure,
  firstDay: number,
  factor = 1,
): number {
  const base = Math.round(dailyTotal(service, id, day, firstDay) * factor);
  if (measure === 'pageviews') return dailyPageviews(id, day, base);
  if (measure === 'campaigns') return Math.round(base * 0.2 * (0.5 + unit('campaigns', id, day)));
  if (measure === 'events') return Math.round(base * 0.4 * (0.5 + unit('events', id, day)));
  return base;
}

/**
 * A day's visits by hour (`00`..`23`); today only the hours that have begun (RangeDays.hour), so
 * today's total and every list of it count what has happened so far.
 */
function hoursOf(total: number, service: Service, id: number, day: number, range: RangeDays) {
  const hours = byHour(total, service, id, day);
  if (day !== range.today || range.hour === undefined) return hours;
  return new Map([...hours].filter(([hour]) => Number(hour) <= range.hour!));
}

const sumOf = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

function add(rows: Map<string, number>, value: string, count: number) {
  if (count > 0) rows.set(value, (rows.get(value) ?? 0) + count);
}

/** Rows with visits only, like a GROUP BY: values without any are absent. */
export function rowsOf(service: Service, id: number, name: NameKind, range: RangeDays): Row[] {
  const firstDay = range.today - HISTORY_DAYS;
  const rows = new Map<string, number>();
  const measure = name.kind === 'click-series' ? 'clicks' : name.measure;
  const span = range.to - range.from;
  for (let day = range.from; day <= Math.min(range.to, range.today); day++) {
    const wholeDay = measureOf(service, id, day, measure, firstDay, range.factor?.(day));
    const hours = () => hoursOf(wholeDay, service, id, day, range);
    const total = day === range.today ? sumOf(hours()) : wholeDay;
    if (total === 0) continue;
    const date = dayString(day);
    if (name.kind === 'daily') add(rows, date, total);
    else if (name.kind === 'dimension') {
      for (const [value, count] of split(total, name.table, name.table[0]![0], id, day))
        add(rows, value, count);
    } else if (name.kind === 'hourly') {
      for (const [hour, count] of hours()) add(rows, hour, count);
    } else {
      // The current links service buckets by the range (its DateRangeTrait): hours under one
      // day, days under 90, months under 730, else years.
      const bucket = span < 1 ? null : span < 90 ? date : span < 730 ? date.slice(0, 7) : date.slice(0, 4);
      if (bucket) add(rows, bucket, total);
      else for (const [hour, count] of hours()) add(rows, `${date} ${hour}`, count);
    }
  }
  return [...rows].map(([value, count]) => ({ value, count }));
}

/**
 * A value as the service writes it on the wire (docs/API.md section 7.1, issue 25): a failed
 * lookup or a direct visit has nothing stored, SQL NULL on the links service and '' on the
 * analytics service, so the links service sends JSON `null`.
 */
export const storedValue = (service: Service, value: string): string | null =>
  value === NOTHING && service === 'links' ? null : value;

/**
 * The day a request's "today" is: the server clock's (UTC) day, or the day in the account's zone
 * where the links service counts clicks (issue 25; zone.ts).
 */
export const todayOf = (now: number, zone?: string | null) =>
  zone ? zoneDayNumber(now, zone) : Math.floor(now / DAY_MS);

/** The hour it is now on that day (0-23), in the same clock as todayOf. */
export const hourOf = (now: number, zone?: string | null) =>
  zone ? zoneHour(now, zone) : new Date(now).getUTCHours();
