/**
 * Rate-limit bookkeeping: reading `Retry-After` / `X-RateLimit-*` headers, and remembering per
 * origin when the server's budget is spent so the next request can wait (bulk work) or fail at
 * once without sending anything (interactive actions). Times are milliseconds since the epoch
 * on the local clock unless a name says seconds.
 */

const DELTA_SECONDS = /^\s*\d+\s*$/;
/** X-RateLimit-Reset values below this are a count of seconds, not an epoch (some servers send that). */
const SMALLEST_EPOCH_SECONDS = 1_000_000_000;

/** Seconds to wait from `Retry-After` (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers, nowMs: number): number | undefined {
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  if (DELTA_SECONDS.test(value)) return Number.parseInt(value, 10);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - serverNow(headers, nowMs)) / 1000));
}

/**
 * When `X-RateLimit-Reset` falls, on the local clock. The header is the server's epoch: a local
 * clock that is off by minutes would block or rush every request, so the delta is measured
 * against the response's `Date` header when there is one.
 */
export function parseRateLimitReset(headers: Headers, nowMs: number): number | undefined {
  const value = headers.get('x-ratelimit-reset');
  if (value === null || !DELTA_SECONDS.test(value)) return undefined;
  const seconds = Number.parseInt(value, 10);
  if (seconds < SMALLEST_EPOCH_SECONDS) return nowMs + seconds * 1000;
  return nowMs + (seconds * 1000 - serverNow(headers, nowMs));
}

/** Seconds until the limit lifts: `Retry-After` first, else `X-RateLimit-Reset` minus now. */
export function retryAfterSeconds(headers: Headers, nowMs: number): number | undefined {
  const retryAfter = parseRetryAfter(headers, nowMs);
  if (retryAfter !== undefined) return retryAfter;
  const resetAt = parseRateLimitReset(headers, nowMs);
  return resetAt === undefined ? undefined : Math.max(0, Math.ceil((resetAt - nowMs) / 1000));
}

function serverNow(headers: Headers, nowMs: number): number {
  const date = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(date) ? nowMs : date;
}

export interface RateLimitTracker {
  /** Learns from every response (errors included). */
  record(origin: string, status: number, headers: Headers, nowMs: number): void;
  /** Milliseconds until the origin's budget is available again; 0 when it is not known to be spent. */
  waitMs(origin: string, nowMs: number): number;
}

export function createRateLimitTracker(): RateLimitTracker {
  const spentUntil = new Map<string, number>();

  return {
    record(origin, status, headers, nowMs) {
      if (status === 429) {
        const seconds = retryAfterSeconds(headers, nowMs);
        if (seconds !== undefined) spentUntil.set(origin, nowMs + seconds * 1000);
        return;
      }
      const remaining = headers.get('x-ratelimit-remaining');
      if (remaining === null || !DELTA_SECONDS.test(remaining)) return;
      const resetAt = parseRateLimitReset(headers, nowMs);
      // Laravel sends the reset only on 429s: "0 left" without a reset time cannot be waited
      // out, so the next request goes and its 429 (with Retry-After) tells how long.
      if (Number.parseInt(remaining, 10) > 0 || resetAt === undefined) spentUntil.delete(origin);
      else spentUntil.set(origin, resetAt);
    },
    waitMs(origin, nowMs) {
      const until = spentUntil.get(origin);
      if (until === undefined) return 0;
      if (until > nowMs) return until - nowMs;
      spentUntil.delete(origin);
      return 0;
    },
  };
}
