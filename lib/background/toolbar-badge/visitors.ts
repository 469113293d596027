/**
 * Today's visitors of a tracked site for the toolbar badge, within the request budget:
 * - the session cache first: the same answer the popup's "This site" panel asks for (the
 *   `visitors` series of the last 14 days in the account's zone, stats/cache.ts key), so
 *   either one asking serves the other;
 * - at most one refresh per site per 5 minutes (stored-sites.ts), remembered before asking, so
 *   a failed request is not repeated on every tab switch;
 * - nothing asked when the rate limit's window is down to background work's reserve
 *   (lib/api/request-policy.ts: a badge matters less than what the user is doing);
 * - nothing for a site the analytics account does not track (its lookup is remembered too).
 */
import { mayStart } from '../../api/request-policy';
import { addDays } from '../../api/stats/buckets';
import type { StatSeries } from '../../api/stats/types';
import type { StatsAnswer } from '../../shared/protocol';
import { dayIn } from '../../shared/stats/clock';
import { cacheKey, isFresh, readAnswer } from '../stats/cache';
import { recallSite, rememberSite, SITE_LOOKUP_MS, SITE_THROTTLE_MS, type StoredSite } from './stored-sites';

export interface VisitorsDeps {
  profileId: string;
  /** The analytics service's URL (the profile's websites service): its answers only. */
  analyticsUrl: string;
  now: () => number;
  /** The website the analytics account tracks at `host`, null when none (websites.findByHost). */
  findSite: (host: string) => Promise<number | null>;
  /**
   * The zone the analytics account counts days in (stats.zone, asked once per browser session;
   * null: the browser's); undefined when not known and `mayAsk` is false.
   */
  zone: (mayAsk: boolean) => Promise<string | null | undefined>;
  /** The worker's `stats.series` answer (its session cache first, then the server). */
  series: (input: { id: number; from: string; to: string }) => Promise<StatsAnswer<StatSeries>>;
  /** Requests left in the analytics server's window, when known. */
  remaining: () => number | undefined;
}

/** The days the popup's "This site" panel asks (lib/pages/popup/this-site/site-stats.ts `fortnight`): one cache entry for both. */
const fortnight = (today: string) => ({ from: addDays(today, -13), to: today });

const countOn = (series: StatSeries, day: string) =>
  series.points.find((point) => point.bucket === day)?.count ?? 0;

/** Today's visitors of the site at `host` (a bare host), or null: not tracked, or nothing known yet. */
export async function visitorsToday(host: string, deps: VisitorsDeps): Promise<number | null> {
  const { profileId } = deps;
  const now = deps.now();
  let site = await recallSite(profileId, host);
  const remaining = deps.remaining();
  // One refresh per site per 5 minutes (a lookup and the site's first series are one refresh).
  const mayAsk =
    (site.askedAt === undefined || now - site.askedAt >= SITE_THROTTLE_MS) &&
    mayStart('background', remaining === undefined ? undefined : { remaining });
  const remember = async (patch: StoredSite) => {
    site = { ...site, ...patch };
    await rememberSite(profileId, host, site);
  };

  if (site.websiteId === undefined || now - (site.lookedUpAt ?? 0) >= SITE_LOOKUP_MS) {
    if (mayAsk) {
      // Remembered before the request: a failure waits its 5 minutes like an answer.
      await remember({ askedAt: now });
      await remember({ websiteId: await deps.findSite(host), lookedUpAt: now });
    }
  }
  const id = site.websiteId;
  if (id === undefined || id === null) return null;

  // Known for the session once asked; a failed ask waits its 5 minutes like the others.
  const zone = await deps.zone(mayAsk).catch(async (error: unknown) => {
    await remember({ askedAt: now });
    throw error;
  });
  if (zone === undefined) return null;
  const today = dayIn(zone, new Date(now));
  const range = fortnight(today);
  const key = cacheKey({
    profileId,
    service: 'websites',
    id,
    name: 'visitors',
    ...range,
    url: deps.analyticsUrl,
  });
  const cached = await readAnswer<StatSeries>(key);
  if (cached && (isFresh(cached, now) || !mayAsk)) return countOn(cached.data, today);
  if (!mayAsk) return null;
  await remember({ askedAt: now });
  const answer = await deps.series({ id, ...range });
  return answer.supported && answer.data ? countOn(answer.data, today) : null;
}
