import { describe, expect, it } from 'vitest';
import {
  cancelledError,
  errorFromResponse,
  fieldErrorsFrom,
  networkError,
  notTheApiError,
  rateLimitedError,
  redactKey,
  redirectError,
  timeoutError,
} from './error-mapping';
import { ApiError } from './errors';
import { check } from './field-checks';

const NOW = 1_700_000_000_000;
const noHeaders = new Headers();

describe('errorFromResponse', () => {
  it('returns unauthorized pointing at the API key in Options when given a 401', () => {
    const error = errorFromResponse(401, { message: 'Unauthenticated.' }, noHeaders, NOW);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual({
      code: 'unauthorized',
      status: 401,
      message: expect.stringContaining('check the API key in Options'),
    });
  });

  it('returns forbidden about the plan when given a 403', () => {
    const error = errorFromResponse(
      403,
      { message: "You don't have access to this feature.", status: 403 },
      noHeaders,
    );

    expect(error.code).toBe('forbidden');
    expect(error.status).toBe(403);
    expect(error.message).toContain('plan has no API access');
  });

  it('returns not_found about the record when given a JSON 404', () => {
    const error = errorFromResponse(404, { message: 'No query results for model [App\\Link] 42' }, noHeaders);

    expect(error.code).toBe('not_found');
    expect(error.status).toBe(404);
    expect(error.message).toContain('does not exist');
  });

  it('returns not_found about the base URL when given an HTML 404', () => {
    const error = errorFromResponse(404, '<html><body>Not Found</body></html>', noHeaders);

    expect(error.code).toBe('not_found');
    expect(error.message).toContain('check the base URL');
  });

  it('flattens fields when a 422 has the message-object shape', () => {
    const body = { message: { alias: ['The Alias has already been taken.'] }, status: 422 };

    const error = errorFromResponse(422, body, noHeaders);

    expect(error.code).toBe('validation');
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ alias: ['The Alias has already been taken.'] });
  });

  it('flattens fields when a 422 has the Laravel errors shape', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { url: ['You shortened too many links.'], 'country.0.value': ['Invalid.'] },
    };

    const error = errorFromResponse(422, body, noHeaders);

    expect(error.fields).toEqual({ url: ['You shortened too many links.'], 'country.0.value': ['Invalid.'] });
  });

  it("quotes the server's sentence when a 422 names no field", () => {
    const error = errorFromResponse(422, { message: 'Limit reached.' }, noHeaders);

    expect(error.code).toBe('validation');
    expect(error.fields).toBeUndefined();
    expect(error.message).toContain('Limit reached.');
  });

  it('returns validation without fields when a 422 body is not JSON', () => {
    const error = errorFromResponse(422, 'oops', noHeaders);

    expect(error.code).toBe('validation');
    expect(error.fields).toBeUndefined();
  });

  it('takes retryAfter from Retry-After when given a 429', () => {
    const headers = new Headers({ 'Retry-After': '42', 'X-RateLimit-Reset': String(NOW / 1000 + 5) });

    const error = errorFromResponse(429, { message: 'Too Many Attempts.' }, headers, NOW);

    expect(error.toJSON()).toEqual({
      code: 'rate_limited',
      status: 429,
      retryAfter: 42,
      message: 'Too many requests: try again in 42 seconds.',
    });
  });

  it('takes retryAfter from X-RateLimit-Reset minus now when a 429 has no Retry-After', () => {
    const headers = new Headers({ 'X-RateLimit-Reset': String(NOW / 1000 + 17) });

    expect(errorFromResponse(429, {}, headers, NOW).retryAfter).toBe(17);
  });

  it('leaves retryAfter unset when a 429 says nothing about time', () => {
    const error = errorFromResponse(429, {}, noHeaders, NOW);

    expect(error.retryAfter).toBeUndefined();
    expect(error.message).toContain('in a minute');
  });

  it.each([500, 502, 503, 504])('returns server when given %i (JSON or a proxy HTML page)', (status) => {
    const error = errorFromResponse(status, '<html><h1>Bad Gateway</h1></html>', noHeaders);

    expect(error.code).toBe('server');
    expect(error.status).toBe(status);
    expect(error.message).toContain(`HTTP ${status}`);
  });

  it('mentions the proxy for 502-504 but not for 500', () => {
    expect(errorFromResponse(502, '', noHeaders).message).toContain('proxy');
    expect(errorFromResponse(500, { message: 'Server Error' }, noHeaders).message).not.toContain('proxy');
  });

  it('keeps Retry-After on a 503', () => {
    expect(errorFromResponse(503, '', new Headers({ 'Retry-After': '3' })).retryAfter).toBe(3);
  });

  it('returns timeout when given a 408', () => {
    expect(errorFromResponse(408, '', noHeaders).code).toBe('timeout');
  });

  it('returns not_found when given a 410', () => {
    expect(errorFromResponse(410, { message: 'Gone' }, noHeaders).code).toBe('not_found');
  });

  it.each([413, 414])('returns validation about the size when given %i', (status) => {
    const error = errorFromResponse(status, '', noHeaders);

    expect(error.code).toBe('validation');
    expect(error.message).toBe(check('request_too_large'));
  });

  it.each([400, 405, 409, 419, 418])(
    'returns bad_response with the status when given another 4xx (%i)',
    (status) => {
      const error = errorFromResponse(status, { message: 'whatever' }, noHeaders);

      expect(error.code).toBe('bad_response');
      expect(error.status).toBe(status);
      expect(error.message).toContain('check the base URL');
    },
  );

  it('branches on the status, not on the localized message text', () => {
    const german = { message: 'Nicht authentifiziert.' };

    expect(errorFromResponse(401, german, noHeaders).message).toBe(
      errorFromResponse(401, { message: 'Unauthenticated.' }, noHeaders).message,
    );
  });
});

describe('fieldErrorsFrom', () => {
  it('wraps a single string message in a list', () => {
    expect(fieldErrorsFrom({ message: { alias: 'Taken.' } })).toEqual({ alias: ['Taken.'] });
  });

  it('merges both shapes when a body carries both', () => {
    expect(fieldErrorsFrom({ message: { url: ['A'] }, errors: { url: ['B'], alias: ['C'] } })).toEqual({
      url: ['A', 'B'],
      alias: ['C'],
    });
  });

  it('ignores values that are not messages', () => {
    expect(fieldErrorsFrom({ errors: { url: [null, { a: 1 }], alias: [7] } })).toEqual({ alias: ['7'] });
  });

  it.each([null, 'text', [], { message: 'x' }, { errors: [] }])('returns undefined when given %j', (body) => {
    expect(fieldErrorsFrom(body)).toBeUndefined();
  });
});

describe('transport errors', () => {
  it('returns bad_response with the status when given a 302 redirect', () => {
    const error = redirectError(302);

    expect(error.code).toBe('bad_response');
    expect(error.status).toBe(302);
    expect(error.message).toContain('base URL');
    expect(error.message).toContain('API key');
  });

  it('leaves the status unset when given an opaque redirect (status 0)', () => {
    expect(redirectError(0).status).toBeUndefined();
  });

  it('says the URL does not look like the API when a 2xx is not JSON', () => {
    expect(notTheApiError(200).toJSON()).toEqual({
      code: 'bad_response',
      status: 200,
      message: expect.stringContaining('does not look like the API'),
    });
  });

  it('names the origin when the network fails', () => {
    expect(networkError('https://x.io').message).toBe(
      'Could not reach https://x.io: check the URL and your connection.',
    );
  });

  it('says how many seconds a timeout waited', () => {
    expect(timeoutError('https://x.io', 10_000).message).toContain('within 10 seconds');
    expect(timeoutError('https://x.io', 50).message).toContain('within 1 second:');
  });

  it('returns cancelled', () => {
    expect(cancelledError().code).toBe('cancelled');
  });

  it('says "1 second" in the singular when rate limited for one second', () => {
    expect(rateLimitedError(1).message).toContain('in 1 second.');
    expect(rateLimitedError(1).status).toBeUndefined();
  });
});

describe('redactKey', () => {
  const key = 'sk_live_1234567890';

  it('replaces the key in the message and in field messages', () => {
    const error = new ApiError({
      code: 'validation',
      status: 422,
      message: `bad key ${key}`,
      fields: { token: [`${key} is invalid`] },
    });

    const redacted = redactKey(error, key).toJSON();

    expect(JSON.stringify(redacted)).not.toContain(key);
    expect(redacted).toMatchObject({ code: 'validation', status: 422, message: 'bad key [API key]' });
  });

  it('returns the same error when the key does not appear', () => {
    const error = new ApiError({ code: 'server', message: 'Server failed.' });

    expect(redactKey(error, key)).toBe(error);
  });

  it('leaves messages alone when the key is too short to be told apart from words', () => {
    const error = new ApiError({ code: 'server', message: 'abc' });

    expect(redactKey(error, 'ab')).toBe(error);
  });
});
