/**
 * Rate-limit bookkeeping: reading `Retry-After` / `X-RateLimit-*` headers, and remembering per
 * origin when the server's budget is spent so the next request can wait (bulk work) or fail at
 * once without sending anything (interactive actions). Times are milliseconds since the epoch
 * on the local clock unless a name says seconds.
 */

/** X-RateLimit-Reset values below this are a count of seconds, not an epoch (some servers send that). */
const SMALLEST_EPOCH_SECONDS = 1_000_000_000;
/** The usual rate-limit window (docs/API.md: 60 requests per minute). */
const WINDOW_MS = 60_000;

/** A header holding a whole number (delta-seconds, a count), or undefined. */
function wholeNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  return value !== null && /^\s*\d+\s*$/.test(value) ? Number.parseInt(value, 10) : undefined;
}

const secondsUntil = (atMs: number, nowMs: number) => Math.max(0, Math.ceil((atMs - nowMs) / 1000));

/** Seconds to wait from `Retry-After` (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers, nowMs: number): number | undefined {
  const date = Date.parse(headers.get('retry-after') ?? '');
  return (
    wholeNumber(headers, 'retry-after') ??
    (Number.isNaN(date) ? undefined : secondsUntil(date, serverNow(headers, nowMs)))
  );
}

/**
 * When `X-RateLimit-Reset` falls, on the local clock. The header is the server's epoch: a local
 * clock that is off by minutes would block or rush every request, so the delta is measured
 * against the response's `Date` header when there is one.
 */
export function parseRateLimitReset(headers: Headers, nowMs: number): number | undefined {
  const seconds = wholeNumber(headers, 'x-ratelimit-reset');
  if (seconds === undefined) return undefined;
  return nowMs + seconds * 1000 - (seconds < SMALLEST_EPOCH_SECONDS ? 0 : serverNow(headers, nowMs));
}

/** Seconds until the limit lifts: `Retry-After` first, else `X-RateLimit-Reset` minus now. */
export function retryAfterSeconds(headers: Headers, nowMs: number): number | undefined {
  const resetAt = parseRateLimitReset(headers, nowMs);
  return (
    parseRetryAfter(headers, nowMs) ?? (resetAt === undefined ? undefined : secondsUntil(resetAt, nowMs))
  );
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
  /**
   * Requests left in the origin's current window as the last answer said, and when that window
   * ends (its reset, else one window after the answer; a view waits for it);
   * undefined when unknown, or once that window is over.
   */
  budget(origin: string, nowMs: number): RateBudget | undefined;
}

/** Requests left in a server's current window and when that window ends (epoch ms, local clock). */
export interface RateBudget {
  remaining: number;
  resetAt: number;
}

export function createRateLimitTracker(): RateLimitTracker {
  const spentUntil = new Map<string, number>();
  const left = new Map<string, { count: number; until: number }>();
  /** Laravel's windows last a minute and it tells the reset only on a 429: assume one window. */
  const remember = (origin: string, count: number, headers: Headers, nowMs: number) =>
    left.set(origin, { count, until: parseRateLimitReset(headers, nowMs) ?? nowMs + WINDOW_MS });

  return {
    record(origin, status, headers, nowMs) {
      if (status === 429) {
        remember(origin, 0, headers, nowMs);
        const seconds = retryAfterSeconds(headers, nowMs);
        if (seconds !== undefined) spentUntil.set(origin, nowMs + seconds * 1000);
        return;
      }
      const remaining = wholeNumber(headers, 'x-ratelimit-remaining');
      if (remaining === undefined) return;
      remember(origin, remaining, headers, nowMs);
      const resetAt = parseRateLimitReset(headers, nowMs);
      // Laravel sends the reset only on 429s: "0 left" without a reset time cannot be waited
      // out, so the next request goes and its 429 (with Retry-After) tells how long.
      if (remaining > 0 || resetAt === undefined) spentUntil.delete(origin);
      else spentUntil.set(origin, resetAt);
    },
    waitMs(origin, nowMs) {
      const until = spentUntil.get(origin);
      if (until === undefined) return 0;
      if (until > nowMs) return until - nowMs;
      spentUntil.delete(origin);
      return 0;
    },
    budget(origin, nowMs) {
      const known = left.get(origin);
      return known && known.until > nowMs ? { remaining: known.count, resetAt: known.until } : undefined;
    },
  };
}
