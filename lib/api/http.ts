/**
 * The transport of lib/api: URL, headers, form body, timeout, retries, rate limit and error
 * mapping for one request. Pure TypeScript (runs in the extension, in Node tests and in the
 * reference server's contract tests): fetch, the clock and sleep are injected.
 */
import {
  networkError,
  rateLimitedError,
  redactKey,
  redirectError,
  throwIfCancelled,
  timeoutError,
} from './error-mapping';
import { ApiError } from './errors';
import { buildRequestInit, buildUrl, checkApiKey, interpretResponse } from './http-message';
import type { HttpClient, HttpResponse, RequestSpec } from './http-types';
import { createRateLimitTracker } from './rate-limit';

export type { HttpClient, HttpMethod, HttpResponse, RequestSpec } from './http-types';

export interface HttpClientOptions {
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds; defaults 10 000 (GET) / 30 000 (writes and DELETE: creating a link fetches the page title). */
  timeouts?: { read?: number; write?: number };
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
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
const RETRYABLE_STATUSES = [502, 503, 504];

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Late-bound: calling a stored `fetch` as a method of another object throws "Illegal invocation".
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const { read = DEFAULT_READ_TIMEOUT_MS, write = DEFAULT_WRITE_TIMEOUT_MS } = options.timeouts ?? {};
  const apiKey = options.apiKey.trim();
  const rateLimits = createRateLimitTracker();

  async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep(ms, signal);
    } catch (error) {
      if (!signal?.aborted) throw error;
    }
    throwIfCancelled(signal);
  }

  async function attempt(url: URL, spec: RequestSpec): Promise<HttpResponse> {
    const timeoutMs = spec.method === 'GET' ? read : write;
    const controller = new AbortController();
    const { signal } = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    spec.signal?.addEventListener('abort', forwardAbort);
    // Even a fetch (or body stream) that ignores its signal stops waiting when the attempt aborts.
    const untilAborted = <T>(promise: Promise<T>) => abortable(promise, signal);
    try {
      const response = await untilAborted(fetchFn(url, buildRequestInit(spec, apiKey, signal)));
      rateLimits.record(url.origin, response.status, response.headers, now());
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        throw redirectError(response.status);
      }
      return interpretResponse(response, await untilAborted(response.text()), now());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throwIfCancelled(spec.signal);
      throw timedOut ? timeoutError(url.origin, timeoutMs) : networkError(url.origin);
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(spec: RequestSpec): Promise<HttpResponse> {
    const url = buildUrl(spec);
    checkApiKey(apiKey);
    for (let attemptNumber = 1; ; attemptNumber++) {
      throwIfCancelled(spec.signal);
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
        const delay = retryDelayMs(apiError, attemptNumber, spec);
        if (delay === undefined) throw redactKey(apiError, apiKey);
        await pause(delay, spec.signal);
      }
    }
  }

  const rateLimitBudget = (baseUrl: string) => rateLimits.budget(new URL(baseUrl).origin, now());
  return { request, rateLimitBudget };
}

/**
 * How long to wait before retrying, or undefined to give up. Only GET and DELETE are retried:
 * a retried write (POST, PUT, PATCH) can create a duplicate link.
 * A 429 is retried only for bulk work (waitForRateLimit): an interactive action must never sit
 * waiting, so it fails at once with `rate_limited` and the seconds to wait.
 */
function retryDelayMs(
  { code, status = 0, retryAfter }: ApiError,
  attemptNumber: number,
  spec: RequestSpec,
): number | undefined {
  const backoff = BACKOFF_MS[attemptNumber - 1];
  if (backoff === undefined || (spec.method !== 'GET' && spec.method !== 'DELETE')) return undefined;
  if (code === 'network' || code === 'timeout') return backoff;
  const bulk429 = status === 429 && spec.waitForRateLimit === true;
  if (!bulk429 && !RETRYABLE_STATUSES.includes(status)) return undefined;
  if (retryAfter === undefined) return backoff;
  if (retryAfter > (bulk429 ? BULK_RETRY_AFTER_CAP_SECONDS : RETRY_AFTER_CAP_SECONDS)) return undefined;
  return Math.max(retryAfter * 1000, backoff);
}

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  let onAbort = () => {};
  return new Promise<T>((resolve, reject) => {
    onAbort = () => reject(signal?.reason);
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort);
    promise.then(resolve, reject);
  }).finally(() => signal?.removeEventListener('abort', onAbort));
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sleeping = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return abortable(sleeping, signal).finally(() => clearTimeout(timer));
}
