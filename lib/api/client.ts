/**
 * Builds the `Api` over an injected transport and form encoder (index.ts passes the real ones;
 * tests pass fakes). Holds the per-client state: base URLs, dialect state, default domain.
 */
import type { ApiContext } from './context';
import { createDialectState } from './dialects/detect';
import type { WireForm } from './dialects/types';
import { notConfiguredError } from './error-mapping';
import type { HttpClient } from './http';
import { linksApi } from './links';
import { getAccount, listNamed } from './resources';
import { statsApi } from './stats/index';
import type { Api, ApiOptions, CallOptions } from './types';
import { websitesApi } from './websites';

export interface ApiDependencies {
  http: HttpClient;
  encodeForm: (data: WireForm) => string;
}

/** A transport for a client that lacks its key or base URL: every call says what to set up. */
const notConfigured: HttpClient = {
  request: () => Promise.reject(notConfiguredError('Add your API key and server URL')),
};

/** Strips trailing slashes and whitespace: base URLs are joined with `/api/v1/...`. */
export const normalizeBaseUrl = (url: string) => url.trim().replace(/\/+$/, '');

export function createApiWith(options: ApiOptions, dependencies: ApiDependencies): Api {
  const linksBaseUrl = normalizeBaseUrl(options.linksBaseUrl ?? '');
  const analyticsBaseUrl = normalizeBaseUrl(options.analyticsBaseUrl || linksBaseUrl);
  const configured = Boolean(options.apiKey?.trim() && linksBaseUrl);
  const context: ApiContext = {
    http: configured ? dependencies.http : notConfigured,
    encodeForm: dependencies.encodeForm,
    baseUrls: { links: linksBaseUrl, websites: analyticsBaseUrl },
    now: options.now ?? Date.now,
    dialects: createDialectState(options.dialect, options.onDialectDetected, options.detected),
  };
  const named = (resource: 'domains' | 'spaces' | 'pixels') => ({
    list: (callOptions?: CallOptions) => listNamed(context, resource, callOptions),
  });
  return {
    links: linksApi(context),
    websites: websitesApi(context),
    domains: named('domains'),
    spaces: named('spaces'),
    pixels: named('pixels'),
    account: { get: (callOptions, service) => getAccount(context, callOptions, service) },
    stats: statsApi(context, { sets: { ...options.statsNameSets }, onNameSet: options.onStatsNameSet }),
    rateLimitBudget: (service) =>
      configured ? dependencies.http.rateLimitBudget?.(context.baseUrls[service]) : undefined,
  };
}
