/**
 * whatever a server (or a proxy in front of it) answers, the client rejects only with
 * ApiError — never a TypeError from a parser, never a raw SyntaxError from JSON.parse. Driven
 * through the public client, so envelopes, record parsers and the error mapper are all covered.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createApi, listAll } from './index';
import type { Api } from './types';

const STATUSES = [200, 201, 204, 400, 401, 403, 404, 419, 422, 429, 500, 502, 503, 504];

/** An answer: any status, and a body that is arbitrary JSON, JSON inside an envelope, or text. */
const answer = fc.record({
  status: fc.constantFrom(...STATUSES),
  body: fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify({ data: value, meta: value, status: 200 })),
    fc.array(fc.jsonValue()).map((items) => JSON.stringify({ data: items, meta: { last_page: 'x' } })),
    fc.string(),
    fc.constant('<!doctype html><title>502 Bad Gateway</title>'),
  ),
  contentType: fc.constantFrom('application/json', 'text/html', ''),
  retryAfter: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
});
type Answer = typeof answer extends fc.Arbitrary<infer T> ? T : never;

function apiAnswering(reply: Answer, dialect: 'classic' | 'current' | 'auto'): Api {
  const fetch = async () => {
    const headers = new Headers();
    if (reply.contentType) headers.set('Content-Type', reply.contentType);
    if (reply.retryAfter !== undefined) headers.set('Retry-After', reply.retryAfter);
    const nullBody = reply.status === 204;
    return new Response(nullBody ? null : reply.body, { status: reply.status, headers });
  };
  return createApi({
    linksBaseUrl: 'https://sho.rt',
    apiKey: 'key',
    fetch,
    dialect,
    sleep: async () => {},
  });
}

/** Every operation of the client, called with valid input. */
const operations: Record<string, (api: Api) => Promise<unknown>> = {
  'links.list': (api) => api.links.list({ perPage: 10 }),
  'links.get': (api) => api.links.get(42),
  'links.create': (api) => api.links.create({ url: 'https://example.com/a', domain: 1 }),
  'links.update': (api) => api.links.update(42, { alias: 'x7k2p' }),
  'links.remove': (api) => api.links.remove(42),
  'links.listAll': async (api) => {
    for await (const _page of listAll(api.links)) break;
  },
  'websites.list': (api) => api.websites.list(),
  'websites.get': (api) => api.websites.get(5),
  'websites.create': (api) => api.websites.create({ url: 'example.com' }),
  'websites.update': (api) => api.websites.update(5, { emailReports: true }),
  'websites.remove': (api) => api.websites.remove(5),
  'domains.list': (api) => api.domains.list(),
  'account.get': (api) => api.account.get(),
};

describe('createApi on arbitrary server answers', () => {
  it.each(Object.keys(operations))(
    '%s resolves or rejects with an ApiError, never anything else',
    async (name) => {
      const operation = operations[name] as (api: Api) => Promise<unknown>;

      await fc.assert(
        fc.asyncProperty(
          answer,
          fc.constantFrom('classic', 'current', 'auto') as fc.Arbitrary<'classic' | 'current' | 'auto'>,
          async (reply, dialect) => {
            try {
              await operation(apiAnswering(reply, dialect));
            } catch (error) {
              expect(error).toBeInstanceOf(ApiError);
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );
});
