/**
 * The worker's side of `stats.zone`: the zone a service counts days in. The links
 * service's is its account's, from its `GET /api/v1/account` (`data.timezone`); the analytics
 * service's is its own clock (UTC), which it never converts. Asked once per browser session, per profile,
 * service and server URL, and kept in `storage.session` (the MV3 worker stops when idle, so
 * nothing lives in its memory): a statistics view costs at most one account request per service.
 * Cleared with the profile's statistics (cache.ts clearProfileStats).
 */

import { storage } from 'wxt/utils/storage';
import { callOptions } from '../../api/request-policy';
import type { StatsService } from '../../api/stats/types';
import type { Api } from '../../api/types';
import type { InputOf, StatsZone } from '../../shared/protocol';
import type { Settings } from '../../shared/settings/schema';
import { serviceUrl } from '../../shared/settings/service-url';
import { ANALYTICS_SERVER_ZONE, daysOf } from '../../shared/stats/clock';
import { recallStatsServer } from './stored-server-kind';

interface Remembered {
  url: string;
  timeZone: string | null;
}

export interface ZoneDeps {
  loadSettings: (profileId?: string) => Promise<Settings>;
  /** The profile's account client, after checking the service is usable (key, URL, permission). */
  getAccount: (service: StatsService, settings: Settings) => Promise<Api['account']>;
}

/** Interactive: a view waits on the answer, so a spent rate limit is an error at once. */

const zoneKey = (profileId: string, service: StatsService) =>
  `session:statsZone:${profileId}:${service}` as const;

/**
 * The zone remembered for this session without asking (undefined: not known for the profile's
 * current server URL). The toolbar badge reads it when it may not spend a request.
 */
export async function rememberedZone(
  settings: Settings,
  service: StatsService,
): Promise<string | null | undefined> {
  if (daysOf(service) === 'server') return ANALYTICS_SERVER_ZONE;
  const remembered = await storage.getItem<Remembered>(zoneKey(settings.profileId, service));
  return remembered?.url === serviceUrl(settings, service) ? remembered.timeZone : undefined;
}

export async function accountZone(deps: ZoneDeps, input: InputOf<'stats.zone'>): Promise<StatsZone> {
  const { service } = input;
  // The analytics service counts on its own clock whatever its account names: nothing to ask.
  if (daysOf(service) === 'server') return { timeZone: ANALYTICS_SERVER_ZONE };
  const settings = await deps.loadSettings(input.profileId);
  const { profileId } = settings;
  const url = serviceUrl(settings, service);
  const remembered = await rememberedZone(settings, service);
  if (remembered !== undefined) return { timeZone: remembered };
  // A server without statistics shows none: its days need no zone, and no request is spent on it.
  if ((await recallStatsServer(profileId, service, url)) === 'none') return { timeZone: null };

  const account = await (await deps.getAccount(service, settings)).get(callOptions('waiting'), service);
  const timeZone = account?.timeZone ?? null;
  await storage.setItem<Remembered>(zoneKey(profileId, service), { url, timeZone });
  return { timeZone };
}

export function createZoneHandler(deps: ZoneDeps) {
  return { 'stats.zone': (input: InputOf<'stats.zone'>) => accountZone(deps, input) };
}
