/**
 * Contract: the real client (`createApi`) against the reference server over real HTTP, for both
 * server dialects. The server is written from docs/API.md, independently of the client, so a passing
 * suite means both read the description the same way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../reference-server/index';
import type { RunningServer, ServerDialect } from '../../reference-server/types';
import { type Api, ApiError, type ApiOptions, createApi, type Link, listAll, type Page } from './index';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

async function collect<T>(pages: AsyncIterable<Page<T>>): Promise<Page<T>[]> {
  const out: Page<T>[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

const ids = (page: Page<{ id: number }>) => page.items.map((item) => item.id);

describe.each<ServerDialect>(['classic', 'current'])(
  'createApi against the %s reference server',
  (dialect) => {
    let clock = Date.now();
    let server: RunningServer;
    let laravel: RunningServer;
    const detected: string[] = [];
    const client = (options: Partial<ApiOptions> = {}, target: RunningServer = server): Api =>
      createApi({
        linksBaseUrl: target.url,
        apiKey: target.keys.demo,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
        onDialectDetected: (_service, found) => detected.push(found),
        ...options,
      });

    beforeAll(async () => {
      server = await startServer({ port: 0, dialect, rateLimit: 100_000, now: () => clock });
      laravel = await startServer({ port: 0, dialect, validationShape: 'laravel', rateLimit: 100_000 });
    });
    afterAll(() => Promise.all([server.stop(), laravel.stop()]));
    beforeEach(async () => {
      clock = Date.now();
      detected.length = 0;
      await server.reset();
      server.clearRequests();
    });

    describe('links', () => {
      it('lists the first page and detects the dialect', async () => {
        const page = await client().links.list();
        expect(page).toMatchObject({ page: 1, lastPage: 3, perPage: 10, total: 30 });
        expect(ids(page)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
        expect(detected).toContain(dialect);
      });

      it('gets one link with its relations and targeting', async () => {
        const link = await client().links.get(3);
        expect(link).toMatchObject({
          id: 3,
          alias: 'geo-demo',
          shortUrl: 'https://sho.rt/geo-demo',
          targetsType: 'countries',
          targets: [
            { key: 'US', value: 'https://us.example.com/' },
            { key: 'DE', value: 'https://de.example.com/' },
          ],
          domain: { id: 1, name: 'https://sho.rt' },
          hasPassword: false,
          hasPrivacyPassword: false,
        });
        expect((await client().links.get(8)).hasPrivacyPassword).toBe(true);
        expect((await client().links.get(12)).hasPassword).toBe(true);
      });

      it('creates a link from a URL alone (the answer has strings and nulls) and reads it back', async () => {
        const created = await client().links.create({ url: 'https://example.com/contract' });
        expect(created).toMatchObject({ url: 'https://example.com/contract', clicks: 0, privacy: 'public' });
        expect(created.alias).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(created.shortUrl.endsWith(`/${created.alias}`)).toBe(true);
        // The current dialect requires a domain: the client takes the account's default.
        if (dialect === 'current') expect(created.domain?.id).toBe(1);
        expect(await client().links.get(created.id)).toMatchObject({ id: created.id, alias: created.alias });
        const post = server.requests().find((r) => r.method === 'POST');
        expect(post?.headers['content-type']).toContain('application/x-www-form-urlencoded');
        expect(post?.headers.accept).toContain('application/json');
      });

      it('creates a link with every common field', async () => {
        const future = new Date(clock + 30 * 86_400_000).toISOString();
        const link = await client().links.create({
          url: 'https://example.com/full',
          alias: 'contract-full',
          password: 'redirect-secret',
          privacy: 'password',
          privacyPassword: 'stats-secret',
          space: 2,
          domain: 2,
          pixels: [1, 2],
          expirationUrl: 'https://example.com/over',
          expirationDate: future.slice(0, 10),
          expirationTime: '10:30',
          expirationClicks: 5,
          targetsType: 'countries',
          targets: [{ key: 'FR', value: 'https://fr.example.com/' }],
        });
        expect(link).toMatchObject({
          alias: 'contract-full',
          shortUrl: 'https://go.example/contract-full',
          privacy: 'password',
          hasPassword: true,
          hasPrivacyPassword: true,
          space: { id: 2 },
          domain: { id: 2 },
          expirationUrl: 'https://example.com/over',
          expirationClicks: 5,
          targetsType: 'countries',
          targets: [{ key: 'FR', value: 'https://fr.example.com/' }],
        });
        expect(link.pixels.map((p) => p.id).sort()).toEqual([1, 2]);
        expect(link.endsAt?.slice(0, 16)).toBe(`${future.slice(0, 10)}T10:30`);
        const sent = JSON.stringify(server.requests().map((r) => r.body));
        expect(sent).toContain('redirect-secret');
        expect(JSON.stringify(await client().links.get(link.id))).not.toContain('secret');
      });

      it('creates rotation and platform targeting', async () => {
        const rotation = await client().links.create({
          url: 'https://example.com/rot',
          targetsType: 'rotations',
          targets: [{ value: 'https://a.example/' }, { value: 'https://b.example/' }],
        });
        expect(rotation.targets.map((t) => t.value)).toEqual(['https://a.example/', 'https://b.example/']);
        const platform = await client().links.create({
          url: 'https://example.com/os',
          targetsType: 'operating_systems',
          targets: [{ key: 'Android', value: 'https://play.example/' }],
        });
        expect(platform).toMatchObject({ targetsType: 'operating_systems', targets: [{ key: 'Android' }] });
      });

      it('updates only the given fields and clears with null', async () => {
        const before = await client().links.get(12);
        const after = await client().links.update(12, {
          alias: 'renamed',
          password: null,
          privacy: 'private',
        });
        expect(after).toMatchObject({
          alias: 'renamed',
          hasPassword: false,
          privacy: 'private',
          url: before.url,
        });
        expect(after.space).toEqual(before.space);
        expect(after.clicks).toBe(before.clicks);
        if (dialect === 'classic')
          expect((await client().links.update(12, { disabled: true })).disabled).toBe(true);
        else expect((await failure(client().links.update(12, { disabled: true }))).code).toBe('validation');
      });

      it('removes a link; removing it again resolves; reading it is not_found', async () => {
        await client().links.remove(7);
        await client().links.remove(7);
        expect((await failure(client().links.get(7))).code).toBe('not_found');
      });

      it('filters by search and searchBy', async () => {
        const api = client();
        expect(ids(await api.links.list({ search: 'hacker', perPage: 100 }))).toEqual([25, 15, 5]);
        expect(ids(await api.links.list({ search: 'HN', searchBy: 'alias' }))).toEqual([5]);
        expect(ids(await api.links.list({ search: 'shop.example.com', searchBy: 'url' }))).toEqual([
          30, 20, 10,
        ]);
      });

      it('filters by status', async () => {
        const api = client();
        expect(ids(await api.links.list({ status: 'expired', perPage: 100 }))).toEqual([22, 13, 10, 6]);
        const active = await api.links.list({ status: 'active', perPage: 100 });
        expect(active.total).toBe(dialect === 'classic' ? 23 : 26);
        expect((await api.links.list({ status: 'all' })).total).toBe(30);
        if (dialect === 'classic')
          expect(ids(await api.links.list({ status: 'disabled' }))).toEqual([27, 18, 4]);
        else expect((await failure(api.links.list({ status: 'disabled' }))).code).toBe('validation');
      });

      it('filters by space and domain', async () => {
        const api = client();
        const space = await api.links.list({ space: 2, perPage: 100 });
        expect(space.total).toBe(10);
        expect(space.items.every((l) => l.space?.id === 2)).toBe(true);
        const domain = await api.links.list({ domain: 2, perPage: 100 });
        expect(domain.items.every((l) => l.domain?.id === 2)).toBe(true);
        expect(domain.total).toBe(12);
        const both = await api.links.list({ space: 2, domain: 2, perPage: 100 });
        expect(both.items.every((l) => l.space?.id === 2 && l.domain?.id === 2)).toBe(true);
      });

      it.each([
        ['newest', (a: Link, b: Link) => b.id - a.id],
        ['oldest', (a: Link, b: Link) => a.id - b.id],
        ['most_clicks', (a: Link, b: Link) => b.clicks - a.clicks],
        ['fewest_clicks', (a: Link, b: Link) => a.clicks - b.clicks],
      ] as const)('sorts by %s', async (sort, order) => {
        const page = await client().links.list({ sort, perPage: 100 });
        expect(page.items).toHaveLength(30);
        const keys = (items: Link[]) => items.map((l) => (sort.includes('clicks') ? l.clicks : l.id));
        expect(keys(page.items)).toEqual(keys([...page.items].sort(order)));
      });

      it('pages: perPage and page', async () => {
        const api = client();
        const second = await api.links.list({ page: 2 });
        expect(second.page).toBe(2);
        expect(ids(second)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
        const big = await api.links.list({ perPage: 25 });
        expect(big).toMatchObject({ perPage: 25, lastPage: 2, total: 30 });
        expect(big.items).toHaveLength(25);
        expect((await api.links.list({ page: 9 })).items).toEqual([]);
      });

      it('walks every page to the last with listAll', async () => {
        const pages = await collect(listAll(client().links));
        expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
        const all = pages.flatMap(ids);
        expect(new Set(all).size).toBe(30);
        expect(pages.at(-1)?.lastPage).toBe(3);
        const expired = await collect(listAll(client().links, { status: 'expired' }));
        expect(expired).toHaveLength(1);
      });
    });

    describe('websites', () => {
      it('lists, searches and sorts', async () => {
        const api = client();
        const page = await api.websites.list();
        expect(page.total).toBe(3);
        expect(page.items.map((w) => w.host).sort()).toEqual([
          'blog.example.org',
          'example.com',
          'shop.example.net',
        ]);
        expect((await api.websites.list({ search: 'shop' })).items.map((w) => w.host)).toEqual([
          'shop.example.net',
        ]);
        const asc = await api.websites.list({ sort: 'asc' });
        expect(asc.items.map((w) => w.host)).toEqual(['blog.example.org', 'example.com', 'shop.example.net']);
        const desc = await api.websites.list({ sort: 'desc' });
        expect(desc.items.map((w) => w.host)).toEqual([
          'shop.example.net',
          'example.com',
          'blog.example.org',
        ]);
        const pages = await collect(listAll(api.websites));
        // The reference server numbers websites from 1001 (reference-server/seed.ts).
        expect(pages.flatMap(ids).sort()).toEqual([1001, 1002, 1003]);
      });

      it('gets, creates, updates and removes a website', async () => {
        const api = client();
        const first = await api.websites.get(1001);
        expect(first).toMatchObject({
          host: 'example.com',
          excludeIps: ['1.2.3.4', '5.6.7.8'],
          privacy: 'private',
        });
        expect(first.favorite).toBe(dialect === 'current');
        const created = await api.websites.create({
          url: 'https://www.contract.example/page',
          emailReports: true,
          excludeIps: ['10.0.0.1', '::1'],
        });
        expect(created).toMatchObject({
          host: 'contract.example',
          emailReports: true,
          excludeBots: true,
          privacy: 'private',
          excludeIps: ['10.0.0.1', '::1'],
        });
        const updated = await api.websites.update(created.id, {
          privacy: 'password',
          password: 'pw',
          excludeBots: false,
        });
        expect(updated).toMatchObject({
          host: 'contract.example',
          privacy: 'password',
          hasPassword: true,
          excludeBots: false,
        });
        expect(JSON.stringify(updated)).not.toContain('"pw"');
        const dup = await failure(api.websites.create({ url: 'contract.example' }));
        expect(dup.code).toBe('validation');
        expect(dup.fields?.url).toBeDefined();
        await api.websites.remove(created.id);
        expect((await failure(api.websites.get(created.id))).code).toBe('not_found');
      });
    });

    describe('domains, spaces, pixels, account', () => {
      it('lists the named resources and reads the account', async () => {
        const api = client();
        expect((await api.domains.list())?.map((d) => d.name).sort()).toEqual([
          'https://go.example',
          'https://sho.rt',
        ]);
        expect((await api.spaces.list())?.map((s) => s.name).sort()).toEqual(['Blog', 'Work']);
        expect((await api.pixels.list())?.map((p) => p.id).sort()).toEqual([1, 2]);
        const account = await api.account.get();
        expect(account).toMatchObject({ id: 1, name: 'Demo User', email: 'demo@example.com' });
        expect(account?.defaultDomain).toBe(dialect === 'current' ? 1 : null);
        // the demo account names no time zone (the server's), on either service.
        expect(account?.timeZone).toBeNull();
        expect((await api.account.get(undefined, 'websites'))?.id).toBe(1);
      });
    });

    describe('errors', () => {
      it.each(['object', 'laravel'] as const)(
        'maps a 422 (%s shape) to validation with fields',
        async (shape) => {
          const target = shape === 'object' ? server : laravel;
          const api = client({ now: Date.now }, target);
          const error = await failure(
            api.links.create({ url: 'https://example.com/x', alias: 'launch', domain: 1 }),
          );
          expect(error).toMatchObject({ code: 'validation', status: 422 });
          expect(error.fields?.alias?.length).toBeGreaterThan(0);
          const many = await failure(
            api.links.create({ url: 'https://example.com/x', alias: 'hn', domain: 2, privacy: 'password' }),
          );
          expect(many.code).toBe('validation');
          expect(Object.keys(many.fields ?? {}).length).toBeGreaterThan(0);
        },
      );

      it('maps 401, 403 and 404', async () => {
        const wrong = await failure(client({ apiKey: 'wrong-key', dialect }).links.list());
        expect(wrong).toMatchObject({ code: 'unauthorized', status: 401 });
        const noApi = await failure(client({ apiKey: server.keys.noApi, dialect }).links.list());
        expect(noApi).toMatchObject({ code: 'forbidden', status: 403 });
        expect((await failure(client().links.get(999_999))).code).toBe('not_found');
        // Another account's record is a 404 too.
        expect((await failure(client({ apiKey: server.keys.other }).links.get(1))).code).toBe('not_found');
        expect((await failure(client({ apiKey: server.keys.other }).websites.get(1001))).code).toBe(
          'not_found',
        );
      });

      /** A server with a 2-request budget whose clock moves with the client's injected sleep. */
      async function limitedServer() {
        const clock = { t: Date.now() };
        const limited = await startServer({ port: 0, dialect, rateLimit: 2, now: () => clock.t });
        const options: ApiOptions = {
          linksBaseUrl: limited.url,
          apiKey: limited.keys.demo,
          dialect,
          now: () => clock.t,
          sleep: async (ms: number) => {
            clock.t += ms;
          },
        };
        return { limited, options };
      }

      it('maps a 429 to rate_limited with retryAfter, without waiting', async () => {
        const { limited, options } = await limitedServer();
        try {
          const api = createApi(options);
          let error: ApiError | undefined;
          for (let i = 0; i < 4 && !error; i++)
            error = await api.links.get(1).then(
              () => undefined,
              (e) => e,
            );
          expect(error).toBeInstanceOf(ApiError);
          expect(error).toMatchObject({ code: 'rate_limited' });
          expect(error?.retryAfter).toBeGreaterThan(0);
          expect(error?.retryAfter).toBeLessThanOrEqual(60);
          expect(limited.requests().filter((r) => r.status === 429)).toHaveLength(1);
        } finally {
          await limited.stop();
        }
      });

      // Laravel sends X-RateLimit-Reset only on the 429 itself, so the client cannot wait in
      // advance: bulk work must wait out Retry-After (up to a 60 s window) and carry on.
      it('listAll paces itself through a spent budget (429 with Retry-After up to 60 s)', async () => {
        const { limited, options } = await limitedServer();
        try {
          const pages = await collect(listAll(createApi(options).links));
          expect(pages.flatMap(ids)).toHaveLength(30);
          expect(limited.requests().some((r) => r.status === 429)).toBe(true);
        } finally {
          await limited.stop();
        }
      });
    });
  },
);
