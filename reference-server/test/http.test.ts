// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
let clock = T0;
const servers: RunningServer[] = [];
async function start(options: Parameters<typeof startServer>[0] = {}) {
  const s = await startServer({ port: 0, now: () => clock, ...options });
  servers.push(s);
  return s;
}
afterAll(() => Promise.all(servers.map((s) => s.stop())));
beforeEach(() => {
  clock = T0;
});

describe('authentication and errors', async () => {
  const server = await start();

  it('401 JSON with Accept, 302 to /login without it', async () => {
    const a = await call(server, 'GET', '/api/v1/links', { key: 'wrong' });
    expect(a.status).toBe(401);
    expect(a.json).toEqual({ message: 'Unauthenticated.' });
    const b = await call(server, 'GET', '/api/v1/links', { key: null, accept: false });
    expect(b.status).toBe(302);
    expect(b.headers.get('location')).toBe(`${server.url}/login`);
    const page = await fetch(`${server.url}/login`);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('403 for a key without API access, 404 JSON for unknown API paths, 405 for a wrong method', async () => {
    const a = await call(server, 'GET', '/api/v1/links', { key: server.keys.noApi });
    expect(a.status).toBe(403);
    expect(a.json.status).toBe(403);
    const b = await call(server, 'GET', '/api/v1/nothing');
    expect(b.status).toBe(404);
    expect(b.json).toEqual({ message: 'Resource not found.', status: 404 });
    const c = await call(server, 'POST', '/api/v1/links/3');
    expect(c.status).toBe(405);
    expect(c.headers.get('allow')).toContain('PATCH');
  });

  it('redirects a trailing slash with 301 to the path without it', async () => {
    const a = await call(server, 'POST', '/api/v1/links/?x=1', { form: { url: 'https://example.com' } });
    expect(a.status).toBe(301);
    expect(a.headers.get('location')).toBe(`${server.url}/api/v1/links?x=1`);
  });

  it('answers a validation error without Accept with a redirect back', async () => {
    const a = await call(server, 'POST', '/api/v1/links', { accept: false, form: { alias: 'x' } });
    expect(a.status).toBe(302);
  });

  it('serves the optional resources and the account', async () => {
    const d = await call(server, 'GET', '/api/v1/domains');
    expect(d.json.data.map((x: { name: string }) => x.name).sort()).toEqual([
      'https://go.example',
      'https://sho.rt',
    ]);
    expect(d.json.meta.total).toBe('2');
    expect((await call(server, 'GET', '/api/v1/spaces')).json.data).toHaveLength(2);
    expect((await call(server, 'GET', '/api/v1/pixels', { key: server.keys.other })).json.data).toHaveLength(
      1,
    );
    const acc = await call(server, 'GET', '/api/v1/account');
    expect(acc.json.data).toMatchObject({ id: 1, name: 'Demo User' });
    expect(acc.json.data.default_domain).toBeUndefined();
  });
});

describe('422 shapes', () => {
  it('object (default) and laravel', async () => {
    const plain = await start();
    const laravel = await start({ validationShape: 'laravel' });
    const form = { alias: 'bad alias' };
    const a = await call(plain, 'POST', '/api/v1/links', { form });
    expect(a.status).toBe(422);
    expect(a.json.status).toBe(422);
    expect(Object.keys(a.json.message).sort()).toEqual(['alias', 'url']);
    const b = await call(laravel, 'POST', '/api/v1/links', { form });
    expect(b.status).toBe(422);
    expect(typeof b.json.message).toBe('string');
    expect(b.json.message).toContain('(and 1 more error)');
    expect(Object.keys(b.json.errors).sort()).toEqual(['alias', 'url']);
  });
});

describe('rate limit (fixed window per key)', () => {
  it('429 after N requests, with Retry-After and reset; a new window after 60 s', async () => {
    const server = await start({ rateLimit: 3 });
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await call(server, 'GET', '/api/v1/account');
      expect(a.status).toBe(200);
      remaining.push(a.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    clock = T0 + 20_000;
    const limited = await call(server, 'GET', '/api/v1/links');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: 'Too Many Attempts.' });
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String((T0 + 60_000) / 1000));
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    // Another key has its own window.
    expect((await call(server, 'GET', '/api/v1/account', { key: server.keys.other })).status).toBe(200);
    clock = T0 + 59_999;
    expect((await call(server, 'GET', '/api/v1/account')).status).toBe(429);
    clock = T0 + 60_000;
    const again = await call(server, 'GET', '/api/v1/account');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('2');
  });
});

describe('CORS', () => {
  it('is off by default and answers preflights when on', async () => {
    const off = await start();
    const a = await call(off, 'GET', '/api/v1/account', { headers: { Origin: 'chrome-extension://abc' } });
    expect(a.headers.get('access-control-allow-origin')).toBeNull();
    const on = await start({ cors: true });
    const pre = await fetch(`${on.url}/api/v1/links`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abc',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('chrome-extension://abc');
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const b = await call(on, 'GET', '/api/v1/account', { headers: { Origin: 'chrome-extension://abc' } });
    expect(b.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });
});

describe('faults and the request log', () => {
  it('resets the connection, forces an HTML answer, then behaves normally', async () => {
    const server = await start();
    server.faults.reset('GET /api/v1/links');
    await expect(fetch(`${server.url}/api/v1/links`)).rejects.toThrow();
    server.faults.respond('* /api/v1/**', { status: 502, body: '<html><body>Bad Gateway</body></html>' }, 2);
    for (let i = 0; i < 2; i++) {
      const a = await call(server, 'GET', '/api/v1/links/1');
      expect(a.status).toBe(502);
      expect(a.headers.get('content-type')).toContain('text/html');
      expect(a.text).toContain('Bad Gateway');
    }
    expect((await call(server, 'GET', '/api/v1/links/1')).status).toBe(200);
    server.faults.respond('POST /api/v1/links', { status: 500, body: { message: 'Server Error' } });
    const e = await call(server, 'POST', '/api/v1/links', { form: { url: 'https://example.com' } });
    expect(e.json).toEqual({ message: 'Server Error' });
    const log = server.requests();
    expect(log.map((r) => r.status)).toEqual([undefined, 502, 502, 200, 500]);
    expect(log[4]).toMatchObject({
      method: 'POST',
      path: '/api/v1/links',
      body: { url: 'https://example.com' },
    });
    expect(log[4]!.headers.authorization).toBe(`Bearer ${server.keys.demo}`);
    // The forced answer had no side effect.
    expect((await call(server, 'GET', '/api/v1/links')).json.meta.total).toBe('30');
  });

  it('answers with a fault only after `after` matching requests went through', async () => {
    // Arrange
    const server = await start();
    server.faults.respond(
      'GET /api/v1/links/*',
      { status: 429, body: { message: 'Too Many Attempts.' } },
      2,
      2,
    );
    // Act
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(server, 'GET', '/api/v1/links/1')).status);
    // Assert: two through, two refused, then the fault is used up
    expect(statuses).toEqual([200, 200, 429, 429, 200]);
    expect((await call(server, 'GET', '/api/v1/account')).status).toBe(200);
  });

  it('hangs until the client gives up, adds latency, and stop() ends hung requests', async () => {
    const server = await startServer({ port: 0 });
    server.faults.hang('GET /api/v1/account');
    await expect(
      fetch(`${server.url}/api/v1/account`, { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    server.faults.latency('GET /api/v1/account', 150);
    const t = Date.now();
    expect((await call(server, 'GET', '/api/v1/account')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
    server.faults.clear();
    server.faults.hang('*');
    const pending = fetch(`${server.url}/api/v1/account`).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    await server.stop();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('exposes the control routes over HTTP only with faults: true, never logging them', async () => {
    const closed = await start();
    expect((await fetch(`${closed.url}/__requests`)).status).toBe(404);
    const server = await start({ faults: true });
    const set = await fetch(`${server.url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ action: 'respond', route: 'GET /api/v1/links', status: 503, body: 'down' }),
    });
    expect(set.status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/links')).status).toBe(503);
    const log = await (await fetch(`${server.url}/__requests`)).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/api/v1/links', status: 503 });
    const bad = await fetch(`${server.url}/__faults`, { method: 'POST', body: '{"action":"explode"}' });
    expect(bad.status).toBe(400);
  });
});
