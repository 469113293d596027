/**
 * When a record has generated visits: never before it exists. A website's run from the start of
 * the day it was added (a day of the analytics server's clock, UTC) until now, as a live site's
 * do. A seeded link's run from the hour after its creation until the seed's time and no further:
 * this server records no clicks of its own, so the list's count, fixed at seeding, stays the sum
 * of its statistics. A link created later has no generated clicks at all (its count is 0).
 */
import type { Link, Website } from '../model.ts';
import { DAY_MS } from './generate.ts';

export const HOUR_MS = 3_600_000;

export interface History {
  /** The first hour with visits, as an hour number (hours since 1970-01-01 00:00 UTC). */
  firstHour: number;
  /** The last hour with visits (the hour `now` is in, or the seed's), inclusive. */
  lastHour: number;
  /** The UTC day number growth is counted from (the creation day). */
  firstDay: number;
}

/** The hours of a seeded link's clicks: from the first hour that began after its creation. */
export function linkHistory(createdAt: number, until: number): History {
  return {
    firstHour: Math.ceil(createdAt / HOUR_MS),
    lastHour: Math.floor(until / HOUR_MS),
    firstDay: Math.floor(createdAt / DAY_MS),
  };
}

export function historyOf(record: Link | Website, kind: 'links' | 'websites', now: number): History | null {
  if (kind === 'links') {
    const until = (record as Link).clicksUntil;
    return until === undefined ? null : linkHistory(record.createdAt, Math.min(until, now));
  }
  const firstDay = Math.floor(record.createdAt / DAY_MS);
  return { firstHour: firstDay * 24, lastHour: Math.floor(now / HOUR_MS), firstDay };
}
