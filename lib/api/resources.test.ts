import { describe, expect, it } from 'vitest';
import { createApiWith } from './client';
import { encodeForm } from './form';
import { createFakeHttp, type FakeAnswer, listBody } from './testing/fake-http';

function setup(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const http = createFakeHttp(routes);
  const api = createApiWith({ linksBaseUrl: 'https://sho.rt', apiKey: 'k' }, { http, encodeForm });
  return { api, http };
}

describe.each(['domains', 'spaces', 'pixels'] as const)('%s.list', (resource) => {
  const path = `/api/v1/${resource}`;

  it('returns the named refs of every page', async () => {
    const { api, http } = setup({
      [`GET ${path}`]: (spec) =>
        spec.query?.page === 1
          ? { body: listBody([{ id: 1, name: 'One', extra: true }], { last_page: '2' }) }
          : { body: listBody([{ id: '2', url: 'https://two.example' }], { current_page: 2, last_page: 2 }) },
    });
    await expect(api[resource].list()).resolves.toEqual([
      { id: 1, name: 'One' },
      { id: 2, name: 'https://two.example' },
    ]);
    expect(http.requests.map((spec) => spec.query)).toEqual([
      { per_page: 100, page: 1 },
      { per_page: 100, page: 2 },
    ]);
  });

  it('returns null when the server does not have the resource', async () => {
    const { api } = setup({});
    await expect(api[resource].list()).resolves.toBeNull();
  });

  it('rejects with bad_response when an item has no id', async () => {
    const { api } = setup({ [`GET ${path}`]: { body: listBody([{ name: 'x' }]) } });
    await expect(api[resource].list()).rejects.toMatchObject({ code: 'bad_response' });
  });
});

describe('account.get', () => {
  it('reads the account when the server has one', async () => {
    const { api } = setup({
      'GET /api/v1/account': { body: { data: { id: 1, name: 'Ann', default_domain: '3' } } },
    });
    await expect(api.account.get()).resolves.toEqual({
      id: 1,
      name: 'Ann',
      email: null,
      defaultDomain: 3,
      timeZone: null,
    });
  });

  it("reads the account's time zone, null when it is null or no zone at all", async () => {
    const answers = ['America/New_York', null, 'Mars/Olympus_Mons', '', 42];
    const { api } = setup({
      'GET /api/v1/account': answers.map((timezone) => ({ body: { data: { id: 1, timezone } } })),
    });
    const zones = [];
    for (const _ of answers) zones.push((await api.account.get())?.timeZone);
    expect(zones).toEqual(['America/New_York', null, null, null, null]);
  });

  it('asks the analytics service when told, at its own base URL', async () => {
    const http = createFakeHttp({
      'GET /api/v1/account': { body: { data: { id: 7, timezone: 'Asia/Tokyo' } } },
    });
    const api = createApiWith(
      { linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: 'https://stats.example', apiKey: 'k' },
      { http, encodeForm },
    );
    await expect(api.account.get(undefined, 'websites')).resolves.toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect(http.requests.map((spec) => spec.baseUrl)).toEqual(['https://stats.example']);
  });

  it('returns null on 404', async () => {
    const { api } = setup({});
    await expect(api.account.get()).resolves.toBeNull();
  });

  it('rejects on other errors', async () => {
    const { api } = setup({
      'GET /api/v1/account': { error: { code: 'unauthorized', status: 401, message: 'No.' } },
    });
    await expect(api.account.get()).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
