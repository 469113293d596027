/**
 * The account's clock for the statistics views, page side: which zone a service
 * counts days in (the worker's `stats.zone`, one account request per service and browser
 * session), and what "today" and "now" are there. The popup and the manager both use it.
 */
import type { StatsService } from '../../api/stats/types';
import { uiLanguage } from '../../shared/format';
import type { InputOf, Result, StatsZone } from '../../shared/protocol';
import {
  ANALYTICS_SERVER_ZONE,
  type DaysOf,
  dayIn,
  daysOf,
  differsFromBrowser,
  hourIn,
} from '../../shared/stats/clock';

/** The one message asked here: `send` of lib/pages/rpc.ts, or a test's fake. */
export type SendZone = (type: 'stats.zone', input: InputOf<'stats.zone'>) => Promise<Result<StatsZone>>;

/**
 * The zone a service counts days in: the analytics server's clock for websites (nothing to ask),
 * the account's zone for links; null: the browser's. A failed question is the browser's zone
 * too: the statistics requests then say what failed, and the next view asks again.
 */
export async function askZone(send: SendZone, service: StatsService): Promise<string | null> {
  if (daysOf(service) === 'server') return ANALYTICS_SERVER_ZONE;
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
  /** Days are counted in another zone than the browser's. */
  differsFromBrowser: boolean;
  /** Whose days they are: the analytics server's clock (websites) or the account's zone (links). */
  days: DaysOf;
}

/** `timeZone`: the account's (links); a website's days are the analytics server's whatever it says. */
export function clockOf(
  service: StatsService,
  accountZone: string | null,
  ready: boolean,
  now = new Date(),
): StatsClock {
  const days = daysOf(service);
  const timeZone = days === 'server' ? ANALYTICS_SERVER_ZONE : accountZone;
  return {
    ready,
    days,
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
  if (timeZone === ANALYTICS_SERVER_ZONE) return timeZone;
  const named = new Intl.DateTimeFormat(locale ?? uiLanguage(), { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return named && !/^(GMT|UTC)([+-−]|$)/.test(named) ? `${named} (${timeZone})` : timeZone;
}
