/**
 * The API client of the links and websites services: `createApi(options)` speaks both server
 * dialects (docs/API.md 1–5 "classic" and 6 "current") behind the normalized types of schemas.ts.
 */
import { createApiWith } from './client';
import { encodeForm } from './form';
import { createHttpClient } from './http';
import type { Api, ApiOptions } from './types';

export function createApi(options: ApiOptions): Api {
  // ApiOptions holds the transport's options (key, fetch, timeouts, clock, sleep) under the same names.
  return createApiWith(options, { http: createHttpClient(options), encodeForm });
}

export { type ApiDependencies, createApiWith } from './client';
export { detectLinkDialect, detectWebsiteDialect } from './dialects/detect';
export * from './errors';
export { listAll } from './paging';
export * from './schemas';
export type * from './types';
