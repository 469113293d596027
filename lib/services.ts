/**
 * Builds the API client from the saved settings: the only place that hands the API key to
 * anything. Built per call, never cached: the MV3 worker stops when idle and settings change
 * under it; building is cheap (no request).
 */
import { browser } from 'wxt/browser';
import { ApiError } from './api/errors';
import { createApi } from './api/index';
import type { Dialect } from './api/schemas';
import type { Api, ApiOptions } from './api/types';
import { effectiveAnalyticsUrl, loadSettings, type Settings, storeDetectedDialect } from './settings';

export type Service = 'links' | 'websites';
export type ApiFactory = (options: ApiOptions) => Api;

export interface Connection {
  apiKey: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
}

/** The dialect to pass to createApi: a fixed choice, or what detection found for both services. */
export function dialectFor(settings: Pick<Settings, 'serverVersion' | 'detectedDialect'>): Dialect | 'auto' {
  if (settings.serverVersion !== 'auto') return settings.serverVersion;
  const { links, websites } = settings.detectedDialect;
  return links !== null && links === websites ? links : 'auto';
}

/** `https://sho.rt:8443/x` -> `https://sho.rt/*`: match patterns carry no port (Firefox rejects one). */
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

function baseUrlFor(connection: Connection, service: Service): string {
  return service === 'links' ? connection.linksBaseUrl : effectiveAnalyticsUrl(connection);
}

/** Throws `not_configured` without key or URL, or `permission_missing` without host access. */
export async function assertUsable(connection: Connection, services: readonly Service[]): Promise<void> {
  if (connection.apiKey.trim() === '' || connection.linksBaseUrl.trim() === '') {
    throw new ApiError({ code: 'not_configured', message: 'Add your API key and server URL in Options.' });
  }
  for (const service of services) {
    const base = baseUrlFor(connection, service);
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
  /** Injected in tests. */
  factory?: ApiFactory;
}

/** An Api for the saved settings; detection results are stored for the next worker. */
export async function getApi(options: GetApiOptions = {}): Promise<Api> {
  const settings = await loadSettings();
  await assertUsable(settings, options.services ?? ['links']);
  const factory: ApiFactory = options.factory ?? createApi;
  return factory({
    apiKey: settings.apiKey,
    linksBaseUrl: settings.linksBaseUrl,
    analyticsBaseUrl: effectiveAnalyticsUrl(settings),
    dialect: dialectFor(settings),
    onDialectDetected: (service, dialect) => {
      storeDetectedDialect(service, dialect).catch((error: unknown) =>
        console.warn('Could not store the detected server dialect', error),
      );
    },
  });
}
