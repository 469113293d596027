import { describe, expect, it, vi } from 'vitest';
import { createApiWith } from './client';
import type { WireForm } from './dialects/types';
import { check } from './field-checks';
import classic from './fixtures/links-classic.json';
import current from './fixtures/links-current.json';
import { encodeForm } from './form';
import { listAll } from './paging';
import type { Dialect } from './schemas';
import { createFakeHttp, type FakeAnswer, listBody, notFound } from './testing/fake-http';
import type { ApiOptions } from './types';

const url = 'https://example.com/a';
const now = Date.UTC(2025, 0, 2, 3, 4, 5);

function setup(routes: Record<string, FakeAnswer | FakeAnswer[]>, options: Partial<ApiOptions> = {}) {
  const http = createFakeHttp(routes);
  const onDialectDetected = vi.fn();
  const api = createApiWith(
    { linksBaseUrl: 'https://sho.rt/', apiKey: 'key', now: () => now, onDialectDetected, ...options },
    { http, encodeForm: (data: WireForm) => encodeForm(data) },
  );
  return { api, http, onDialectDetected };
}

const record = { classic: classic.typical, current: current.typical };

describe('links.create', () => {
  it.each([
    ['classic', 'url=https%3A%2F%2Fexample.com%2Fa&alias=promo&password=secret&domain=2'],
    ['current', 'url=https%3A%2F%2Fexample.com%2Fa&alias=promo&domain_id=2&redirect_password=secret'],
  ] as const)('posts the %s form and parses the created record', async (dialect, body) => {
    const { api, http } = setup(
      { 'POST /api/v1/links': { status: 201, body: { data: record[dialect] } } },
      { dialect },
    );
    const link = await api.links.create({ url, alias: 'promo', password: 'secret', domain: 2 });
    expect(http.requests).toEqual([
      { baseUrl: 'https://sho.rt', method: 'POST', path: '/api/v1/links', form: body },
    ]);
    expect(link.id).toBe(42);
  });

  it('uses the account default domain on the current dialect when no domain is given', async () => {
    const { api, http } = setup(
      {
        'GET /api/v1/account': { body: { data: { id: 1, default_domain: 7 } } },
        'POST /api/v1/links': { body: { data: current.typical } },
      },
      { dialect: 'current' },
    );
    await api.links.create({ url });
    await api.links.create({ url });
    expect(http.lines()).toEqual(['GET /api/v1/account', 'POST /api/v1/links', 'POST /api/v1/links']);
    expect(http.requests[1]?.form).toBe('url=https%3A%2F%2Fexample.com%2Fa&domain_id=7');
  });

  it('looks the default domain up again after a failed look-up', async () => {
    const unauthorized = { error: { code: 'unauthorized' as const, status: 401, message: 'No.' } };
    const { api, http } = setup(
      {
        'GET /api/v1/account': [unauthorized, { body: { data: { id: 1, default_domain: 7 } } }],
        'POST /api/v1/links': { body: { data: current.typical } },
      },
      { dialect: 'current' },
    );
    await expect(api.links.create({ url })).rejects.toMatchObject({ code: 'unauthorized' });
    await api.links.create({ url });
    expect(http.lines()).toEqual(['GET /api/v1/account', 'GET /api/v1/account', 'POST /api/v1/links']);
  });

  it.each([
    ['without a default domain', { body: { data: { id: 1, default_domain: null } } }],
    ['without an account resource', notFound()],
  ])('rejects with a domain validation error and sends nothing when the account is %s', async (_, answer) => {
    const { api, http } = setup({ 'GET /api/v1/account': answer }, { dialect: 'current' });
    await expect(api.links.create({ url })).rejects.toMatchObject({
      code: 'validation',
      fields: { domain: [check('domain_missing')] },
    });
    expect(http.lines()).toEqual(['GET /api/v1/account']);
  });

  it.each([
    ['classic', { url, sensitiveContent: true }],
    ['current', { url, disabled: true }],
    ['classic', { url: 'not a url' }],
  ] as const)('sends no request when the input is invalid for %s', async (dialect, input) => {
    const { api, http } = setup({}, { dialect });
    await expect(api.links.create(input)).rejects.toMatchObject({ code: 'validation' });
    expect(http.requests).toEqual([]);
  });

  it.each([
    [
      'classic',
      { privacy_password: ['Too short.'], 'country.0.key': ['Bad.'] },
      { privacyPassword: ['Too short.'], 'targets.0.key': ['Bad.'] },
    ],
    [
      'current',
      {
        password: ['Too short.'],
        redirect_password: ['Bad.'],
        active_period_end_at: ['Past.'],
        active_period_start_at: ['Late.'],
      },
      { privacyPassword: ['Too short.'], password: ['Bad.'], expirationDate: ['Past.', 'Late.'] },
    ],
  ] as const)(
    'renames the 422 fields of the %s dialect to normalized names',
    async (dialect, wireFields, fields) => {
      const error = {
        code: 'validation' as const,
        status: 422,
        message: 'Invalid',
        fields: wireFields as unknown as Record<string, string[]>,
      };
      const { api } = setup({ 'POST /api/v1/links': { error } }, { dialect });
      await expect(api.links.create({ url, domain: 1 })).rejects.toMatchObject({
        code: 'validation',
        status: 422,
        fields,
      });
    },
  );
});

describe('links.create refused by the server', () => {
  it.each(['classic', 'current'] as const)(
    'says in its own words that the alias is taken, and keeps the reason for a refused URL (%s)',
    async (dialect) => {
      const error = {
        code: 'validation' as const,
        status: 422,
        message: 'Invalid',
        fields: { alias: ['The Alias has already been taken.'], url: ['You shortened too many links.'] },
      };
      const { api } = setup({ 'POST /api/v1/links': { error } }, { dialect });
      await expect(api.links.create({ url, alias: 'taken', domain: 1 })).rejects.toMatchObject({
        fields: {
          alias: [check('alias_taken')],
          url: [check('url_refused', 'You shortened too many links.')],
        },
      });
    },
  );
});

describe('links.create with dialect auto', () => {
  it.each([
    ['classic', classic.typical, 'url=https%3A%2F%2Fexample.com%2Fa&password=s'],
    ['current', current.typical, 'url=https%3A%2F%2Fexample.com%2Fa&domain_id=2&redirect_password=s'],
  ] as const)('probes the list first and writes in the %s dialect', async (dialect, probeRecord, form) => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/links': { body: listBody([probeRecord]) },
      'POST /api/v1/links': { body: { data: probeRecord } },
    });
    await api.links.create({ url, password: 's', ...(dialect === 'current' ? { domain: 2 } : {}) });
    await api.links.create({ url, password: 's', ...(dialect === 'current' ? { domain: 2 } : {}) });
    expect(http.lines()).toEqual(['GET /api/v1/links', 'POST /api/v1/links', 'POST /api/v1/links']);
    expect(http.requests[0]?.query).toEqual({ per_page: 10 });
    expect(http.requests[1]?.form).toBe(form);
    expect(onDialectDetected.mock.calls).toEqual([['links', dialect]]);
  });

  it('asks the account when there are no links and writes current when it has default_domain', async () => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/links': { body: listBody([]) },
      'GET /api/v1/account': { body: { data: { id: 1, default_domain: 3 } } },
      'POST /api/v1/links': { body: { data: current.typical } },
    });
    await api.links.create({ url });
    expect(http.lines()).toEqual(['GET /api/v1/links', 'GET /api/v1/account', 'POST /api/v1/links']);
    expect(http.requests[2]?.form).toBe('url=https%3A%2F%2Fexample.com%2Fa&domain_id=3');
    expect(onDialectDetected.mock.calls).toEqual([['links', 'current']]);
  });

  it('assumes classic without reporting it when there are no links and no account', async () => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/links': { body: listBody([]) },
      'POST /api/v1/links': { body: { data: { id: 9, alias: 'a' } } },
    });
    await api.links.create({ url, password: 's' });
    expect(http.requests[2]?.form).toBe('url=https%3A%2F%2Fexample.com%2Fa&password=s');
    expect(onDialectDetected).not.toHaveBeenCalled();
  });

  it('rejects a current-only field after the probe, before the write', async () => {
    const { api, http } = setup({ 'GET /api/v1/links': { body: listBody([classic.typical]) } });
    await expect(api.links.create({ url, sensitiveContent: true })).rejects.toMatchObject({
      fields: { sensitiveContent: expect.any(Array) },
    });
    expect(http.lines()).toEqual(['GET /api/v1/links']);
  });
});

describe('links.update', () => {
  it.each([
    ['classic', 'alias=new&password=&expiration_date=&expiration_time='],
    ['current', 'alias=new&redirect_password=&active_period_start_at=&active_period_end_at='],
  ] as const)('puts only the given fields in the %s dialect', async (dialect, form) => {
    const { api, http } = setup({ 'PUT /api/v1/links/42': { body: { data: record[dialect] } } }, { dialect });
    await api.links.update(42, { alias: 'new', password: null, expirationDate: null, expirationTime: null });
    expect(http.requests).toEqual([
      { baseUrl: 'https://sho.rt', method: 'PUT', path: '/api/v1/links/42', form },
    ]);
  });

  it('probes the record itself when the dialect is unknown', async () => {
    const { api, http } = setup({
      'GET /api/v1/links/50': { body: { data: current.passwords } },
      'PUT /api/v1/links/50': { body: { data: current.passwords } },
    });
    await api.links.update(50, { expirationDate: '2031-01-01', expirationTime: '10:00' });
    expect(http.lines()).toEqual(['GET /api/v1/links/50', 'PUT /api/v1/links/50']);
    expect(http.requests[1]?.form).toBe(
      'active_period_start_at=2025-01-02%2003%3A04%3A05&active_period_end_at=2031-01-01%2010%3A00%3A00',
    );
  });

  it('sends no request when the id is invalid', async () => {
    const { api, http } = setup({}, { dialect: 'classic' });
    await expect(api.links.update(0, {})).rejects.toMatchObject({
      code: 'validation',
      fields: { id: expect.any(Array) },
    });
    expect(http.requests).toEqual([]);
  });
});

describe('links.get and links.remove', () => {
  it('gets one link and learns the dialect from it', async () => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/links/42': { body: { data: current.typical } },
    });
    expect((await api.links.get(42)).shortUrl).toBe('https://sho.rt/x7k2p');
    expect(http.requests[0]).toEqual({ baseUrl: 'https://sho.rt', method: 'GET', path: '/api/v1/links/42' });
    expect(onDialectDetected).toHaveBeenCalledWith('links', 'current');
  });

  it('rejects with bad_response when the record has no id', async () => {
    const { api } = setup({ 'GET /api/v1/links/42': { body: { data: { alias: 'x' } } } });
    await expect(api.links.get(42)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it.each([
    ['200', { body: { id: 42, object: 'link', deleted: true } }],
    ['404', notFound()],
  ])('resolves on %s when deleting', async (_, answer) => {
    const { api, http } = setup({ 'DELETE /api/v1/links/42': answer });
    await expect(api.links.remove(42)).resolves.toBeUndefined();
    expect(http.lines()).toEqual(['DELETE /api/v1/links/42']);
  });

  it('rejects on other errors when deleting', async () => {
    const error = { code: 'forbidden' as const, status: 403, message: 'No.' };
    const { api } = setup({ 'DELETE /api/v1/links/42': { error } });
    await expect(api.links.remove(42)).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('rejects with not_configured and sends nothing when there is no key', async () => {
    const { api, http } = setup({}, { apiKey: ' ' });
    await expect(api.links.get(1)).rejects.toMatchObject({ code: 'not_configured' });
    expect(http.requests).toEqual([]);
  });

  it('turns a non-ApiError failure of the transport into an ApiError', async () => {
    const { api } = setup({
      'GET /api/v1/links/1': () => {
        throw new TypeError('boom');
      },
    });
    await expect(api.links.get(1)).rejects.toMatchObject({ name: 'ApiError', code: 'bad_response' });
  });

  it('reports cancelled when the transport fails after the signal aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api } = setup({
      'GET /api/v1/links/1': () => {
        throw new DOMException('aborted', 'AbortError');
      },
    });
    await expect(api.links.get(1, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});

describe('links.list', () => {
  it.each([
    [
      'classic',
      { sort: 'most_clicks', status: 'disabled', perPage: 15 },
      { status: 3, sort: 'max', per_page: 15 },
    ],
    [
      'current',
      { sort: 'most_clicks', status: 'expired', perPage: 15 },
      { status: 2, sort_by: 'clicks', sort: 'desc', per_page: 25 },
    ],
  ] as const)('sends the %s query and reads the page', async (dialect, query, wire) => {
    const body = listBody([record[dialect]], {
      current_page: '1',
      last_page: '3',
      per_page: '10',
      total: '25',
    });
    const { api, http } = setup({ 'GET /api/v1/links': { body } }, { dialect: dialect as Dialect });
    const page = await api.links.list(query);
    expect(http.requests[0]?.query).toEqual(wire);
    expect(page).toMatchObject({ page: 1, lastPage: 3, perPage: 10, total: 25 });
    expect(page.items.map((link) => link.id)).toEqual([42]);
  });

  it('sends both spellings of the filters before the dialect is known', async () => {
    const { api, http, onDialectDetected } = setup({
      'GET /api/v1/links': { body: { data: [classic.typical] } },
    });
    const page = await api.links.list({
      search: 'x',
      searchBy: 'alias',
      space: 3,
      domain: 2,
      sort: 'newest',
      perPage: 20,
    });
    expect(http.requests[0]?.query).toEqual({
      search: 'x',
      by: 'alias',
      search_by: 'alias',
      space: 3,
      space_id: 3,
      domain: 2,
      domain_id: 2,
      sort: 'desc',
      sort_by: 'id',
      per_page: 25,
    });
    expect(page).toMatchObject({ page: 1, lastPage: 1, perPage: 25, total: 1 });
    expect(onDialectDetected).toHaveBeenCalledWith('links', 'classic');
  });

  it.each([
    ['a click sort', { sort: 'fewest_clicks' }, { sort: 'min' }],
    ['status disabled', { status: 'disabled' }, { status: 3 }],
  ] as const)('probes first when the query has %s and the dialect is unknown', async (_, query, wire) => {
    const { api, http } = setup({ 'GET /api/v1/links': { body: listBody([classic.typical]) } });
    await api.links.list(query);
    expect(http.requests.map((spec) => spec.query)).toEqual([{ per_page: 10 }, wire]);
  });

  it('rejects status disabled after probing a current server', async () => {
    const { api, http } = setup({ 'GET /api/v1/links': { body: listBody([current.typical]) } });
    await expect(api.links.list({ status: 'disabled' })).rejects.toMatchObject({
      fields: { status: expect.any(Array) },
    });
    expect(http.requests).toHaveLength(1);
  });
});

describe('listAll of links', () => {
  const pages = [1, 2, 3].map((page) =>
    listBody([{ ...classic.typical, id: page }], { current_page: page, last_page: 3, total: 3, per_page: 1 }),
  );

  it('yields every page up to lastPage, pacing itself to the rate limit', async () => {
    const { api, http } = setup(
      { 'GET /api/v1/links': (spec) => ({ body: pages[Number(spec.query?.page) - 1] }) },
      { dialect: 'classic' },
    );
    const ids: number[] = [];
    for await (const page of listAll(api.links, { search: 'x' }))
      ids.push(...page.items.map((link) => link.id));
    expect(ids).toEqual([1, 2, 3]);
    expect(http.requests.map((spec) => [spec.query?.page, spec.waitForRateLimit])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('stops with cancelled when the signal aborts between pages', async () => {
    const controller = new AbortController();
    const { api, http } = setup(
      { 'GET /api/v1/links': (spec) => ({ body: pages[Number(spec.query?.page) - 1] }) },
      { dialect: 'classic' },
    );
    const walk = async () => {
      for await (const _ of listAll(api.links, {}, { signal: controller.signal })) controller.abort();
    };
    await expect(walk()).rejects.toMatchObject({ code: 'cancelled' });
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]?.signal).toBe(controller.signal);
  });

  it('stops when the server keeps answering the same page', async () => {
    const { api, http } = setup(
      { 'GET /api/v1/links': { body: listBody([classic.typical], { current_page: 1, last_page: 2 }) } },
      { dialect: 'classic' },
    );
    for await (const _ of listAll(api.links)) {
      // walk
    }
    expect(http.requests).toHaveLength(2);
  });
});
