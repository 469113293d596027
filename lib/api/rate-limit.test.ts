import { describe, expect, it } from 'vitest';
import {
  createRateLimitTracker,
  parseRateLimitReset,
  parseRetryAfter,
  retryAfterSeconds,
} from './rate-limit';

const NOW = 1_700_000_000_000;
const NOW_S = NOW / 1000;
const ORIGIN = 'https://x.io';

describe('parseRetryAfter', () => {
  it('reads delta seconds', () => {
    expect(parseRetryAfter(new Headers({ 'Retry-After': '30' }), NOW)).toBe(30);
  });

  it('reads an HTTP date as seconds from now', () => {
    const date = new Date(NOW + 12_500).toUTCString();

    expect(parseRetryAfter(new Headers({ 'Retry-After': date }), NOW)).toBe(12);
  });

  it('returns 0 when the HTTP date is past', () => {
    expect(parseRetryAfter(new Headers({ 'Retry-After': new Date(NOW - 60_000).toUTCString() }), NOW)).toBe(
      0,
    );
  });

  it('returns undefined when the header is missing or unreadable', () => {
    expect(parseRetryAfter(new Headers(), NOW)).toBeUndefined();
    expect(parseRetryAfter(new Headers({ 'Retry-After': 'soon' }), NOW)).toBeUndefined();
  });
});

describe('parseRateLimitReset', () => {
  it('converts the epoch seconds to local milliseconds when there is no Date header', () => {
    expect(parseRateLimitReset(new Headers({ 'X-RateLimit-Reset': String(NOW_S + 20) }), NOW)).toBe(
      NOW + 20_000,
    );
  });

  it("corrects for a skewed local clock using the response's Date header", () => {
    const serverNow = NOW + 3_600_000; // the server is an hour ahead of us
    const headers = new Headers({
      'X-RateLimit-Reset': String(serverNow / 1000 + 20),
      Date: new Date(serverNow).toUTCString(),
    });

    expect(parseRateLimitReset(headers, NOW)).toBe(NOW + 20_000);
  });

  it('treats a small value as seconds from now', () => {
    expect(parseRateLimitReset(new Headers({ 'X-RateLimit-Reset': '15' }), NOW)).toBe(NOW + 15_000);
  });

  it('returns undefined when the header is missing or not a number', () => {
    expect(parseRateLimitReset(new Headers(), NOW)).toBeUndefined();
    expect(parseRateLimitReset(new Headers({ 'X-RateLimit-Reset': 'x' }), NOW)).toBeUndefined();
  });
});

describe('retryAfterSeconds', () => {
  it('prefers Retry-After over X-RateLimit-Reset', () => {
    const headers = new Headers({ 'Retry-After': '5', 'X-RateLimit-Reset': String(NOW_S + 50) });

    expect(retryAfterSeconds(headers, NOW)).toBe(5);
  });

  it('falls back to X-RateLimit-Reset minus now, never below 0', () => {
    expect(retryAfterSeconds(new Headers({ 'X-RateLimit-Reset': String(NOW_S + 8) }), NOW)).toBe(8);
    expect(retryAfterSeconds(new Headers({ 'X-RateLimit-Reset': String(NOW_S - 8) }), NOW)).toBe(0);
  });

  it('returns undefined when neither header is there', () => {
    expect(retryAfterSeconds(new Headers(), NOW)).toBeUndefined();
  });
});

describe('createRateLimitTracker', () => {
  it('reports no wait when nothing was recorded', () => {
    expect(createRateLimitTracker().waitMs(ORIGIN, NOW)).toBe(0);
  });

  it('reports the time to the reset when the budget is spent', () => {
    const tracker = createRateLimitTracker();

    tracker.record(
      ORIGIN,
      200,
      new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(NOW_S + 30) }),
      NOW,
    );

    expect(tracker.waitMs(ORIGIN, NOW)).toBe(30_000);
    expect(tracker.waitMs(ORIGIN, NOW + 10_000)).toBe(20_000);
    expect(tracker.waitMs('https://other.io', NOW)).toBe(0);
  });

  it('forgets a spent budget once the reset has passed', () => {
    const tracker = createRateLimitTracker();
    tracker.record(
      ORIGIN,
      200,
      new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(NOW_S + 1) }),
      NOW,
    );

    expect(tracker.waitMs(ORIGIN, NOW + 1_000)).toBe(0);
    expect(tracker.waitMs(ORIGIN, NOW)).toBe(0);
  });

  it('does not block when remaining is 0 but no reset time is known', () => {
    const tracker = createRateLimitTracker();

    tracker.record(ORIGIN, 200, new Headers({ 'X-RateLimit-Remaining': '0' }), NOW);

    expect(tracker.waitMs(ORIGIN, NOW)).toBe(0);
  });

  it('clears the wait when a later response shows budget left', () => {
    const tracker = createRateLimitTracker();
    tracker.record(ORIGIN, 429, new Headers({ 'Retry-After': '30' }), NOW);

    tracker.record(ORIGIN, 200, new Headers({ 'X-RateLimit-Remaining': '59' }), NOW);

    expect(tracker.waitMs(ORIGIN, NOW)).toBe(0);
  });

  it('blocks for Retry-After when given a 429', () => {
    const tracker = createRateLimitTracker();

    tracker.record(ORIGIN, 429, new Headers({ 'Retry-After': '7', 'X-RateLimit-Remaining': '0' }), NOW);

    expect(tracker.waitMs(ORIGIN, NOW)).toBe(7_000);
  });

  it('ignores a 429 that says nothing about time, and unreadable remaining counts', () => {
    const tracker = createRateLimitTracker();

    tracker.record(ORIGIN, 429, new Headers(), NOW);
    tracker.record(ORIGIN, 200, new Headers({ 'X-RateLimit-Remaining': 'many' }), NOW);

    expect(tracker.waitMs(ORIGIN, NOW)).toBe(0);
  });

  it('tells the requests left until the window ends, and nothing before any answer', () => {
    const tracker = createRateLimitTracker();
    expect(tracker.budget(ORIGIN, NOW)).toBeUndefined();

    tracker.record(ORIGIN, 200, new Headers({ 'X-RateLimit-Remaining': '4' }), NOW);

    expect(tracker.budget(ORIGIN, NOW + 59_000)).toEqual({ remaining: 4, resetAt: NOW + 60_000 });
    expect(tracker.budget(ORIGIN, NOW + 60_000)).toBeUndefined();
    expect(tracker.budget('https://other.io', NOW)).toBeUndefined();
  });

  it('counts a 429 as none left until its reset', () => {
    const tracker = createRateLimitTracker();

    tracker.record(ORIGIN, 429, new Headers({ 'X-RateLimit-Reset': String(NOW_S + 10) }), NOW);

    expect(tracker.budget(ORIGIN, NOW + 9_000)?.remaining).toBe(0);
    expect(tracker.budget(ORIGIN, NOW + 10_000)).toBeUndefined();
  });
});
