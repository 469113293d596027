import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import fixtures from '../fixtures/websites.json';
import { parseAccount } from './resources';
import { bareHost, parseClassicWebsite, parseCurrentWebsite } from './websites';

describe('parseClassicWebsite', () => {
  it('reads every field when given the documented record', () => {
    expect(parseClassicWebsite(fixtures.classic)).toEqual({
      id: 5,
      host: 'example.com',
      privacy: 'private',
      hasPassword: false,
      emailReports: false,
      excludeBots: true,
      excludeIps: ['1.2.3.4', '5.6.7.8'],
      favorite: false,
      createdAt: '2021-03-20T14:53:26.000Z',
      updatedAt: '2021-03-20T14:53:26.000Z',
    });
  });

  it('keeps only "a password is set" when the server returns it in plain text', () => {
    const website = parseClassicWebsite(fixtures.classicPlainPassword);
    expect(website).toMatchObject({ id: 6, host: 'shop.example', privacy: 'password', hasPassword: true });
    expect(website).toMatchObject({
      emailReports: true,
      excludeBots: false,
      excludeIps: ['10.0.0.1', '10.0.0.2'],
    });
    expect(JSON.stringify(website)).not.toContain('hunter2');
  });

  it('uses the server defaults when the fields of a just-created record are null', () => {
    expect(parseClassicWebsite(fixtures.classicJustCreated)).toMatchObject({
      privacy: 'private',
      emailReports: false,
      excludeBots: true,
      excludeIps: [],
      createdAt: null,
    });
  });
});

describe('parseCurrentWebsite', () => {
  it('reads the host from domain when given the current dialect', () => {
    expect(parseCurrentWebsite(fixtures.current)).toEqual({
      id: 8,
      host: 'example.org',
      privacy: 'public',
      hasPassword: true,
      emailReports: true,
      excludeBots: false,
      excludeIps: [],
      favorite: true,
      createdAt: '2024-06-01T10:00:00.000Z',
      updatedAt: '2024-06-01T10:00:00.000Z',
    });
  });

  it('falls back to url when a current record has no domain', () => {
    expect(parseCurrentWebsite({ id: 1, url: 'a.example', exclude_ips: ['1.1.1.1', ''] })).toMatchObject({
      host: 'a.example',
      excludeIps: ['1.1.1.1'],
    });
  });

  it('never throws anything but ApiError on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const parse of [parseClassicWebsite, parseCurrentWebsite, parseAccount]) {
          try {
            parse(value);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
          }
        }
      }),
    );
  });
});

describe('bareHost', () => {
  it.each([
    ['https://www.Example.com/path?q=1', 'example.com'],
    ['example.com', 'example.com'],
    ['http://sub.example.com:8080/', 'sub.example.com:8080'],
    ['  www.shop.example#x ', 'shop.example'],
  ])('turns %j into %j', (value, expected) => {
    expect(bareHost(value)).toBe(expected);
  });
});

describe('parseAccount', () => {
  it.each([
    [
      { id: 1, name: 'Ann', email: 'a@x', default_domain: 4 },
      { id: 1, name: 'Ann', email: 'a@x', defaultDomain: 4, timeZone: null },
    ],
    [
      { id: '2', default_domain: '5' },
      { id: 2, name: null, email: null, defaultDomain: 5, timeZone: null },
    ],
    [
      { id: 3, default_domain: { id: 6, name: 'd' } },
      { id: 3, name: null, email: null, defaultDomain: 6, timeZone: null },
    ],
    [
      { id: 5, timezone: ' Europe/Berlin ' },
      { id: 5, name: null, email: null, defaultDomain: null, timeZone: 'Europe/Berlin' },
    ],
    [
      { id: 6, timezone: 'Nowhere/Atlantis' },
      { id: 6, name: null, email: null, defaultDomain: null, timeZone: null },
    ],
    [
      { id: 4, default_domain: null },
      { id: 4, name: null, email: null, defaultDomain: null, timeZone: null },
    ],
  ])('reads %j', (raw, expected) => {
    expect(parseAccount(raw)).toEqual(expected);
  });
});
