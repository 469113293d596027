import { describe, expect, it, vi } from 'vitest';
import classic from './fixtures/links-classic.json';
import current from './fixtures/links-current.json';
import { ApiError, createApi } from './index';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(answer: (request: Request) => Response, dialect: 'classic' | 'current' | 'auto' = 'auto') {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  });
  const api = createApi({
    linksBaseUrl: 'https://sho.rt/',
    apiKey: 'secret-key',
    fetch,
    dialect,
    sleep: async () => {},
  });
  return { api, requests };
}

describe('createApi', () => {
  it('sends a classic create with bearer auth, JSON accept and a form body', async () => {
    const { api, requests } = setup(
      () => jsonResponse(201, { data: classic.typical, status: 201 }),
      'classic',
    );
    const link = await api.links.create({ url: 'https://example.com/a', alias: 'x7k2p', pixels: [1, 2] });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://sho.rt/api/v1/links');
    expect(request?.headers.get('authorization')).toBe('Bearer secret-key');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request?.text()).toBe('url=https%3A%2F%2Fexample.com%2Fa&alias=x7k2p&pixels[]=1&pixels[]=2');
    expect(link.shortUrl).toBe('https://sho.rt/x7k2p');
  });

  it('detects the current dialect from a list and renames its 422 fields', async () => {
    const { api, requests } = setup((request) =>
      request.method === 'GET'
        ? jsonResponse(200, {
            data: [current.typical],
            meta: { current_page: 1, last_page: 1, per_page: '10', total: 1 },
          })
        : jsonResponse(422, {
            message: { redirect_password: ['Too long.'], domain_id: ['Pick one.'] },
            status: 422,
          }),
    );
    const error = await api.links
      .create({ url: 'https://example.com/a', domain: 2 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation',
      fields: { password: ['Too long.'], domain: ['Pick one.'] },
    });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/v1/links',
      'POST /api/v1/links',
    ]);
  });

  it('lists with a query string and reads a Laravel envelope', async () => {
    const { api, requests } = setup(() =>
      jsonResponse(200, {
        data: [classic.typical],
        meta: { current_page: 2, last_page: '3', per_page: '10', total: 25 },
      }),
    );
    const page = await api.links.list({ page: 2, sort: 'oldest' });
    expect(new URL(requests[0]!.url).search).toBe('?sort=asc&page=2&sort_by=id');
    expect(page).toMatchObject({ page: 2, lastPage: 3, perPage: 10, total: 25 });
  });

  it('tells the requests left at a service as its last answer said (searches back off early)', async () => {
    const { api } = setup(
      () =>
        new Response(JSON.stringify({ data: [classic.typical], meta: { total: 1 } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-RateLimit-Remaining': '3' },
        }),
      'classic',
    );
    expect(api.rateLimitBudget?.('links')).toBeUndefined();

    await api.links.list();

    expect(api.rateLimitBudget?.('links')?.remaining).toBe(3);
  });
});
