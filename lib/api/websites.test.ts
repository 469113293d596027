import { describe, expect, it, vi } from 'vitest';
import { createApiWith } from './client';
import fixtures from './fixtures/websites.json';
import { encodeForm } from './form';
import { listAll } from './paging';
import type { WebsiteCreateInput } from './schemas';
import { createFakeHttp, type FakeAnswer, listBody, notFound } from './testing/fake-http';
import type { ApiOptions } from './types';

function setup(routes: Record<string, FakeAnswer | FakeAnswer[]>, options: Partial<ApiOptions> = {}) {
  const http = createFakeHttp(routes);
  const onDialectDetected = vi.fn();
  const api = createApiWith(
    {
      linksBaseUrl: 'https://sho.rt',
      analyticsBaseUrl: 'https://stats.example/',
      apiKey: 'k',
      onDialectDetected,
      ...options,
    },
    { http, encodeForm },
  );
  return { api, http, onDialectDetected };
}

const record = { classic: fixtures.classic, current: fixtures.current };
const input: WebsiteCreateInput = {
  url: 'https://www.example.com/',
  privacy: 'private',
  emailReports: true,
  excludeIps: ['1.2.3.4'],
};

describe('websites.create', () => {
  it.each([
    ['classic', 'url=https%3A%2F%2Fwww.example.com%2F&privacy=1&email=1&exclude_ips=1.2.3.4'],
    ['current', 'domain=example.com&privacy=1&email=1&exclude_ips=1.2.3.4'],
  ] as const)('posts the %s form to the analytics base URL', async (dialect, form) => {
    const { api, http } = setup(
      { 'POST /api/v1/websites': { status: 201, body: { data: record[dialect] } } },
      { dialect },
    );
    const website = await api.websites.create(input);
    expect(http.requests).toEqual([
      { baseUrl: 'https://stats.example', method: 'POST', path: '/api/v1/websites', form },
    ]);
    expect(website.host).toBe(dialect === 'classic' ? 'example.com' : 'example.org');
  });

  it('probes the list and writes current when the records have domain and no url', async () => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/websites': { body: listBody([fixtures.current]) },
      'POST /api/v1/websites': { body: { data: fixtures.current } },
    });
    await api.websites.create({ url: 'shop.example' });
    expect(http.lines()).toEqual(['GET /api/v1/websites', 'POST /api/v1/websites']);
    expect(http.requests[1]?.form).toBe('domain=shop.example');
    expect(onDialectDetected.mock.calls).toEqual([['websites', 'current']]);
  });

  it('sends both url and domain when no website tells the dialect', async () => {
    const { api, http } = setup({
      'GET /api/v1/websites': { body: listBody([]) },
      'POST /api/v1/websites': { body: { data: fixtures.classic } },
    });
    await api.websites.create({ url: 'https://www.shop.example' });
    expect(http.requests[1]?.form).toBe('domain=shop.example&url=https%3A%2F%2Fwww.shop.example');
  });

  it('renames domain to url in a 422 from a current server', async () => {
    const error = { code: 'validation' as const, status: 422, message: 'x', fields: { domain: ['Taken.'] } };
    const { api } = setup({ 'POST /api/v1/websites': { error } }, { dialect: 'current' });
    await expect(api.websites.create({ url: 'a.example' })).rejects.toMatchObject({
      fields: { url: ['Taken.'] },
    });
  });

  it('sends no request when the input is invalid', async () => {
    const { api, http } = setup({});
    await expect(api.websites.create({ url: 'a.example', privacy: 'password' })).rejects.toMatchObject({
      code: 'validation',
      fields: { password: expect.any(Array) },
    });
    expect(http.requests).toEqual([]);
  });
});

describe('websites.update, get and remove', () => {
  it('puts only the given fields without probing', async () => {
    const { api, http } = setup({ 'PUT /api/v1/websites/5': { body: { data: fixtures.classic } } });
    await api.websites.update(5, { excludeBots: false, password: null });
    expect(http.requests).toEqual([
      {
        baseUrl: 'https://stats.example',
        method: 'PUT',
        path: '/api/v1/websites/5',
        form: 'password=&exclude_bots=0',
      },
    ]);
  });

  it('gets one website', async () => {
    const { api } = setup({ 'GET /api/v1/websites/8': { body: { data: fixtures.current } } });
    await expect(api.websites.get(8)).resolves.toMatchObject({ id: 8, host: 'example.org', favorite: true });
  });

  it.each([
    ['200', { body: { id: 5, object: 'website', deleted: true } }],
    ['404', notFound()],
  ])('resolves on %s when deleting', async (_, answer) => {
    const { api } = setup({ 'DELETE /api/v1/websites/5': answer });
    await expect(api.websites.remove(5)).resolves.toBeUndefined();
  });

  it('rejects on a server error when deleting', async () => {
    const error = { code: 'server' as const, status: 500, message: 'Server Error' };
    const { api } = setup({ 'DELETE /api/v1/websites/5': { error } });
    await expect(api.websites.remove(5)).rejects.toMatchObject({ code: 'server' });
  });
});

describe('websites.list and listAll', () => {
  it.each([
    ['classic', { search: 'ex', sort: 'asc', perPage: 10 }, { search: 'ex', sort: 'asc', per_page: 10 }],
    [
      'current',
      { search: 'ex', sort: 'asc', perPage: 10 },
      { search: 'ex', search_by: 'domain', sort_by: 'domain', sort: 'asc', per_page: 10 },
    ],
    [
      'auto',
      { search: 'ex', sort: 'desc', perPage: 40 },
      { search: 'ex', search_by: 'domain', sort_by: 'domain', sort: 'desc', per_page: 50 },
    ],
  ] as const)('sends the %s query', async (dialect, query, wire) => {
    const { api, http } = setup(
      { 'GET /api/v1/websites': { body: listBody([fixtures.classic]) } },
      { dialect },
    );
    const page = await api.websites.list(query);
    expect(http.requests[0]?.query).toEqual(wire);
    expect(page.items[0]?.host).toBe('example.com');
  });

  it('yields every page', async () => {
    const { api } = setup({
      'GET /api/v1/websites': (spec) => ({
        body: listBody([{ ...fixtures.current, id: Number(spec.query?.page) }], {
          current_page: spec.query?.page,
          last_page: 2,
        }),
      }),
    });
    const ids: number[] = [];
    for await (const page of listAll(api.websites)) ids.push(...page.items.map((website) => website.id));
    expect(ids).toEqual([1, 2]);
  });
});
