/**
 * Builds the API client from the saved settings: the only place that hands the API key to
 * anything, and always together with the base URLs of the same profile (a key is only ever sent
 * to its own profile's servers, and only to the origins it was typed for: key-guard.ts). One client per profile is reused while its connection settings
 * stay the same, so what it learns
 * (a spent rate-limit budget, the account's default domain) carries over from one message to the
 * next; what must survive the MV3 worker's idle stop (the detected dialects) is in the settings.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '../api/errors';
import { createApi } from '../api/index';
import type { Api, ApiOptions } from '../api/types';
import type { Settings } from '../shared/settings/schema';
import { effectiveAnalyticsUrl, serviceUrl } from '../shared/settings/service-url';
import { assertKeyBelongs } from './key-guard';
import { REQUEST_TIMEOUTS } from './request-timeouts';
import { loadSettings, storeDetectedDialect } from './settings/store';
import { rememberStatsServer } from './stats/stored-server-kind';

export type Service = 'links' | 'websites';
export type ApiFactory = (options: ApiOptions) => Api;

export interface Connection {
  apiKey: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
}

/** `https://sho.rt:8443/x` -> `https://sho.rt/*`: match patterns carry no port (Firefox rejects one). */
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Throws `not_configured` without key or URL, or `permission_missing` without host access. */
export async function assertUsable(connection: Connection, services: readonly Service[]): Promise<void> {
  if (connection.apiKey.trim() === '' || connection.linksBaseUrl.trim() === '') {
    throw new ApiError({ code: 'not_configured', message: 'Add your API key and server URL in Options.' });
  }
  for (const service of services) {
    const base = serviceUrl(connection, service);
    let origin: string;
    let pattern: string;
    try {
      origin = new URL(base).origin;
      pattern = originPattern(base);
    } catch {
      throw new ApiError({
        code: 'not_configured',
        message: `The ${service} base URL is not a valid URL: fix it in Options.`,
      });
    }
    const granted = await browser.permissions.contains({ origins: [pattern] });
    if (!granted) {
      throw new ApiError({ code: 'permission_missing', message: `Allow access to ${origin} in Options.` });
    }
  }
}

export interface GetApiOptions {
  /** The services the caller is about to use (their origins' permissions are checked). */
  services?: readonly Service[];
  /** The settings when the caller has just read them (else the active profile's are read here). */
  settings?: Settings;
  /** Injected in tests. */
  factory?: ApiFactory;
}

/** One client per profile id: switching profiles (or a menu child of another) keeps each one's. */
const cache = new Map<string, { factory: ApiFactory; connection: string; api: Api }>();

/**
 * What a client is bound to: a change of key, URL or server version needs a new client, and so
 * does a detection reset under it (the new client detects again and stores it for the pages).
 */
function connectionOf(settings: Settings): string {
  return JSON.stringify([
    settings.apiKey,
    settings.linksBaseUrl,
    effectiveAnalyticsUrl(settings),
    settings.serverVersion,
    settings.detectedDialect,
  ]);
}

/** An Api for the saved settings; detection results are stored for the next worker. */
export async function getApi(options: GetApiOptions = {}): Promise<Api> {
  const settings = options.settings ?? (await loadSettings());
  await assertUsable(settings, options.services ?? ['links']);
  assertKeyBelongs(settings);
  const factory: ApiFactory = options.factory ?? createApi;
  const connection = connectionOf(settings);
  const { profileId } = settings;
  const cached = cache.get(profileId);
  if (cached?.factory === factory && cached.connection === connection) return cached.api;
  const api = factory({
    apiKey: settings.apiKey,
    linksBaseUrl: settings.linksBaseUrl,
    analyticsBaseUrl: effectiveAnalyticsUrl(settings),
    dialect: settings.serverVersion,
    timeouts: REQUEST_TIMEOUTS,
    // Each service starts from what was detected before, so a shorten never probes again.
    detected: settings.detectedDialect,
    onDialectDetected: (service, dialect) => {
      // Once stored, the settings say more than this client was built with: retire it, so the
      // next client starts from the settings and a later detection reset is seen again.
      if (cache.get(profileId)?.api === api) cache.delete(profileId);
      storeDetectedDialect(service, dialect, serviceUrl(settings, service), profileId).catch(
        (error: unknown) => console.warn('Could not store the detected server dialect', error),
      );
    },
    // For the next worker's client: the stats handler tells it (lib/background/stats/handlers.ts).
    onStatsNameSet: (service, set) => {
      rememberStatsServer(profileId, service, serviceUrl(settings, service), set).catch((error: unknown) =>
        console.warn('Could not remember the statistics names of the server', error),
      );
    },
  });
  cache.set(profileId, { factory, connection, api });
  return api;
}
