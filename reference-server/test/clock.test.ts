// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../index.ts';
import type { LoggedRequest, RunningServer, ServerOptions } from '../types.ts';
import { call } from './helpers.ts';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const servers: RunningServer[] = [];
async function start(options: ServerOptions = {}) {
  const server = await startServer({ port: 0, now: () => T0, ...options });
  servers.push(server);
  return server;
}
afterAll(() => Promise.all(servers.map((s) => s.stop())));

const dateOf = (headers: Headers) => Date.parse(headers.get('date') ?? '');

describe('the server clock', () => {
  it('answers at the base time until it is moved', async () => {
    const server = await start();
    const answer = await call(server, 'GET', '/api/v1/account');
    expect(server.clock.now()).toBe(T0);
    expect(dateOf(answer.headers)).toBe(T0);
    expect(server.requests()[0]?.time).toBe(T0);
  });

  it('dates the answers and the request log at the moved time after advance and set', async () => {
    const server = await start();
    server.clock.advance(90_000);
    const later = await call(server, 'GET', '/api/v1/account');
    server.clock.set(T0 + 3_600_000);
    const set = await call(server, 'GET', '/api/v1/account');
    expect(dateOf(later.headers)).toBe(T0 + 90_000);
    expect(dateOf(set.headers)).toBe(T0 + 3_600_000);
    expect(server.requests().map((r) => r.time)).toEqual([T0 + 90_000, T0 + 3_600_000]);
  });

  it('keeps running with the base clock after a move', async () => {
    let base = T0;
    const server = await start({ now: () => base });
    server.clock.advance(60_000);
    base += 1_000;
    expect(server.clock.now()).toBe(T0 + 61_000);
  });

  it('refuses to advance by a negative or non-finite duration', async () => {
    const server = await start();
    expect(() => server.clock.advance(-1)).toThrow(RangeError);
    expect(() => server.clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => server.clock.set(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(server.clock.now()).toBe(T0);
  });

  it('goes back to the base clock on reset, and seeds relative to it', async () => {
    const server = await start();
    const seeded = (await call(server, 'GET', '/api/v1/links/1')).json.data.created_at;
    server.clock.advance(10 * 86_400_000);
    await server.reset();
    const answer = await call(server, 'GET', '/api/v1/links/1');
    expect(server.clock.now()).toBe(T0);
    expect(dateOf(answer.headers)).toBe(T0);
    expect(answer.json.data.created_at).toBe(seeded);
  });
});

describe('the rate limit on the server clock', () => {
  it('computes Retry-After and X-RateLimit-Reset from the moved clock, as a real server would', async () => {
    // Arrange: the budget of 3 spent at T0
    const server = await start({ rateLimit: 3 });
    for (let i = 0; i < 3; i++) await call(server, 'GET', '/api/v1/account');
    // Act
    server.clock.advance(57_000);
    const limited = await call(server, 'GET', '/api/v1/account');
    // Assert: the same headers as without a move, from the server's time
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String((T0 + 60_000) / 1000));
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(dateOf(limited.headers)).toBe(T0 + 57_000);
  });

  it("tells a key's window: none before its first request, then its start, end and budget", async () => {
    const server = await start({ rateLimit: 5 });
    expect(server.rateLimit.window()).toBeUndefined();
    await call(server, 'GET', '/api/v1/account');
    await call(server, 'GET', '/api/v1/account');
    await call(server, 'GET', '/api/v1/account', { key: server.keys.other });
    expect(server.rateLimit.window()).toEqual({ start: T0, end: T0 + 60_000, hits: 2, remaining: 3 });
    expect(server.rateLimit.window(server.keys.other)).toMatchObject({ hits: 1, remaining: 4 });
    server.clock.advance(60_000);
    expect(server.rateLimit.window()).toBeUndefined();
  });

  it('counts the requests without a key under ip:ADDRESS', async () => {
    const server = await start();
    await call(server, 'GET', '/api/v1/account', { key: null });
    expect(server.rateLimit.window('ip:127.0.0.1')).toMatchObject({ hits: 1 });
  });

  it('ends the window by moving the clock to its end: the next request opens a new one with the full budget', async () => {
    // Arrange
    const server = await start({ rateLimit: 3 });
    for (let i = 0; i < 3; i++) await call(server, 'GET', '/api/v1/account');
    await call(server, 'GET', '/api/v1/account', { key: server.keys.other });
    server.clock.advance(20_000);
    // Act
    server.rateLimit.endWindow();
    const next = await call(server, 'GET', '/api/v1/account');
    // Assert
    expect(server.clock.now()).toBe(T0 + 60_000);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(next.headers.get('retry-after')).toBeNull();
    expect(next.headers.get('x-ratelimit-reset')).toBeNull();
    expect(server.rateLimit.window()).toEqual({
      start: T0 + 60_000,
      end: T0 + 120_000,
      hits: 1,
      remaining: 2,
    });
    // The other key's window, opened at T0 too, is over as well: the time passed for everyone.
    expect(server.rateLimit.window(server.keys.other)).toBeUndefined();
  });

  it('refuses to end a window that is not open', async () => {
    const server = await start();
    expect(() => server.rateLimit.endWindow()).toThrow(/no rate-limit window is open/);
    expect(server.clock.now()).toBe(T0);
  });

  it('forgets the windows on reset', async () => {
    const server = await start({ rateLimit: 1 });
    await call(server, 'GET', '/api/v1/account');
    await server.reset();
    expect(server.rateLimit.window()).toBeUndefined();
    expect((await call(server, 'GET', '/api/v1/account')).status).toBe(200);
  });
});

describe('the request listeners', () => {
  it('hear each request as it is logged, before its answer, until they stop listening', async () => {
    // Arrange
    const server = await start();
    const heard: Array<Pick<LoggedRequest, 'method' | 'path' | 'status'>> = [];
    const stop = server.onRequest((r) => heard.push({ method: r.method, path: r.path, status: r.status }));
    // Act
    await call(server, 'GET', '/api/v1/account');
    await call(server, 'POST', '/api/v1/links', { form: { url: 'https://example.org/heard' } });
    stop();
    await call(server, 'GET', '/api/v1/links');
    // Assert
    expect(heard).toEqual([
      { method: 'GET', path: '/api/v1/account', status: undefined },
      { method: 'POST', path: '/api/v1/links', status: undefined },
    ]);
    expect(server.requests()).toHaveLength(3);
  });

  it('answer the request even when a listener throws', async () => {
    const server = await start();
    const stop = server.onRequest(() => {
      throw new Error('a broken listener');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await call(server, 'GET', '/api/v1/account')).status).toBe(200);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
      stop();
    }
  });
});
