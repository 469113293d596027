/**
 * The API client of the links and websites services: `createApi(options)` speaks both server
 * dialects (API.md 1–5 "classic" and 6 "current") behind the normalized types of schemas.ts.
 */
import { createApiWith } from './client';
import { encodeForm } from './form';
import { createHttpClient } from './http';
import type { Api, ApiOptions } from './types';

export function createApi(options: ApiOptions): Api {
  const http = createHttpClient({
    apiKey: options.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return createApiWith(options, { http, encodeForm });
}

export { type ApiDependencies, createApiWith } from './client';
export { detectLinkDialect, detectWebsiteDialect } from './dialects/detect';
export * from './errors';
export * from './schemas';
export type * from './types';
