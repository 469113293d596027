/**
 * The account's time zone (issue 25; docs/API.md 7.1): the links service converts click times
 * into the account's `timezone` before it buckets them and applies `from`/`to`, so its "today"
 * is the account's day. Read with Intl.DateTimeFormat (Node's time-zone data), never by hand.
 */
import { dayNumber } from './generate.ts';

/** Is `name` an IANA zone this runtime knows? (Intl throws a RangeError on any other.) */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function partsAt(now: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  return (type: string) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The day number (days since 1970-01-01) of the calendar day at `now` in `zone`. */
export function zoneDayNumber(now: number, zone: string): number {
  const part = partsAt(now, zone);
  return dayNumber(`${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`);
}

/** The hour of the day (0-23) at `now` in `zone`. */
export const zoneHour = (now: number, zone: string): number => Number(partsAt(now, zone)('hour')) % 24;
