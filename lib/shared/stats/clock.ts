/**
 * The account's clock: the links service counts a click on the day and hour it was in
 * the account's `timezone`, so "today", the presets and the previous period are days of that
 * zone, not of the browser's. Read through Intl.DateTimeFormat with `timeZone` (the browser's
 * time-zone data, DST included): no zone arithmetic is written here.
 */

import type { StatsService } from '../../api/stats/types';

/**
 * The analytics service's clock (UTC, as it ships): it records each visit under the day and hour
 * there and never converts it to the account's zone (docs/API.md section 7), so a website's days,
 * hours, Today and presets are days of this zone, whatever `timezone` the account names.
 */
export const ANALYTICS_SERVER_ZONE = 'UTC';

/** Whose days a view counts: the analytics server's clock (websites) or the account's zone (links). */
export type DaysOf = 'server' | 'account';

export const daysOf = (service: StatsService): DaysOf => (service === 'websites' ? 'server' : 'account');

/** The zone the browser runs in (what a day means when the account names none). */
export function browserZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** One formatter per zone: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(
  zone: string | null,
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const key = zone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      ...(zone ? { timeZone: zone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of format.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** The calendar day (`YYYY-MM-DD`) at `date` in `zone` (null: the browser's zone). */
export function dayIn(zone: string | null, date = new Date()): string {
  const { year, month, day } = partsIn(zone, date);
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The hour of the day (0-23) at `date` in `zone` (null: the browser's zone). */
export function hourIn(zone: string | null, date = new Date()): number {
  // Some engines wrote midnight as "24" with hour12: false; hourCycle h23 and the modulo agree.
  return Number(partsIn(zone, date).hour) % 24;
}

const wallClock = (zone: string | null, date: Date) => {
  const { year, month, day, hour, minute } = partsIn(zone, date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
};

/**
 * Does the account count days in another zone than the browser's? Two names with the same
 * clock (Asia/Calcutta and Asia/Kolkata, Europe/Paris and Europe/Berlin) count the same days,
 * so the wall clocks are compared, now and half a year on (the other side of a DST change).
 * `browser`: the browser's zone (null: the one this runtime runs in; tests name one).
 */
export function differsFromBrowser(
  zone: string | null,
  date = new Date(),
  browser: string | null = null,
): boolean {
  if (!zone || zone === (browser ?? browserZone())) return false;
  const later = new Date(date.getTime() + 182 * 86_400_000);
  return [date, later].some((at) => wallClock(zone, at) !== wallClock(browser, at));
}
