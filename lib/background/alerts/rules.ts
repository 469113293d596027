/**
 * When something is worth telling, as pure functions of what the servers said and what the
 * alerts remember (stored-state.ts). The rules, in product terms (the Options section says them too):
 *
 * - A tracked site is unusual when its visitors today, in the hours the day has had so far,
 *   are at least 3× its usual for those same hours and at least 30 (above), or at most a third
 *   of a usual of 30 or more (below). The usual is the median of the same hours of the same
 *   weekday in the 4 weeks before (the median: one odd week does not make a usual). Days and
 *   hours are the analytics server's, which counts in UTC as shipped (docs/API.md 7.1).
 * - A short link takes off when its clicks today are at least 3× its usual day and at least 20,
 *   the usual being its average clicks a day over the days remembered (up to 7); or when its
 *   total passes one of the user's milestones.
 * - A link is about to expire when its end date is within the chosen number of days, or when
 *   90 % of its clicks limit is used.
 * - A server is announced unreachable (or refusing the key) once it has failed for 5 minutes,
 *   and once more when it answers again.
 */
import type { ApiErrorCode } from '../../api/errors';
import type { Link } from '../../api/schemas';

export const UNUSUAL = { ratio: 3, leastAbove: 30, leastUsualBelow: 30, weeks: 4, leastHours: 3 } as const;
export const TAKEOFF = { ratio: 3, leastClicks: 20, days: 7 } as const;
export const CLICKS_LIMIT_SHARE = 0.9;
export const DOWN_AFTER_MS = 5 * 60_000;

/** Codes that mean the server cannot be reached or refuses the key (not a rule of ours, like a spent limit). */
export const OUTAGE_CODES: readonly ApiErrorCode[] = [
  'unauthorized',
  'forbidden',
  'server',
  'network',
  'timeout',
  'bad_response',
];

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Sum of the first `hours` hours of a day's 24 hourly counts. */
export const sumHours = (hourly: readonly number[], hours: number) =>
  hourly.slice(0, hours).reduce((sum, count) => sum + count, 0);

export interface SiteVerdict {
  direction: 'above' | 'below';
  today: number;
  usual: number;
}

/**
 * Today's first `hours` hours against the same hours of earlier days (`earlier`: their 24 hourly
 * counts each). Null: a usual day.
 */
export function siteUnusual(
  today: readonly number[],
  earlier: readonly (readonly number[])[],
  hours: number,
): SiteVerdict | null {
  if (hours < UNUSUAL.leastHours || earlier.length === 0) return null;
  const count = sumHours(today, hours);
  const usual = median(earlier.map((day) => sumHours(day, hours)));
  if (count >= UNUSUAL.leastAbove && count >= UNUSUAL.ratio * usual)
    return { direction: 'above', today: count, usual };
  if (usual >= UNUSUAL.leastUsualBelow && count * UNUSUAL.ratio <= usual)
    return { direction: 'below', today: count, usual };
  return null;
}

/** "about 5×" of a verdict: today over the usual, rounded (a usual of 0 counts as 1). */
export const timesUsual = ({ today, usual }: SiteVerdict) => Math.round(today / Math.max(usual, 1));

/**
 * Clicks today (`total` minus the total at the day's first look) against the average day of
 * the remembered first looks (`days`: day -> total at that day's first look, oldest first).
 */
export function linkTakeoff(
  todayClicks: number,
  dailyTotals: readonly number[],
): { today: number; usual: number } | null {
  if (todayClicks < TAKEOFF.leastClicks) return null;
  const days = dailyTotals.length - 1;
  // Without two first looks there is no usual day yet: only the floor says "takes off".
  const usual = days > 0 ? ((dailyTotals.at(-1) as number) - (dailyTotals[0] as number)) / days : 0;
  return todayClicks >= TAKEOFF.ratio * Math.max(usual, 1) ? { today: todayClicks, usual } : null;
}

/** The highest milestone passed going from `before` to `now` clicks, or null. */
export function milestonePassed(before: number, now: number, milestones: readonly number[]): number | null {
  const passed = milestones.filter((m) => before < m && now >= m);
  return passed.length ? Math.max(...passed) : null;
}

export type ExpiryCause =
  | { kind: 'date'; endsAt: string; days: number }
  | { kind: 'clicks'; clicks: number; limit: number };

/** Why `link` is about to expire, or null. `days`: how near an end date must be. */
export function expiryCause(
  link: Pick<Link, 'endsAt' | 'clicks' | 'expirationClicks'>,
  nowMs: number,
  days: number,
): ExpiryCause | null {
  if (link.endsAt) {
    const ends = Date.parse(link.endsAt);
    if (!Number.isNaN(ends) && ends > nowMs && ends - nowMs <= days * 86_400_000)
      return { kind: 'date', endsAt: link.endsAt, days: Math.ceil((ends - nowMs) / 86_400_000) };
  }
  const limit = link.expirationClicks;
  if (limit > 0 && link.clicks < limit && link.clicks >= CLICKS_LIMIT_SHARE * limit)
    return { kind: 'clicks', clicks: link.clicks, limit };
  return null;
}

/** What the alerts remember of one server's health. */
export interface Health {
  /** When the first failure of the current outage was seen (absent: it answers). */
  failingSince?: number;
}

export type HealthEvent = 'down' | 'back' | null;

/**
 * The next health after a check that answered (`ok`) or failed, and what is true of it: `down`
 * on every check once it has failed for the threshold (the notice names when the outage began,
 * so it is said once, on the first check outside quiet hours), `back` when it answers after a
 * failure. Whether the `down` was said, which `back` needs, is in what was said (checkHealth).
 */
export function nextHealth(
  health: Health,
  ok: boolean,
  nowMs: number,
): { health: Health; event: HealthEvent } {
  if (ok) return { health: {}, event: health.failingSince === undefined ? null : 'back' };
  const failingSince = health.failingSince ?? nowMs;
  return { health: { failingSince }, event: nowMs - failingSince >= DOWN_AFTER_MS ? 'down' : null };
}
