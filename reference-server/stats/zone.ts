/**
 * The account's time zone (docs/API.md 7.1): the links service converts click times
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

/** One formatter per zone: a link's statistics read the zone of every hour of its history. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsAt(now: number, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = format.formatToParts(now);
  return (type: string) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The day number (days since 1970-01-01) of the calendar day at `now` in `zone`. */
export function zoneDayNumber(now: number, zone: string): number {
  const part = partsAt(now, zone);
  return dayNumber(`${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`);
}

/** The hour of the day (0-23) at `now` in `zone`. */
export const zoneHour = (now: number, zone: string): number => Number(partsAt(now, zone)('hour')) % 24;

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative behind it). */
export function offsetAt(at: number, zone: string): number {
  const part = partsAt(at, zone);
  const n = (type: string) => Number(part(type));
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'));
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * Where each hour of one UTC day falls in `zone` (the server clock's own without one): a day
 * number and an hour (0-23). The offset is read twice a day, and for every hour only on a day
 * the zone changes its clock.
 */
export function hoursOfDayIn(
  utcDay: number,
  zone: string | null,
): (hour: number) => { day: number; hour: number } {
  const start = utcDay * 86_400_000;
  const first = zone ? offsetAt(start, zone) : 0;
  const steady = !zone || offsetAt(start + 23 * 3_600_000, zone) === first;
  return (hour) => {
    const at = start + hour * 3_600_000;
    const local = at + (steady ? first : offsetAt(at, zone!));
    return { day: Math.floor(local / 86_400_000), hour: new Date(local).getUTCHours() };
  };
}
