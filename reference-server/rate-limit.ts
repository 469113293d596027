/**
 * Per-key rate limiting with a FIXED window, like Laravel's ThrottleRequests: the first
 * request starts a 60-second window; every request in it counts; once `limit` requests were
 * counted, requests get 429 (not counted) until the window ends, then a new window starts.
 * Requests without a key are counted per client IP.
 */
import type { RateWindow } from './types.ts';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
  /** Epoch seconds when the window ends (X-RateLimit-Reset). */
  resetAt: number;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  hit(key: string): RateDecision {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now >= w.start + this.windowMs) {
      w = { start: now, hits: 0 };
      this.windows.set(key, w);
    }
    const end = w.start + this.windowMs;
    const timing = { retryAfter: Math.max(1, Math.ceil((end - now) / 1000)), resetAt: Math.ceil(end / 1000) };
    if (w.hits >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, ...timing };
    w.hits += 1;
    return { allowed: true, limit: this.limit, remaining: this.limit - w.hits, ...timing };
  }

  /** The key's window while it lasts; undefined before its first request or once it ended. */
  window(key: string): RateWindow | undefined {
    const w = this.windows.get(key);
    if (!w || this.now() >= w.start + this.windowMs) return undefined;
    const end = w.start + this.windowMs;
    return { start: w.start, end, hits: w.hits, remaining: Math.max(0, this.limit - w.hits) };
  }

  clear(): void {
    this.windows.clear();
  }
}
