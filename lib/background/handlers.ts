/**
 * The background's answer to every protocol message (lib/shared/protocol.ts). The entrypoint only
 * passes these to serve (lib/background/serve.ts); the logic lives here so tests reach it with a fake Api.
 */

import { normalizeBaseUrl } from '../api/client';
import { toApiErrorData } from '../api/errors';
import { bareHost } from '../api/records/websites';
import { callOptions } from '../api/request-policy';
import type { Dialect, Website } from '../api/schemas';
import type { Api } from '../api/types';
import { clearDraft, saveDraft } from '../shared/drafts';
import { t } from '../shared/i18n';
import type { ConnectionReport, ServerLists, ServiceCheck } from '../shared/protocol';
import type { Settings } from '../shared/settings/schema';
import { effectiveAnalyticsUrl, serviceUrl } from '../shared/settings/service-url';
import { cachedPageLinks, pageLinks } from './already-shortened/page-links';
import { type ApiFactory, assertUsable, type Connection, type Service } from './api-clients';
import { dismissBatch, rememberPending, startBatch } from './batch/jobs';
import { campaignHandlers } from './campaigns';
import { createConnectHandlers } from './connect/handlers';
import { includeTrackedSite } from './exclude-visits/tracked-site';
import { findLinks } from './find-link/find-links';
import { forgetLink } from './forget-link';
import { clearHistory, listHistory } from './history';
import { keyOriginsFor } from './key-guard';
import { activateProfile, removeProfile } from './profile-actions';
import { REQUEST_TIMEOUTS } from './request-timeouts';
import { checkedClicks, checkSavedOnce, refreshSavedLink } from './saved-links';
import type { Handlers } from './serve';
import { loadPublicSettings, loadSettings, saveSettings, storeDetectedDialect } from './settings/store';
import { recognizeShortUrl, urlRefusal } from './short-url';
import { shorten } from './shorten';
import { clearProfileStats } from './stats/cache';
import { createStatsHandlers } from './stats/handlers';
import { createZoneHandler } from './stats/zone';

export interface HandlerDeps {
  /**
   * An Api for the saved settings, after checking the given services are usable; `settings`
   * when the caller has just read them (saves a second read).
   */
  getApi: (services: readonly Service[], settings?: Settings) => Promise<Api>;
  /** Builds an Api from unsaved values (connection.test). */
  factory: ApiFactory;
}

/** Interactive: pages wait on the answer, so a spent rate limit is an error at once. */

// The records' bareHost (trim, www., lower case): one rule for what a site's host is. For a host,
// which is what the popup sends, it gives the host itself.
export async function findWebsiteByHost(api: Api, host: string): Promise<Website | null> {
  const wanted = bareHost(host);
  const page = await api.websites.list({ search: wanted, perPage: 100 }, callOptions('waiting'));
  return page.items.find((website) => bareHost(website.host) === wanted) ?? null;
}

export async function serverLists(api: Api): Promise<ServerLists> {
  const [domains, spaces, pixels, account] = await Promise.all([
    api.domains.list(callOptions('waiting')),
    api.spaces.list(callOptions('waiting')),
    api.pixels.list(callOptions('waiting')),
    api.account.get(callOptions('waiting')),
  ]);
  return { domains, spaces, pixels, account };
}

/**
 * Checks both services with the form's unsaved values (else the saved ones): the links list and
 * the websites list, each on its own, so one failing says which. Stores detected dialects only
 * when the tested URLs are the saved ones.
 */
export async function testConnection(
  input: {
    profileId?: string | undefined;
    apiKey?: string | undefined;
    linksBaseUrl?: string | undefined;
    analyticsBaseUrl?: string | undefined;
    sendKeyTo?: string[] | undefined;
  },
  factory: ApiFactory,
): Promise<ConnectionReport> {
  // The profile's own saved key and URLs fill what the form left empty: never another profile's.
  const saved = await loadSettings(input.profileId);
  const typed = input.apiKey?.trim() ?? '';
  const connection: Connection = {
    apiKey: typed || saved.apiKey,
    linksBaseUrl: normalizeBaseUrl(input.linksBaseUrl ?? saved.linksBaseUrl),
    analyticsBaseUrl: normalizeBaseUrl(input.analyticsBaseUrl ?? saved.analyticsBaseUrl),
  };
  // The saved key is tried only where it belongs, or where the user agreed by name to send it.
  if (!typed && saved.apiKey) keyOriginsFor(saved.keyOrigins, connection, input.sendKeyTo);
  const fixed = saved.serverVersion === 'auto' ? undefined : saved.serverVersion;
  const detected: Partial<Record<Service, Dialect>> = {};

  const check = async (service: Service): Promise<ServiceCheck> => {
    try {
      await assertUsable(connection, [service]);
      const api = factory({
        apiKey: connection.apiKey,
        linksBaseUrl: connection.linksBaseUrl,
        analyticsBaseUrl: effectiveAnalyticsUrl(connection),
        dialect: fixed ?? 'auto',
        timeouts: REQUEST_TIMEOUTS,
        onDialectDetected: (s, d) => {
          detected[s] = d;
        },
      });
      const query = { perPage: 10 };
      const page =
        service === 'links'
          ? await api.links.list(query, callOptions('waiting'))
          : await api.websites.list(query, callOptions('waiting'));
      const dialect = detected[service] ?? fixed;
      return { ok: true, total: page.total, ...(dialect ? { dialect } : {}) };
    } catch (error) {
      return { ok: false, error: toApiErrorData(error) };
    }
  };
  const [links, websites] = await Promise.all([check('links'), check('websites')]);

  if (!fixed) {
    // Kept only for a tested URL that is the saved one (storeDetectedDialect checks).
    const tested = { ...saved, ...connection };
    for (const service of ['links', 'websites'] as const) {
      const found = detected[service];
      if (found) await storeDetectedDialect(service, found, serviceUrl(tested, service), saved.profileId);
    }
  }
  return { links, websites };
}

const CONNECTION_FIELDS = ['apiKey', 'linksBaseUrl', 'analyticsBaseUrl'] as const;

/** The messages answered from storage alone (no server): settings, popup drafts, stored campaigns. */
export const storageHandlers = {
  'settings.get': (input) => loadPublicSettings(input?.profileId),
  'settings.save': async ({ profileId, ...patch }) => {
    const saved = await saveSettings(patch, profileId);
    // Statistics belong to a key and a server: a save of either starts the profile's cache afresh.
    if (CONNECTION_FIELDS.some((field) => patch[field] !== undefined))
      await clearProfileStats(saved.profileId);
    return saved;
  },
  'profiles.activate': ({ profileId }) => activateProfile(profileId),
  'profiles.remove': ({ profileId }) => removeProfile(profileId),
  'drafts.save': ({ tabUrl, value }) => saveDraft(tabUrl, value),
  'drafts.clear': ({ tabUrl }) => clearDraft(tabUrl),
  ...campaignHandlers,
} satisfies Partial<Handlers>;

/**
 * Link `id`'s call; when it deletes the link, or the server answers that there is no such link,
 * every saved answer of the profile (the active one unless named) that still holds it forgets it
 * (forget-link.ts), then the answer goes on.
 */
async function watchLink<T>(id: number, call: () => Promise<T>, deletes?: boolean, profileId?: string) {
  const forget = async () => forgetLink(profileId ?? (await loadSettings()).profileId, id);
  try {
    const value = await call();
    if (deletes) await forget();
    return value;
  } catch (error) {
    if (toApiErrorData(error).code === 'not_found') await forget();
    throw error;
  }
}

export function createHandlers({ getApi, factory }: HandlerDeps): Handlers {
  const links = () => getApi(['links']);
  const websites = () => getApi(['websites']);
  return {
    ...storageHandlers,
    shorten: async (input) => {
      const settings = await loadSettings();
      return shorten(input, { api: await getApi(['links'], settings), settings });
    },
    'connection.test': (input) => testConnection(input, factory),
    ...createConnectHandlers(factory, testConnection),
    'server.lists': async (input) =>
      serverLists(await getApi(['links'], await loadSettings(input?.profileId))),
    // The active profile's: a page shows one profile at a time.
    'history.list': async (input) => {
      const settings = await loadSettings();
      if (!input?.check) return listHistory(settings.profileId);
      await checkSavedOnce(settings.profileId, () => getApi(['links'], settings));
      const clicks = await checkedClicks(settings.profileId);
      return (await listHistory(settings.profileId)).map((entry) =>
        entry.id in clicks ? { ...entry, clicks: clicks[entry.id] } : entry,
      );
    },
    'history.clear': async () => clearHistory((await loadSettings()).profileId),
    findLinks: async (input) => findLinks(await links(), input),

    'links.list': async (query) => (await links()).links.list(query),
    'links.get': ({ id }) => watchLink(id, async () => (await links()).links.get(id)),
    // Never a short link of a short link, whatever page asks: the manager's New link
    // shows the existing one (links.recognize) before it gets here.
    'links.create': async (input) => {
      const settings = await loadSettings();
      const api = await getApi(['links'], settings);
      const match = await recognizeShortUrl(input.url, { api, settings });
      if (match.kind !== 'none') {
        throw urlRefusal(
          match.kind === 'link'
            ? t('manager_alreadyShort', match.link.alias)
            : t('shortUrl_missing', match.shortUrl),
        );
      }
      return api.links.create(input, callOptions('waiting'));
    },
    'links.recognize': async ({ url }) => {
      const settings = await loadSettings();
      return recognizeShortUrl(url, { api: await getApi(['links'], settings), settings });
    },
    'links.forPage': async ({ url, cache, check }) => {
      const settings = await loadSettings();
      if (check) await checkSavedOnce(settings.profileId, () => getApi(['links'], settings));
      if (cache === 'only') return cachedPageLinks(url, settings);
      return pageLinks(url, { api: await getApi(['links'], settings), settings });
    },
    // Every saved copy (recent links, pages' short links) takes the edit at once: a new alias is a new short URL.
    'links.update': ({ id, input }) =>
      watchLink(id, async () => {
        const updated = await (await links()).links.update(id, input, callOptions('waiting'));
        await refreshSavedLink((await loadSettings()).profileId, updated);
        return updated;
      }),
    'links.remove': ({ id }) => watchLink(id, async () => (await links()).links.remove(id), true),

    'websites.list': async (query) => (await websites()).websites.list(query),
    'websites.get': async ({ id }) => (await websites()).websites.get(id),
    'websites.create': async (input) => {
      const created = await (await websites()).websites.create(input, callOptions('waiting'));
      // "all sites" covers a new one too. Never fails the create: the site exists now.
      await includeTrackedSite(created.host).catch(() => undefined);
      return created;
    },
    'websites.update': async ({ id, input }) =>
      (await websites()).websites.update(id, input, callOptions('waiting')),
    'websites.remove': async ({ id }) => (await websites()).websites.remove(id),
    'websites.findByHost': async ({ host }) => findWebsiteByHost(await websites(), host),

    ...createStatsHandlers({
      loadSettings,
      getStats: async (service, settings) => (await getApi([service], settings)).stats,
      getSubject: async (service, id, settings) => {
        const get = async () => (await getApi([service], settings))[service].get(id);
        const record = await (service === 'links' ? watchLink(id, get, false, settings.profileId) : get());
        return { name: 'alias' in record ? record.alias : record.host, createdAt: record.createdAt };
      },
      getBudget: async (service, settings) => (await getApi([service], settings)).rateLimitBudget?.(service),
    }),
    'batch.start': ({ items, claimPending }) =>
      startBatch(
        { source: 'tabs', items },
        { getApi: (settings) => getApi(['links'], settings) },
        claimPending,
      ),
    'batch.pending': ({ choice }) => rememberPending(choice),
    'batch.dismiss': () => dismissBatch(),
    ...createZoneHandler({
      loadSettings,
      getAccount: async (service, settings) => (await getApi([service], settings)).account,
    }),
  };
}
