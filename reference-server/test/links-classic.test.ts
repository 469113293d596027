// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { call, ids } from './helpers.ts';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
let clock = T0;
const server: RunningServer = await startServer({ port: 0, now: () => clock, rateLimit: 100_000 });
afterAll(() => server.stop());
beforeEach(async () => {
  clock = T0;
  await server.reset();
});

describe('classic links list', () => {
  it('answers the Laravel envelope with meta numbers as strings, newest first', async () => {
    const a = await call(server, 'GET', '/api/v1/links');
    expect(a.status).toBe(200);
    expect(a.json.meta).toMatchObject({
      current_page: '1',
      from: '1',
      last_page: '3',
      per_page: '10',
      to: '10',
      total: '30',
      path: `${server.url}/api/v1/links`,
    });
    expect(a.json.links).toEqual({
      first: `${server.url}/api/v1/links?page=1`,
      last: `${server.url}/api/v1/links?page=3`,
      prev: null,
      next: `${server.url}/api/v1/links?page=2`,
    });
    expect(ids(a)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(a.headers.get('x-ratelimit-limit')).toBe('100000');
  });

  it('pages to the last page and past it', async () => {
    const last = await call(server, 'GET', '/api/v1/links?page=3');
    expect(ids(last)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(last.json.links.next).toBeNull();
    const past = await call(server, 'GET', '/api/v1/links?page=9');
    expect(past.json.data).toEqual([]);
    expect(past.json.meta).toMatchObject({ from: null, to: null, total: '30' });
  });

  it.each(['5', '9', '101', 'abc', '-10'])('replaces per_page=%s by 10', async (pp) => {
    const a = await call(server, 'GET', `/api/v1/links?per_page=${pp}`);
    expect(a.json.meta.per_page).toBe('10');
    expect(a.json.data).toHaveLength(10);
  });

  it('accepts per_page 10..100', async () => {
    expect((await call(server, 'GET', '/api/v1/links?per_page=100')).json.data).toHaveLength(30);
    expect((await call(server, 'GET', '/api/v1/links?per_page=13')).json.meta.per_page).toBe('13');
  });

  it('filters by status: disabled, expired by date and by clicks (exactly at the limit)', async () => {
    const all = (q: string) => call(server, 'GET', `/api/v1/links?per_page=100&${q}`).then(ids);
    expect(await all('status=3')).toEqual([27, 18, 4]);
    // 6 and 13 ended in the past; 10 and 22 have clicks == expiration_clicks.
    expect(await all('status=2')).toEqual([22, 13, 10, 6]);
    const active = await all('status=1');
    expect(active).toHaveLength(30 - 3 - 4);
    expect(active).toContain(16); // a click limit not reached yet
    expect(active).toContain(9); // expires in a week
    expect(await all('status=0')).toHaveLength(30);
  });

  it('treats an expiry exactly now as active and one millisecond later as expired', async () => {
    const made = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com/boundary', expiration_date: '2025-01-15', expiration_time: '12:00' },
    });
    expect(made.status).toBe(201);
    const id = made.json.data.id;
    expect(made.json.data.ends_at).toBe('2025-01-15T12:00:00.000000Z');
    const inStatus = async (s: number) =>
      ids(await call(server, 'GET', `/api/v1/links?per_page=100&status=${s}`));
    expect(await inStatus(1)).toContain(id);
    expect(await inStatus(2)).not.toContain(id);
    clock = T0 + 1;
    expect(await inStatus(1)).not.toContain(id);
    expect(await inStatus(2)).toContain(id);
  });

  it('searches by title (default), alias and url, case-insensitively', async () => {
    const q = (s: string) => call(server, 'GET', `/api/v1/links?per_page=100&${s}`).then(ids);
    expect(await q('search=hacker')).toEqual([25, 15, 5]);
    expect(await q('search=HN&by=alias')).toEqual([5]);
    expect(await q('search=shop.example.com&by=url')).toEqual([30, 20, 10]);
    expect(await q('search=hacker&by=nonsense')).toEqual([25, 15, 5]);
  });

  it('filters by space and domain, and sorts by clicks', async () => {
    const space = await call(server, 'GET', '/api/v1/links?per_page=100&space=2');
    expect(space.json.data.every((l: { space: { id: number } }) => l.space.id === 2)).toBe(true);
    const domain = await call(server, 'GET', '/api/v1/links?per_page=100&domain=2');
    expect(domain.json.data.every((l: { domain: { id: number } }) => l.domain.id === 2)).toBe(true);
    const max = (await call(server, 'GET', '/api/v1/links?per_page=100&sort=max')).json.data;
    const clicks = max.map((l: { clicks: number }) => l.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const min = (await call(server, 'GET', '/api/v1/links?per_page=100&sort=min')).json.data;
    const fewest = min.map((l: { clicks: number }) => l.clicks);
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    expect(ids(await call(server, 'GET', '/api/v1/links?sort=asc')).slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('classic links writes', () => {
  it('answers a create with strings for sent fields and null for unsent defaults', async () => {
    const a = await call(server, 'POST', '/api/v1/links', {
      form: {
        url: 'https://example.com/new',
        privacy: '2',
        privacy_password: 'pw',
        password: 'redirect',
        'pixels[]': '1',
        space: '2',
        domain: '2',
        target_type: '1',
        'country[0][key]': 'US',
        'country[0][value]': 'https://us.example.com',
      },
    });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({
      privacy: '2',
      target_type: '1',
      disabled: null,
      clicks: null,
      privacy_password: true,
      password: true,
      short_url: `https://go.example/${a.json.data.alias}`,
      country_target: [{ key: 'US', value: 'https://us.example.com' }],
      space: { id: 2, name: 'Work', color: 3 },
      pixels: [{ id: 1, name: 'FB', type: 'facebook' }],
    });
    const shown = await call(server, 'GET', `/api/v1/links/${a.json.data.id}`);
    expect(shown.json.data).toMatchObject({ privacy: 2, target_type: 1, disabled: 0, clicks: 0 });
    expect(JSON.stringify(shown.json)).not.toContain('"pw"');
  });

  it('keeps aliases unique per domain', async () => {
    // "launch" is link 1, on domain 1 (https://sho.rt).
    const taken = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com/a', alias: 'launch', domain: 1 },
    });
    expect(taken.status).toBe(422);
    expect(taken.json).toEqual({ message: { alias: ['The Alias has already been taken.'] }, status: 422 });
    const upper = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com/a', alias: 'LAUNCH', domain: 1 },
    });
    expect(upper.status).toBe(422);
    const other = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com/a', alias: 'launch', domain: 2 },
    });
    expect(other.status).toBe(201);
    expect(other.json.data.short_url).toBe('https://go.example/launch');
    // Moving link 1 onto domain 2 now collides.
    const move = await call(server, 'PATCH', '/api/v1/links/1', { form: { domain: 2 } });
    expect(move.status).toBe(422);
    expect(move.json.message.alias).toBeDefined();
    // Its own alias on its own domain is not a collision.
    expect((await call(server, 'PUT', '/api/v1/links/1', { form: { alias: 'launch' } })).status).toBe(200);
  });

  it('validates the described rules', async () => {
    const bad = await call(server, 'POST', '/api/v1/links', {
      form: {
        url: 'not a url',
        alias: 'no spaces!',
        privacy: '2',
        expiration_date: '2025-02-30',
        expiration_clicks: '1000000000',
        target_type: '2',
        'platform[0][key]': 'BeOS',
        'platform[0][value]': 'https://example.com',
        'pixels[]': '3',
        space: '3',
        disabled: '2',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.message).sort()).toEqual(
      [
        'alias',
        'disabled',
        'expiration_clicks',
        'expiration_time',
        'pixels.0',
        'platform.0.key',
        'privacy_password',
        'space',
        'url',
      ].sort(),
    );
    const long = await call(server, 'POST', '/api/v1/links', {
      form: { url: `https://example.com/${'a'.repeat(2030)}` },
    });
    expect(long.json.message.url).toBeDefined();
    expect(
      (await call(server, 'POST', '/api/v1/links', { form: { alias: 'x' } })).json.message.url,
    ).toBeDefined();
    const noRows = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', target_type: '4' },
    });
    expect(noRows.json.message.rotation).toBeDefined();
    const time = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', expiration_date: '2025-02-01', expiration_time: '25:00' },
    });
    expect(Object.keys(time.json.message)).toEqual(['expiration_time']);
  });

  it('updates only the given fields, on PUT and PATCH, and clears with empty values', async () => {
    const before = (await call(server, 'GET', '/api/v1/links/12')).json.data;
    expect(before.password).toBe(true);
    const a = await call(server, 'PATCH', '/api/v1/links/12', { form: { disabled: '1', password: '' } });
    expect(a.status).toBe(200);
    expect(a.json.data).toMatchObject({
      ...before,
      disabled: 1,
      password: false,
      updated_at: a.json.data.updated_at,
    });
    const b = await call(server, 'PUT', '/api/v1/links/12', {
      json: { privacy: 1, url: 'https://example.com/json' },
    });
    expect(b.json.data).toMatchObject({ privacy: 1, url: 'https://example.com/json', disabled: 1 });
  });

  it('deletes, then 404s; other accounts see 404 for the demo records', async () => {
    expect((await call(server, 'GET', '/api/v1/links/5', { key: server.keys.other })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/v1/links/5', { key: server.keys.other })).status).toBe(404);
    const del = await call(server, 'DELETE', '/api/v1/links/5');
    expect(del.json).toEqual({ id: 5, object: 'link', deleted: true, status: 200 });
    const again = await call(server, 'DELETE', '/api/v1/links/5');
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: 'Resource not found.', status: 404 });
    expect((await call(server, 'GET', '/api/v1/links/abc')).status).toBe(404);
    const others = await call(server, 'GET', '/api/v1/links', { key: server.keys.other });
    expect(ids(others)).toEqual([33, 32, 31]);
  });
});

describe('classic targeting', () => {
  it('takes language rows as geographic targeting (type 1) and rejects unknown types', async () => {
    const a = await call(server, 'POST', '/api/v1/links', {
      form: {
        url: 'https://example.com/lang',
        target_type: 1,
        'language[0][key]': 'fr',
        'language[0][value]': 'https://example.com/fr',
      },
    });
    expect(a.status).toBe(201);
    const shown = await call(server, 'GET', `/api/v1/links/${a.json.data.id}`);
    expect(shown.json.data).toMatchObject({
      target_type: 1,
      language_target: [{ key: 'fr', value: 'https://example.com/fr' }],
      country_target: null,
    });
    expect((await call(server, 'GET', '/api/v1/links/28')).json.data.target_type).toBe(1);
    const three = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', target_type: 3 },
    });
    expect(three.json.message.target_type).toBeDefined();
    const empty = await call(server, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', target_type: 1 },
    });
    expect(empty.json.message.country).toBeDefined();
  });
});
