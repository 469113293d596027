import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import classic from '../fixtures/links-classic.json';
import current from '../fixtures/links-current.json';
import { checkShortUrl, parseClassicLink, parseCurrentLink, readShortUrl } from './links';

const context = { linksBaseUrl: 'https://links.example/' };

describe('parseClassicLink', () => {
  it('reads every field of the typical record when given the documented example', () => {
    expect(parseClassicLink(classic.typical, context)).toEqual({
      id: 42,
      alias: 'x7k2p',
      url: 'https://example.com/a',
      shortUrl: 'https://sho.rt/x7k2p',
      title: 'Example page',
      clicks: 0,
      disabled: false,
      privacy: 'public',
      hasPassword: false,
      hasPrivacyPassword: false,
      expirationUrl: null,
      expirationClicks: 0,
      endsAt: null,
      startsAt: null,
      targetsType: 'none',
      targets: [],
      sensitiveContent: false,
      space: { id: 3, name: 'Blog' },
      domain: { id: 2, name: 'https://sho.rt' },
      pixels: [{ id: 1, name: 'FB' }],
      createdAt: '2021-03-20T14:53:26.000Z',
      updatedAt: '2021-03-20T14:53:26.000Z',
    });
  });

  it('coerces strings, nulls and SQL dates when given a just-created record', () => {
    const link = parseClassicLink(classic.justCreated, context);
    expect(link).toMatchObject({
      id: 43,
      shortUrl: 'https://sho.rt/promo',
      title: null,
      clicks: 0,
      disabled: false,
      privacy: 'password',
      hasPassword: true,
      hasPrivacyPassword: true,
      expirationUrl: 'https://example.com/gone',
      expirationClicks: 100,
      endsAt: '2030-01-31T23:59:00.000Z',
      targetsType: 'countries',
      targets: [
        { key: 'US', value: 'https://us.example.com' },
        { key: 'DE', value: 'https://de.example.com' },
      ],
      space: null,
      domain: { id: 2, name: 'sho.rt' },
      createdAt: '2021-03-20T14:53:26.000Z',
    });
    expect(link).not.toHaveProperty('unexpected');
  });

  it('reads "1"/"0" flags and platform rows when given string flags', () => {
    expect(parseClassicLink(classic.stringFlags, context)).toMatchObject({
      disabled: true,
      privacy: 'private',
      hasPassword: true,
      hasPrivacyPassword: false,
      clicks: 12,
      shortUrl: 'https://links.example/os',
      space: { id: 7, name: '7' },
      pixels: [],
      targetsType: 'operating_systems',
      targets: [
        { key: 'iOS', value: 'https://apple.example' },
        { key: 'Android', value: 'https://play.example' },
      ],
    });
  });

  it('reads language rows of target_type 1 as languages when there are no country rows', () => {
    expect(parseClassicLink(classic.booleanFlags, context)).toMatchObject({
      disabled: true,
      privacy: 'public',
      targetsType: 'languages',
      targets: [{ key: 'en', value: 'https://en.example' }],
      shortUrl: 'https://links.example.org/lang',
    });
  });

  it('reads rotation rows without keys and expiration date + time when there is no ends_at', () => {
    expect(parseClassicLink(classic.rotation, context)).toMatchObject({
      targetsType: 'rotations',
      targets: [{ value: 'https://a.example' }, { value: 'https://b.example' }],
      endsAt: '2030-05-01T08:30:00.000Z',
      privacy: 'private',
    });
  });

  it.each([
    ['country rows', { country_target: [{ key: 'US', value: 'https://u' }] }, 'countries'],
    ['platform rows', { platform_target: [{ key: 'iOS', value: 'https://i' }] }, 'operating_systems'],
    ['rotation rows', { rotation_target: [{ value: 'https://r' }] }, 'rotations'],
    ['no rows', {}, 'none'],
  ])('infers the targeting type from %s when target_type is missing', (_, rows, expected) => {
    expect(parseClassicLink({ id: 1, alias: 'a', ...rows }, context).targetsType).toBe(expected);
  });
});

describe('parseCurrentLink', () => {
  it('reads the typical record when given the current dialect', () => {
    expect(parseCurrentLink(current.typical, context)).toMatchObject({
      id: 42,
      clicks: 5,
      disabled: false,
      hasPassword: false,
      hasPrivacyPassword: false,
      expirationClicks: 0,
      endsAt: null,
      startsAt: null,
      targetsType: 'none',
      targets: [],
      sensitiveContent: false,
      domain: { id: 2, name: 'sho.rt' },
      pixels: [
        { id: 1, name: 'FB' },
        { id: 4, name: 'GA' },
      ],
      updatedAt: '2024-06-02T08:00:00.000Z',
    });
  });

  it('maps redirect_password to hasPassword and password to hasPrivacyPassword', () => {
    const link = parseCurrentLink(
      { ...current.passwords, password: false, redirect_password: true },
      context,
    );
    expect([link.hasPassword, link.hasPrivacyPassword]).toEqual([true, false]);
    const flipped = parseCurrentLink(
      { ...current.passwords, password: true, redirect_password: false },
      context,
    );
    expect([flipped.hasPassword, flipped.hasPrivacyPassword]).toEqual([false, true]);
  });

  it('reads the active period, clicks limit and targets when given strings', () => {
    expect(parseCurrentLink(current.passwords, context)).toMatchObject({
      id: 50,
      privacy: 'password',
      sensitiveContent: true,
      startsAt: '2024-01-01T00:00:00.000Z',
      endsAt: '2030-12-31T23:59:00.000Z',
      expirationClicks: 500,
      clicks: 7,
      targetsType: 'countries',
      targets: [{ key: 'FR', value: 'https://fr.example' }],
      shortUrl: 'https://links.example/secret',
    });
  });

  it('keeps current-only targeting types and falls back to expires_at for the end', () => {
    expect(parseCurrentLink(current.continents, context)).toMatchObject({
      targetsType: 'continents',
      endsAt: '2031-01-01T00:00:00.000Z',
      shortUrl: 'https://go.example/eu',
    });
  });

  it('reads an unknown targeting type as none', () => {
    expect(parseCurrentLink(current.unknownTargets, context)).toMatchObject({
      targetsType: 'none',
      targets: [],
    });
  });
});

describe('readShortUrl', () => {
  it.each([
    [{ short_url: 'https://s.rt/a' }, 'https://s.rt/a'],
    [{ short_url: '', domain: { url: 'https://d.example/' } }, 'https://d.example/a'],
    [{ domain: { name: 'd.example' } }, 'https://d.example/a'],
    [{ domain: { name: 'http://d.example' } }, 'http://d.example/a'],
    [{ domain: null }, 'https://links.example/a'],
  ])('builds the short URL from %j', (record, expected) => {
    expect(readShortUrl(record, 'a', 'https://links.example/')).toBe(expected);
  });
});

describe('checkShortUrl', () => {
  it.each([
    ['https://sho.rt/abc</style><img src=x onerror=alert(1)>'],
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['/relative/abc'],
    ['sho.rt/abc'],
    ['https://sho.rt/a b'],
    ['https://sho.rt/a"onmouseover="x'],
    ['http://'],
  ])('refuses %j with a bad_response error that names it', (value) => {
    expect(() => checkShortUrl(value, 'abc')).toThrow(
      expect.objectContaining({ code: 'bad_response', message: expect.stringContaining('absolute http(s)') }),
    );
  });

  it.each([['https://sho.rt/abc'], ['http://sho.rt:8080/a?b=c#d'], ['https://xn--bcher-kva.example/ä']])(
    'accepts %j as it was given',
    (value) => {
      expect(checkShortUrl(value, 'abc')).toBe(value);
    },
  );
});

describe('link parsers with a hostile short URL', () => {
  it.each([
    ['classic', parseClassicLink],
    ['current', parseCurrentLink],
  ])('refuse the link where it is read (%s)', (_, parse) => {
    const raw = { id: 7, alias: 'abc', url: 'https://example.org/', short_url: 'javascript:alert(1)' };
    expect(() => parse(raw, context)).toThrow(expect.objectContaining({ code: 'bad_response' }));
  });

  it('refuses a domain whose address is not http(s)', () => {
    expect(() => readShortUrl({ domain: { url: 'javascript://x' } }, 'a', 'https://links.example/')).toThrow(
      expect.objectContaining({ code: 'bad_response' }),
    );
  });
});

describe('link parsers on arbitrary JSON', () => {
  it.each([
    ['classic', parseClassicLink],
    ['current', parseCurrentLink],
  ])('never throw anything but ApiError (%s)', (_, parse) => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ id: fc.jsonValue() }, { requiredKeys: [] })),
        (value) => {
          try {
            parse(value, context);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect((error as ApiError).code).toBe('bad_response');
          }
        },
      ),
    );
  });

  it.each([null, 'x', [], { alias: 'no-id' }, { id: 0 }, { id: 'abc' }])(
    'throws bad_response when given %j',
    (value) => {
      expect(() => parseClassicLink(value, context)).toThrow(
        expect.objectContaining({ code: 'bad_response' }),
      );
    },
  );
});
