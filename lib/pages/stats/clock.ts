/**
 * The account's clock for the statistics views (issue 25), page side: which zone a service
 * counts days in (the worker's `stats.zone`, one account request per service and browser
 * session), and what "today" and "now" are there. The popup and the manager both use it.
 */
import type { StatsService } from '../../api/stats/types';
import { uiLanguage } from '../../shared/format';
import type { InputOf, Result, StatsZone } from '../../shared/protocol';
import { dayIn, differsFromBrowser, hourIn } from '../../shared/stats/clock';

/** The one message asked here: `send` of lib/pages/rpc.ts, or a test's fake. */
export type SendZone = (type: 'stats.zone', input: InputOf<'stats.zone'>) => Promise<Result<StatsZone>>;

/**
 * The zone a service's account counts days in; null: the browser's. A failed question is the
 * browser's zone too: the statistics requests then say what failed, and the next view asks again.
 */
export async function askZone(send: SendZone, service: StatsService): Promise<string | null> {
  const answer = await send('stats.zone', { service });
  return answer.ok ? answer.value.timeZone : null;
}

export interface StatsClock {
  /** False until the zone is known: the view then waits rather than ask with another day. */
  ready: boolean;
  timeZone: string | null;
  /** The account's day, `YYYY-MM-DD` (the browser's while not ready). */
  today: string;
  /** The account's hour, 0-23. */
  hour: number;
  /** Days are counted in another zone than the browser's: the view says so. */
  differsFromBrowser: boolean;
}

export function clockOf(timeZone: string | null, ready: boolean, now = new Date()): StatsClock {
  return {
    ready,
    timeZone,
    today: dayIn(timeZone, now),
    hour: hourIn(timeZone, now),
    differsFromBrowser: differsFromBrowser(timeZone, now),
  };
}

/**
 * The zone as a person reads it: its localized name with the IANA name ("Eastern Time
 * (America/New_York)"); the IANA name alone when Intl only knows an offset ("GMT-10:00").
 */
export function zoneLabel(timeZone: string, now = new Date(), locale?: string): string {
  const named = new Intl.DateTimeFormat(locale ?? uiLanguage(), { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return named && !/^(GMT|UTC)([+-−]|$)/.test(named) ? `${named} (${timeZone})` : timeZone;
}
