/**
 * The transport of lib/api: URL, headers, form body, timeout, retries, rate limit and error
 * mapping for one request. Pure TypeScript (runs in the extension, in Node tests and in the
 * reference server's contract tests): fetch, the clock and sleep are injected.
 */
import {
  cancelledError,
  networkError,
  rateLimitedError,
  redactKey,
  redirectError,
  timeoutError,
} from './error-mapping';
import { ApiError } from './errors';
import { buildRequestInit, buildUrl, checkApiKey, interpretResponse } from './http-message';
import { createRateLimitTracker } from './rate-limit';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds; defaults 10 000 (GET) / 30 000 (writes and DELETE: creating a link fetches the page title). */
  timeouts?: { read?: number; write?: number };
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

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
}

const DEFAULT_READ_TIMEOUT_MS = 10_000;
const DEFAULT_WRITE_TIMEOUT_MS = 30_000;
/** Delays before the 2nd and 3rd attempt: GET and DELETE get at most two retries. */
const BACKOFF_MS = [300, 900] as const;
/** A retry waits for Retry-After only up to this; a longer wait is the caller's decision. */
const RETRY_AFTER_CAP_SECONDS = 10;
/**
 * Bulk work (waitForRateLimit) asked to pace itself to the reset, and real servers announce the
 * reset only on the 429 itself, typically up to a 60 s window away (found by the contract test
 * "listAll paces itself through a spent budget"). A bound still stops a broken header from
 * stalling a job for hours.
 */
const BULK_RETRY_AFTER_CAP_SECONDS = 120;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Late-bound: calling a stored `fetch` as a method of another object throws "Illegal invocation".
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const timeouts = {
    read: options.timeouts?.read ?? DEFAULT_READ_TIMEOUT_MS,
    write: options.timeouts?.write ?? DEFAULT_WRITE_TIMEOUT_MS,
  };
  const apiKey = options.apiKey.trim();
  const rateLimits = createRateLimitTracker();

  async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep(ms, signal);
    } catch (error) {
      if (signal?.aborted) throw cancelledError();
      throw error;
    }
    if (signal?.aborted) throw cancelledError();
  }

  async function attempt(url: URL, spec: RequestSpec): Promise<HttpResponse> {
    const timeoutMs = spec.method === 'GET' ? timeouts.read : timeouts.write;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    spec.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await untilAborted(
        fetchFn(url, buildRequestInit(spec, apiKey, controller.signal)),
        controller.signal,
      );
      rateLimits.record(url.origin, response.status, response.headers, now());
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        throw redirectError(response.status);
      }
      const text = await untilAborted(response.text(), controller.signal);
      return interpretResponse(response, text, now());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (spec.signal?.aborted) throw cancelledError();
      if (timedOut) throw timeoutError(url.origin, timeoutMs);
      throw networkError(url.origin);
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(spec: RequestSpec): Promise<HttpResponse> {
    const url = buildUrl(spec);
    checkApiKey(apiKey);
    const retriable = spec.method === 'GET' || spec.method === 'DELETE';
    for (let attemptNumber = 1; ; attemptNumber++) {
      if (spec.signal?.aborted) throw cancelledError();
      const waitMs = rateLimits.waitMs(url.origin, now());
      if (waitMs > 0) {
        // Nothing is sent while the budget is known to be spent: interactive callers learn at
        // once how long to wait, bulk work sleeps until the reset.
        if (!spec.waitForRateLimit) throw rateLimitedError(Math.ceil(waitMs / 1000));
        await pause(waitMs, spec.signal);
      }
      try {
        return await attempt(url, spec);
      } catch (error) {
        const apiError = error as ApiError;
        // The first DELETE went through but its answer was lost: the record is gone, as asked.
        if (spec.method === 'DELETE' && attemptNumber > 1 && apiError.status === 404) {
          return { status: 200, body: { deleted: true }, headers: new Headers() };
        }
        const delay = retriable ? retryDelayMs(apiError, attemptNumber, spec) : undefined;
        if (delay === undefined) throw redactKey(apiError, apiKey);
        await pause(delay, spec.signal);
      }
    }
  }

  return { request };
}

/**
 * How long to wait before retrying a GET or DELETE, or undefined to give up. POST, PUT and PATCH
 * never get here: a retried write can create a duplicate link.
 * A 429 is retried only for bulk work (waitForRateLimit): an interactive action must never sit
 * waiting, so it fails at once with `rate_limited` and the seconds to wait.
 */
function retryDelayMs(error: ApiError, attemptNumber: number, spec: RequestSpec): number | undefined {
  const backoff = BACKOFF_MS[attemptNumber - 1];
  if (backoff === undefined) return undefined;
  if (error.code === 'network' || error.code === 'timeout') return backoff;
  const retryable =
    (error.status !== undefined && RETRYABLE_STATUSES.has(error.status)) ||
    (error.status === 429 && spec.waitForRateLimit === true);
  if (!retryable) return undefined;
  if (error.retryAfter === undefined) return backoff;
  const bulk429 = error.status === 429 && spec.waitForRateLimit === true;
  if (error.retryAfter > (bulk429 ? BULK_RETRY_AFTER_CAP_SECONDS : RETRY_AFTER_CAP_SECONDS)) return undefined;
  return Math.max(error.retryAfter * 1000, backoff);
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Rejects as soon as `signal` aborts, even with a fetch (or body stream) that ignores signals. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
