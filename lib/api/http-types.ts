/**
 * The shapes of one HTTP exchange, apart from the code: http.ts (retries, timeouts) and
 * http-message.ts (URL, headers, reading the answer) both use them without importing each other.
 */
import type { RateBudget } from './rate-limit';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestSpec {
  /** May contain a sub-path and/or a trailing slash: 'https://x.io/short/'. */
  baseUrl: string;
  method: HttpMethod;
  /** '/api/v1/links/42': joined to baseUrl without double or trailing slashes (a trailing slash gets a 301). */
  path: string;
  /** Undefined entries are dropped. */
  query?: Record<string, string | number | undefined>;
  /** An already-encoded x-www-form-urlencoded body (see form.ts). */
  form?: string;
  signal?: AbortSignal;
  /** Bulk work: wait for a spent rate limit to reset instead of failing with `rate_limited`. */
  waitForRateLimit?: boolean;
}

export interface HttpResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface HttpClient {
  request(spec: RequestSpec): Promise<HttpResponse>;
  /** Requests left at `baseUrl`'s origin as its last answer said (X-RateLimit-Remaining) and when its window ends, if known. */
  rateLimitBudget?(baseUrl: string): RateBudget | undefined;
}
