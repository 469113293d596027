import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { abortableSleep, createHttpClient, type HttpClientOptions, type RequestSpec } from './http';

const KEY = 'test-key-123456';
const BASE = 'https://sho.rt';
const NOW = 1_700_000_000_000;

type Reply = (url: string, init: RequestInit) => Response | Promise<Response>;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
const text =
  (status: number, body: string | null, headers: Record<string, string> = {}): Reply =>
  () =>
    new Response(body, { status, headers });
const networkFailure: Reply = () => Promise.reject(new TypeError('fetch failed'));
/** Never answers; rejects like a real fetch when its signal aborts. */
const hang: Reply = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** A fake fetch answering with `replies` in turn (the last one repeats), a clock and a sleep that advances it. */
function setup(replies: Reply[], options: Partial<HttpClientOptions> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const reply = replies[Math.min(calls.length, replies.length) - 1]!;
    return reply(url, init);
  });
  let clock = NOW;
  const sleep = vi.fn(async (ms: number) => {
    clock += ms;
  });
  const client = createHttpClient({ apiKey: KEY, fetch, now: () => clock, sleep, ...options });
  const request = (spec: Partial<RequestSpec> = {}) =>
    client.request({ baseUrl: BASE, method: 'GET', path: '/api/v1/links', ...spec });
  return { request, calls, fetch, sleep, headersOf: (i = 0) => new Headers(calls[i]!.init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient: request', () => {
  it('sends the bearer key and Accept JSON, and no body, when given a GET', async () => {
    const { request, headersOf, calls } = setup([json(200, { data: [] })]);

    await request();

    expect(headersOf().get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(headersOf().get('Accept')).toBe('application/json');
    expect(headersOf().get('Content-Type')).toBeNull();
    expect(calls[0]!.init).toMatchObject({ method: 'GET', redirect: 'manual', credentials: 'omit' });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)(
    'sends the form with its content type when given a %s',
    async (method) => {
      const { request, headersOf, calls } = setup([json(200, { data: {} })]);

      await request({ method, form: 'url=https%3A%2F%2Fa.b' });

      expect(headersOf().get('Content-Type')).toBe('application/x-www-form-urlencoded');
      expect(headersOf().get('Accept')).toBe('application/json');
      expect(headersOf().get('Authorization')).toBe(`Bearer ${KEY}`);
      expect(calls[0]!.init).toMatchObject({ method, body: 'url=https%3A%2F%2Fa.b', redirect: 'manual' });
    },
  );

  it('sends an empty form when a write has no fields', async () => {
    const { request, headersOf, calls } = setup([json(200, {})]);

    await request({ method: 'PATCH' });

    expect(calls[0]!.init.body).toBe('');
    expect(headersOf().get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('sends no body and no content type when given a DELETE without a form', async () => {
    const { request, headersOf, calls } = setup([json(200, { deleted: true })]);

    await request({ method: 'DELETE', path: '/api/v1/links/42' });

    expect(calls[0]!.init.body).toBeUndefined();
    expect(headersOf().get('Content-Type')).toBeNull();
  });

  it('trims whitespace pasted around the API key', async () => {
    const { request, headersOf } = setup([json(200, {})], { apiKey: `  ${KEY}\n` });

    await request();

    expect(headersOf().get('Authorization')).toBe(`Bearer ${KEY}`);
  });

  it.each([
    ['https://sho.rt', '/api/v1/links', 'https://sho.rt/api/v1/links'],
    ['https://sho.rt/', '/api/v1/links/42', 'https://sho.rt/api/v1/links/42'],
    ['https://x.io/short/', '/api/v1/links/42', 'https://x.io/short/api/v1/links/42'],
    ['https://x.io/short', 'api/v1/links/', 'https://x.io/short/api/v1/links'],
    ['https://x.io//short//', '//api//v1/links', 'https://x.io/short/api/v1/links'],
    [' https://x.io:8443/a/b/?q=1#h ', '/api/v1/websites', 'https://x.io:8443/a/b/api/v1/websites'],
    ['https://user:pw@x.io', '/api/v1/links', 'https://x.io/api/v1/links'],
    ['https://x.io/short/', '', 'https://x.io/short'],
  ])('joins %s and %s into %s', async (baseUrl, path, expected) => {
    const { request, calls } = setup([json(200, {})]);

    await request({ baseUrl, path });

    expect(calls[0]!.url).toBe(expected);
  });

  it('encodes the query and drops undefined entries', async () => {
    const { request, calls } = setup([json(200, {})]);

    await request({ query: { search: 'a b&c=d', by: undefined, page: 2, sort: 'desc' } });

    const url = new URL(calls[0]!.url);
    expect(url.search).toBe('?search=a+b%26c%3Dd&page=2&sort=desc');
    expect(url.searchParams.get('search')).toBe('a b&c=d');
  });

  it.each(['not a url', 'ftp://x.io', ''])(
    'rejects with not_configured and sends nothing when the base URL is %j',
    async (baseUrl) => {
      const { request, fetch } = setup([json(200, {})]);

      const error = await rejection(request({ baseUrl }));

      expect(error.code).toBe('not_configured');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('rejects with not_configured and sends nothing when the API key is empty', async () => {
    const { request, fetch } = setup([json(200, {})], { apiKey: '  ' });

    expect((await rejection(request())).code).toBe('not_configured');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with unauthorized and sends nothing when the API key has characters a header cannot carry', async () => {
    const { request, fetch } = setup([json(200, {})], { apiKey: 'clé secrète' });

    const error = await rejection(request());

    expect(error.code).toBe('unauthorized');
    expect(error.message).not.toContain('clé');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses globalThis.fetch when no fetch is given', async () => {
    const globalFetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    try {
      const client = createHttpClient({ apiKey: KEY });

      const response = await client.request({ baseUrl: BASE, method: 'GET', path: '/api/v1/account' });

      expect(response.body).toEqual({ ok: true });
      expect(globalFetch).toHaveBeenCalledOnce();
    } finally {
      globalFetch.mockRestore();
    }
  });
});

describe('createHttpClient: responses', () => {
  it('returns the status, parsed JSON body and headers when given a 2xx JSON answer', async () => {
    const { request } = setup([json(201, { data: { id: 42 }, status: 201 }, { 'X-Test': 'yes' })]);

    const response = await request({ method: 'POST', form: 'url=u' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { id: 42 }, status: 201 });
    expect(response.headers.get('X-Test')).toBe('yes');
  });

  it('parses JSON whatever the content type says', async () => {
    const { request } = setup([text(200, '{"data":[]}', { 'Content-Type': 'text/html' })]);

    expect((await request()).body).toEqual({ data: [] });
  });

  it.each([
    [204, null],
    [200, ''],
    [200, ' \n'],
  ])('returns a null body when a %i has body %j', async (status, body) => {
    const { request } = setup([text(status, body)]);

    const response = await request({ method: 'DELETE' });

    expect(response).toMatchObject({ status, body: null });
  });

  it.each([
    '<!DOCTYPE html><html><body>Welcome</body></html>',
    'Deprecated: something in /var/www <br />{"data":{}}',
  ])('rejects with bad_response saying to check the base URL when a 200 is not JSON: %s', async (body) => {
    const { request } = setup([text(200, body, { 'Content-Type': 'text/html' })]);

    const error = await rejection(request());

    expect(error.toJSON()).toMatchObject({ code: 'bad_response', status: 200 });
    expect(error.message).toContain('check the base URL');
  });

  it('rejects with bad_response about the base URL or key, without retrying, when given a 302', async () => {
    const { request, calls } = setup([text(302, null, { Location: `${BASE}/login` })]);

    const error = await rejection(request());

    expect(error.toJSON()).toMatchObject({ code: 'bad_response', status: 302 });
    expect(error.message).toMatch(/base URL.*API key/);
    expect(calls).toHaveLength(1);
  });

  it('rejects with bad_response when a browser reports an opaqueredirect', async () => {
    const opaque: Reply = () =>
      Object.defineProperties(new Response(null, { status: 200 }), {
        type: { value: 'opaqueredirect' },
        status: { value: 0 },
      });
    const { request } = setup([opaque]);

    const error = await rejection(request({ method: 'POST' }));

    expect(error.code).toBe('bad_response');
    expect(error.status).toBeUndefined();
  });

  it('maps a 401 to unauthorized', async () => {
    const { request } = setup([json(401, { message: 'Unauthenticated.' })]);

    expect((await rejection(request())).toJSON()).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('maps a 422 to validation with the server field names', async () => {
    const { request } = setup([json(422, { message: { alias: ['The Alias has already been taken.'] } })]);

    const error = await rejection(request({ method: 'POST', form: 'alias=x' }));

    expect(error.toJSON()).toMatchObject({
      code: 'validation',
      status: 422,
      fields: { alias: ['The Alias has already been taken.'] },
    });
  });

  it('maps an HTML 502 from a proxy to server', async () => {
    const { request } = setup([
      text(502, '<html><h1>502 Bad Gateway</h1></html>', { 'Content-Type': 'text/html' }),
    ]);

    expect((await rejection(request({ method: 'POST' }))).toJSON()).toMatchObject({
      code: 'server',
      status: 502,
    });
  });

  it('never puts the API key in a message, even when the server echoes it', async () => {
    const { request } = setup([json(422, { message: `Token ${KEY} is malformed` })]);

    const error = await rejection(request({ method: 'POST' }));

    expect(JSON.stringify(error.toJSON())).not.toContain(KEY);
  });

  it('rejects with network naming the origin, never the key, when fetch fails', async () => {
    const { request } = setup([networkFailure]);

    const error = await rejection(request({ method: 'POST', baseUrl: 'https://x.io/short/' }));

    expect(error.toJSON()).toEqual({
      code: 'network',
      message: 'Could not reach https://x.io: check the URL and your connection.',
    });
  });

  it('rejects with network when fetch throws synchronously', async () => {
    const { request } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);

    expect((await rejection(request({ method: 'PUT' }))).code).toBe('network');
  });

  it('rejects with network when the body breaks off mid-way', async () => {
    const broken: Reply = () =>
      ({
        status: 200,
        type: 'basic',
        headers: new Headers(),
        text: () => Promise.reject(new TypeError('terminated')),
      }) as unknown as Response;
    const { request } = setup([broken]);

    expect((await rejection(request({ method: 'POST' }))).code).toBe('network');
  });
});

describe('createHttpClient: timeouts', () => {
  it('aborts a GET after 10 s by default and retries it, then rejects with timeout', async () => {
    vi.useFakeTimers();
    const { request, calls } = setup([hang]);
    const outcome = rejection(request());

    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);

    const error = await outcome;
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('https://sho.rt did not answer within 10 seconds');
    expect(calls).toHaveLength(3);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('gives a %s 30 s by default', async (method) => {
    vi.useFakeTimers();
    const { request, calls } = setup([hang, json(200, {})]);
    const outcome = request({ method }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0]!.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(calls[0]!.init.signal?.aborted).toBe(true);
    const result = await outcome;
    if (method === 'DELETE') expect(result).toMatchObject({ status: 200 });
    else expect(result).toMatchObject({ code: 'timeout' });
  });

  it('uses the configured read and write timeouts', async () => {
    vi.useFakeTimers();
    const { request } = setup([hang], { timeouts: { read: 50, write: 120 } });
    const read = rejection(request());
    const write = rejection(request({ method: 'POST' }));

    await vi.advanceTimersByTimeAsync(150);

    expect((await read).code).toBe('timeout');
    expect((await write).message).toContain('within 1 second');
  });

  it('times out when the body never finishes, even if fetch ignores the signal', async () => {
    vi.useFakeTimers();
    const endless: Reply = () => new Response(new ReadableStream({ start() {} }), { status: 200 });
    const { request } = setup([endless]);
    const outcome = rejection(request({ method: 'POST' }));

    await vi.advanceTimersByTimeAsync(30_000);

    expect((await outcome).code).toBe('timeout');
  });
});

describe('createHttpClient: cancelling', () => {
  it('rejects with cancelled and does not retry when the caller aborts during the request', async () => {
    const controller = new AbortController();
    const { request, calls } = setup([hang]);
    const outcome = rejection(request({ signal: controller.signal }));

    controller.abort();

    expect((await outcome).code).toBe('cancelled');
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { request, fetch } = setup([json(200, {})]);

    const error = await rejection(request({ signal: AbortSignal.abort() }));

    expect(error.code).toBe('cancelled');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with cancelled when the caller aborts during the backoff before a retry', async () => {
    const controller = new AbortController();
    const { request, calls } = setup([json(503, {})], {
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    });
    const outcome = rejection(request({ signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    controller.abort();

    expect((await outcome).code).toBe('cancelled');
    expect(calls).toHaveLength(1);
  });

  it('rejects with cancelled when a sleep resolves although the caller aborted', async () => {
    const controller = new AbortController();
    const { request } = setup([networkFailure], {
      sleep: async () => {
        controller.abort();
      },
    });

    expect((await rejection(request({ signal: controller.signal }))).code).toBe('cancelled');
  });

  it('passes on a sleep failure that is not a cancellation', async () => {
    const { request } = setup([networkFailure], { sleep: () => Promise.reject(new Error('clock broke')) });

    await expect(request()).rejects.toThrow('clock broke');
  });
});

describe('createHttpClient: retries', () => {
  it('retries a GET twice with growing backoff when the network fails, then succeeds', async () => {
    const { request, calls, sleep } = setup([networkFailure, networkFailure, json(200, { data: [] })]);

    const response = await request();

    expect(response.body).toEqual({ data: [] });
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 900]);
  });

  it.each([502, 503, 504])('gives up on a GET after 3 attempts when every answer is %i', async (status) => {
    const { request, calls } = setup([json(status, {})]);

    const error = await rejection(request());

    expect(error.toJSON()).toMatchObject({ code: 'server', status });
    expect(calls).toHaveLength(3);
  });

  it('retries a DELETE when given a 504', async () => {
    const { request, calls } = setup([json(504, {}), json(200, { deleted: true })]);

    expect((await request({ method: 'DELETE' })).body).toEqual({ deleted: true });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['POST', 503],
    ['PUT', 503],
    ['PATCH', 503],
    ['POST', 'network'],
    ['PUT', 'network'],
    ['PATCH', 'network'],
    ['POST', 429],
  ] as const)('never retries a %s (duplicate links) when given %s', async (method, failure) => {
    const reply = failure === 'network' ? networkFailure : json(failure, {}, { 'Retry-After': '1' });
    const { request, calls, sleep } = setup([reply, json(201, {})]);

    await rejection(request({ method, form: 'url=u', waitForRateLimit: true }));

    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each([500, 400, 401, 404, 422])('does not retry a GET when given %i', async (status) => {
    const { request, calls } = setup([json(status, {}), json(200, {})]);

    await rejection(request());

    expect(calls).toHaveLength(1);
  });

  it('returns a synthetic success when a retried DELETE gets a 404 (the first one went through)', async () => {
    const { request, calls } = setup([networkFailure, json(404, { message: 'Resource not found.' })]);

    const response = await request({ method: 'DELETE', path: '/api/v1/links/42' });

    expect(response).toMatchObject({ status: 200, body: { deleted: true } });
    expect(calls).toHaveLength(2);
  });

  it('rejects with not_found when the first DELETE gets a 404', async () => {
    const { request } = setup([json(404, { message: 'Resource not found.' })]);

    expect((await rejection(request({ method: 'DELETE' }))).toJSON()).toMatchObject({
      code: 'not_found',
      status: 404,
    });
  });

  it('waits for Retry-After before retrying a 503 when it is within the cap', async () => {
    const { request, sleep } = setup([json(503, {}, { 'Retry-After': '5' }), json(200, {})]);

    await request();

    expect(sleep).toHaveBeenCalledWith(5_000, undefined);
  });

  it('does not wait when a 503 asks for more than the cap', async () => {
    const { request, calls } = setup([json(503, {}, { 'Retry-After': '120' })]);

    expect((await rejection(request())).code).toBe('server');
    expect(calls).toHaveLength(1);
  });
});

describe('createHttpClient: rate limit', () => {
  const spent = {
    'X-RateLimit-Limit': '60',
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(NOW / 1000 + 30),
  };

  it('rejects a GET with rate_limited at once, without waiting, when a 429 comes to an interactive call', async () => {
    const { request, calls, sleep } = setup([
      json(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '2' }),
    ]);

    const error = await rejection(request());

    expect(error.toJSON()).toMatchObject({ code: 'rate_limited', status: 429, retryAfter: 2 });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits Retry-After and retries when a 429 comes to bulk work within the cap', async () => {
    const { request, calls, sleep } = setup([json(429, {}, { 'Retry-After': '2' }), json(200, { data: [] })]);

    const response = await request({ waitForRateLimit: true });

    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(2_000, undefined);
  });

  it('retries a 429 without Retry-After after the backoff when doing bulk work', async () => {
    const { request, sleep } = setup([json(429, {}), json(200, {})]);

    await request({ waitForRateLimit: true });

    expect(sleep).toHaveBeenCalledWith(300, undefined);
  });

  it('waits out a whole rate-limit window when a 429 comes to bulk work', async () => {
    const { request, calls, sleep } = setup([
      json(429, {}, { 'Retry-After': '60' }),
      json(200, { data: [] }),
    ]);

    const response = await request({ waitForRateLimit: true });

    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(sleep).toHaveBeenCalledWith(60_000, undefined);
  });

  it('rejects with rate_limited instead of waiting when Retry-After is beyond the bulk cap', async () => {
    const { request, calls, sleep } = setup([json(429, {}, { 'Retry-After': '600' })]);

    const error = await rejection(request({ waitForRateLimit: true }));

    expect(error.toJSON()).toMatchObject({ code: 'rate_limited', retryAfter: 600 });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('rejects the next interactive request at once, sending nothing, when the budget is spent', async () => {
    const { request, calls } = setup([json(200, { data: [] }, spent)]);
    await request();

    const error = await rejection(request({ method: 'POST', form: 'url=u' }));

    expect(error.toJSON()).toMatchObject({ code: 'rate_limited', retryAfter: 30 });
    expect(error.message).toContain('30 seconds');
    expect(calls).toHaveLength(1);
  });

  it('sleeps until the reset and then sends when bulk work meets a spent budget', async () => {
    const { request, calls, sleep } = setup([json(200, {}, spent), json(200, { data: [] })]);
    await request();

    const response = await request({ waitForRateLimit: true });

    expect(sleep).toHaveBeenCalledWith(30_000, undefined);
    expect(response.body).toEqual({ data: [] });
    expect(calls).toHaveLength(2);
  });

  it('keeps the budget of each origin apart', async () => {
    const { request, calls } = setup([json(200, {}, spent), json(200, {})]);
    await request();

    await request({ baseUrl: 'https://stats.example' });

    expect(calls).toHaveLength(2);
  });

  it('sends again once the reset has passed', async () => {
    const past = { ...spent, 'X-RateLimit-Reset': String(NOW / 1000 - 1) };
    const { request, calls } = setup([json(200, {}, past), json(200, {})]);
    await request();

    await request();

    expect(calls).toHaveLength(2);
  });

  it('rejects the next interactive request without sending after a 429', async () => {
    const { request, calls } = setup([json(429, {}, { 'Retry-After': '20' })]);
    await rejection(request());

    const error = await rejection(request());

    expect(error.toJSON()).toMatchObject({ code: 'rate_limited', retryAfter: 20 });
    expect(error.status).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('rejects with cancelled when the caller aborts while waiting for the reset', async () => {
    const controller = new AbortController();
    const { request, calls } = setup([json(200, {}, spent)], {
      sleep: async () => {
        controller.abort();
      },
    });
    await request();

    const error = await rejection(request({ waitForRateLimit: true, signal: controller.signal }));

    expect(error.code).toBe('cancelled');
    expect(calls).toHaveLength(1);
  });
});

describe('abortableSleep', () => {
  it('resolves after the given time', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void abortableSleep(1_000).then(done);

    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(done).toHaveBeenCalled();
  });

  it('rejects when the signal aborts while sleeping', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);

    controller.abort(new Error('stop'));

    await expect(sleeping).rejects.toThrow('stop');
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(abortableSleep(10, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });

  it('is the default sleep of the client', async () => {
    vi.useFakeTimers();
    const { request, calls } = setup([networkFailure, json(200, {})], { sleep: undefined });
    const outcome = request();

    await vi.advanceTimersByTimeAsync(300);

    await expect(outcome).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
  });
});
