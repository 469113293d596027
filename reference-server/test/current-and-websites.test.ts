// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import { parseDateTime } from '../links/current.ts';
import type { RunningServer } from '../types.ts';
import { call, ids } from './helpers.ts';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
let clock = T0;
const classic: RunningServer = await startServer({ port: 0, now: () => clock, rateLimit: 100_000 });
const current: RunningServer = await startServer({
  port: 0,
  now: () => clock,
  rateLimit: 100_000,
  dialect: 'current',
});
afterAll(() => Promise.all([classic.stop(), current.stop()]));
beforeEach(async () => {
  clock = T0;
  await Promise.all([classic.reset(), current.reset()]);
});

describe('current dialect links', () => {
  it('renders the current record shape', async () => {
    const a = await call(current, 'GET', '/api/v1/links/3');
    expect(a.json.data).toMatchObject({
      id: 3,
      alias: 'geo-demo',
      targets_type: 'countries',
      targets: [
        { key: 'US', value: 'https://us.example.com/' },
        { key: 'DE', value: 'https://de.example.com/' },
      ],
      redirect_password: false,
      password: false,
    });
    for (const gone of [
      'disabled',
      'target_type',
      'country_target',
      'privacy_password',
      'ends_at',
      'expiration_clicks',
    ])
      expect(a.json.data).not.toHaveProperty(gone);
    expect((await call(current, 'GET', '/api/v1/account')).json.data.default_domain).toBe(1);
  });

  it('requires domain_id on create and validates the active period and targets', async () => {
    const noDomain = await call(current, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', domain: 1 },
    });
    expect(Object.keys(noDomain.json.message)).toEqual(['domain_id']);
    const bad = await call(current, 'POST', '/api/v1/links', {
      form: {
        url: 'https://example.com',
        domain_id: 1,
        active_period_start_at: '2025-02-01 10:00',
        active_period_end_at: '2025-01-01 10:00',
        targets_type: 'operating_systems',
        'targets[0][key]': 'BeOS',
        'targets[0][value]': 'https://example.com',
        privacy: 2,
      },
    });
    expect(Object.keys(bad.json.message).sort()).toEqual([
      'active_period_end_at',
      'password',
      'targets.0.key',
    ]);
    const half = await call(current, 'POST', '/api/v1/links', {
      form: { url: 'https://example.com', domain_id: 1, active_period_end_at: '2025-01-01 10:00' },
    });
    expect(Object.keys(half.json.message)).toEqual(['active_period_start_at']);
  });

  it('creates with the current names and answers strings for sent fields', async () => {
    const a = await call(current, 'POST', '/api/v1/links', {
      form: {
        url: 'https://example.com/c',
        domain_id: 2,
        space_id: 1,
        'pixel_ids[]': 2,
        redirect_password: 'r',
        privacy: 2,
        password: 'stats',
        clicks_limit: 5,
        active_period_start_at: '2025-01-01T00:00:00Z',
        active_period_end_at: '2025-03-01 00:00',
        targets_type: 'rotations',
        'targets[0][value]': 'https://a.example',
        'targets[1][value]': 'https://b.example',
        sensitive_content: 1,
      },
    });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({
      privacy: '2',
      clicks_limit: '5',
      sensitive_content: '1',
      clicks: null,
      password: true,
      redirect_password: true,
      targets: [{ value: 'https://a.example' }, { value: 'https://b.example' }],
      active_period_end_at: '2025-03-01T00:00:00.000000Z',
      expires_at: '2025-03-01T00:00:00.000000Z',
      domain: { id: 2, name: 'https://go.example' },
      space: { id: 1, name: 'Blog', color: 1 },
      pixels: [{ id: 2, name: 'GA', type: 'google-analytics' }],
    });
    const changed = await call(current, 'PATCH', `/api/v1/links/${a.json.data.id}`, {
      form: { targets_type: 'countries' },
    });
    expect(changed.json.message.targets).toBeDefined();
  });

  it('lists with search_by, space_id, domain_id, pixel_id, status, sort_by', async () => {
    const q = (s: string) => call(current, 'GET', `/api/v1/links?per_page=100&${s}`).then(ids);
    expect(await q('search=hn&search_by=alias')).toEqual([5]);
    expect(await q('status=2')).toEqual([22, 13, 10, 6]);
    expect(await q('status=1')).toHaveLength(26); // disabled does not exist here
    expect(await q('status=3')).toHaveLength(30); // unknown value: ignored
    expect(await q('pixel_id=2')).toEqual([29, 22, 15, 8, 1]);
    expect(await q('domain_id=2&space_id=2')).toEqual(
      (await q('domain_id=2')).filter((id) => [2, 5, 8, 11, 14, 17, 20, 23, 26, 29].includes(id)),
    );
    expect((await q('sort_by=id&sort=asc')).slice(0, 2)).toEqual([1, 2]);
    const byClicks = (await call(current, 'GET', '/api/v1/links?sort_by=clicks&sort=desc')).json.data;
    expect(byClicks[0].clicks).toBeGreaterThanOrEqual(byClicks[1].clicks);
    const pp = await call(current, 'GET', '/api/v1/links?per_page=30');
    expect(pp.json.meta.per_page).toBe('10');
    expect((await call(current, 'GET', '/api/v1/links?per_page=25')).json.meta.per_page).toBe('25');
    expect(pp.json.meta.links.at(-1).label).toBe('Next &raquo;');
  });

  it('parses date-times in both forms', () => {
    expect(parseDateTime('2025-01-02 03:04')).toBe(Date.UTC(2025, 0, 2, 3, 4));
    expect(parseDateTime('2025-01-02T03:04:05+02:00')).toBe(Date.UTC(2025, 0, 2, 1, 4, 5));
    expect(parseDateTime('2025-02-30 00:00')).toBeNull();
    expect(parseDateTime('tomorrow')).toBeNull();
  });
});

describe('websites', () => {
  it('classic: stores the bare host, unique per account, lists A–Z by default', async () => {
    const a = await call(classic, 'POST', '/api/v1/websites', {
      form: { url: 'https://www.New-Site.example/path', exclude_ips: '10.0.0.1\r\n::1\n', email: 1 },
    });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({
      url: 'new-site.example',
      exclude_ips: '10.0.0.1\n::1',
      email: '1',
      privacy: 1,
    });
    const dup = await call(classic, 'POST', '/api/v1/websites', { form: { url: 'new-site.example' } });
    expect(dup.json.message.url).toEqual(['The Url has already been taken.']);
    // Another account may track the same host.
    const other = await call(classic, 'POST', '/api/v1/websites', {
      key: classic.keys.other,
      form: { url: 'new-site.example' },
    });
    expect(other.status).toBe(201);
    const list = await call(classic, 'GET', '/api/v1/websites');
    expect(list.json.data.map((w: { url: string }) => w.url)).toEqual([
      'blog.example.org',
      'example.com',
      'new-site.example',
      'shop.example.net',
    ]);
    expect((await call(classic, 'GET', '/api/v1/websites?sort=desc')).json.data[0].url).toBe(
      'shop.example.net',
    );
    expect((await call(classic, 'GET', '/api/v1/websites?search=shop')).json.data).toHaveLength(1);
  });

  it.each([
    ['10.0.0.0/8', 201],
    ['2001:db8::/32', 201],
    ['10.0.0.0/33', 422],
    ['2001:db8::/129', 422],
    ['10.0.0.1/x', 422],
    ['10.0.0.0/8/8', 422],
  ])('takes an address or a CIDR range per excluded-IP line: %s -> %i', async (line, status) => {
    const a = await call(classic, 'POST', '/api/v1/websites', {
      form: { url: 'ranges.example', exclude_ips: `10.0.0.1\n${line}` },
    });

    expect(a.status).toBe(status);
  });

  it('classic: password required with privacy 2, IPs validated, url not updatable, delete', async () => {
    const a = await call(classic, 'POST', '/api/v1/websites', {
      form: { url: 'x.example', privacy: 2, exclude_ips: '1.2.3.4\nnot-an-ip' },
    });
    expect(Object.keys(a.json.message).sort()).toEqual(['exclude_ips', 'password']);
    const u = await call(classic, 'PATCH', '/api/v1/websites/1002', {
      form: { url: 'changed.example', privacy: 2, password: 'pw', exclude_bots: 0 },
    });
    expect(u.json.data).toMatchObject({
      url: 'blog.example.org',
      privacy: 2,
      password: true,
      exclude_bots: 0,
    });
    expect(
      (await call(classic, 'PUT', '/api/v1/websites/1002', { form: { privacy: 0 } })).json.data.password,
    ).toBe(false);
    expect((await call(classic, 'GET', '/api/v1/websites/1004')).status).toBe(404);
    const del = await call(classic, 'DELETE', '/api/v1/websites/1002');
    expect(del.json).toEqual({ id: 1002, object: 'website', deleted: true, status: 200 });
  });

  it('current: created from domain, favorite filter, sort_by domain, default newest first', async () => {
    const bad = await call(current, 'POST', '/api/v1/websites', { form: { domain: 'https://a.example/' } });
    expect(bad.json.message.domain).toBeDefined();
    const a = await call(current, 'POST', '/api/v1/websites', {
      form: { domain: 'www.a.example', exclude_params: 'utm' },
    });
    expect(a.json.data).toMatchObject({ domain: 'a.example', favorite: 0, exclude_params: 'utm' });
    expect(a.json.data).not.toHaveProperty('url');
    expect(ids(await call(current, 'GET', '/api/v1/websites'))).toEqual([1005, 1003, 1002, 1001]);
    expect(ids(await call(current, 'GET', '/api/v1/websites?favorite=1'))).toEqual([1001]);
    const byDomain = await call(current, 'GET', '/api/v1/websites?sort_by=domain&sort=asc');
    expect(byDomain.json.data[0].domain).toBe('a.example');
  });
});
