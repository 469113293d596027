/**
 * The worker's real parts behind visitors.ts: the profile's analytics client, the
 * popup's website lookup, the statistics handler with its session cache, the account's zone.
 * No HTTP code of its own: everything goes through what the pages' messages already use.
 */
import { browser } from 'wxt/browser';
import { bareHost } from '../../api/records/websites';
import type { Settings } from '../../shared/settings/schema';
import { serviceUrl } from '../../shared/settings/service-url';
import { getApi, originPattern } from '../api-clients';
import { findWebsiteByHost } from '../handlers';
import { loadSettings } from '../settings/store';
import { createStatsHandlers } from '../stats/handlers';
import { accountZone, rememberedZone } from '../stats/zone';
import { type VisitorsDeps, visitorsToday } from './visitors';

/** A badge asks in the background: a spent rate limit is an error at once, never a wait. */
const getWebsites = (settings: Settings) => getApi({ services: ['websites'], settings });

/**
 * Today's visitors of the tab's site: null when the badge shows nothing there (no access to the
 * site, not tracked, nothing known and nothing to ask now).
 */
export async function tabVisitors(
  url: URL,
  settings: Settings,
): Promise<{ host: string; count: number } | null> {
  // Only sites the user allowed (the per-site access of "Don't count my visits"):
  // with the optional `tabs` permission the worker sees every address, and asks about none.
  if (!(await browser.permissions.contains({ origins: [originPattern(url.href)] }))) return null;
  const host = bareHost(url.hostname);
  const api = await getWebsites(settings);
  const stats = createStatsHandlers({
    loadSettings,
    getStats: async () => api.stats,
    getSubject: () => Promise.reject(new Error('The toolbar badge asks for no record')),
    getBudget: async () => api.rateLimitBudget?.('websites'),
  });
  const deps: VisitorsDeps = {
    profileId: settings.profileId,
    analyticsUrl: serviceUrl(settings, 'websites'),
    now: Date.now,
    findSite: async (name) => (await findWebsiteByHost(api, name))?.id ?? null,
    zone: async (mayAsk) =>
      mayAsk
        ? (
            await accountZone(
              { loadSettings, getAccount: async () => api.account },
              { profileId: settings.profileId, service: 'websites' },
            )
          ).timeZone
        : rememberedZone(settings, 'websites'),
    series: ({ id, from, to }) =>
      stats['stats.series']({
        profileId: settings.profileId,
        service: 'websites',
        id,
        name: 'visitors',
        from,
        to,
      }),
    remaining: () => api.rateLimitBudget?.('websites')?.remaining,
  };
  const count = await visitorsToday(host, deps);
  return count === null ? null : { host, count };
}
