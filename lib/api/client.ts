/**
 * Builds the `Api` over an injected transport and form encoder (index.ts passes the real ones;
 * tests pass fakes). Holds the per-client state: base URLs, dialect state, default domain.
 */
import type { ApiContext } from './context';
import { createDialectState } from './dialects/detect';
import type { WireForm } from './dialects/types';
import { ApiError } from './errors';
import type { HttpClient } from './http';
import { createLink, getLink, listAllLinks, listLinks, removeLink, updateLink } from './links';
import { getAccount, listNamed } from './resources';
import type { Api, ApiOptions } from './types';
import {
  createWebsite,
  getWebsite,
  listAllWebsites,
  listWebsites,
  removeWebsite,
  updateWebsite,
} from './websites';

export interface ApiDependencies {
  http: HttpClient;
  encodeForm: (data: WireForm) => string;
}

/** A transport for a client that lacks its key or base URL: every call says what to set up. */
const notConfigured: HttpClient = {
  request: () =>
    Promise.reject(
      new ApiError({
        code: 'not_configured',
        message: 'Add your API key and server URL in Options.',
      }),
    ),
};

const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

export function createApiWith(options: ApiOptions, dependencies: ApiDependencies): Api {
  const linksBaseUrl = withoutTrailingSlash(options.linksBaseUrl ?? '');
  const analyticsBaseUrl = withoutTrailingSlash(options.analyticsBaseUrl || linksBaseUrl);
  const configured = Boolean(options.apiKey?.trim() && linksBaseUrl);
  const context: ApiContext = {
    http: configured ? dependencies.http : notConfigured,
    encodeForm: dependencies.encodeForm,
    baseUrls: { links: linksBaseUrl, websites: analyticsBaseUrl },
    now: options.now ?? Date.now,
    dialects: createDialectState(options.dialect, options.onDialectDetected, options.detected),
  };
  return {
    links: {
      list: (query, callOptions) => listLinks(context, query, callOptions),
      listAll: (query, callOptions) => listAllLinks(context, query, callOptions),
      get: (id, callOptions) => getLink(context, id, callOptions),
      create: (input, callOptions) => createLink(context, input, callOptions),
      update: (id, input, callOptions) => updateLink(context, id, input, callOptions),
      remove: (id, callOptions) => removeLink(context, id, callOptions),
    },
    websites: {
      list: (query, callOptions) => listWebsites(context, query, callOptions),
      listAll: (query, callOptions) => listAllWebsites(context, query, callOptions),
      get: (id, callOptions) => getWebsite(context, id, callOptions),
      create: (input, callOptions) => createWebsite(context, input, callOptions),
      update: (id, input, callOptions) => updateWebsite(context, id, input, callOptions),
      remove: (id, callOptions) => removeWebsite(context, id, callOptions),
    },
    domains: { list: (callOptions) => listNamed(context, 'domains', callOptions) },
    spaces: { list: (callOptions) => listNamed(context, 'spaces', callOptions) },
    pixels: { list: (callOptions) => listNamed(context, 'pixels', callOptions) },
    account: { get: (callOptions) => getAccount(context, callOptions) },
  };
}
