import { describe, expect, it } from 'vitest';
import { encodeForm } from '../form';
import { classicDialect } from './classic';

const url = 'https://example.com/a';
const context = { now: () => Date.UTC(2025, 0, 1) };

describe('classicDialect.encodeLinkCreate', () => {
  it('sends every field under its classic name when given a full input', () => {
    const form = classicDialect.encodeLinkCreate(
      {
        url,
        alias: 'promo',
        password: 'redirect-secret',
        space: 3,
        domain: 2,
        pixels: [1, 4],
        disabled: true,
        privacy: 'password',
        privacyPassword: 'stats-secret',
        expirationUrl: 'https://example.com/gone',
        expirationDate: '2030-01-31',
        expirationTime: '23:59',
        expirationClicks: 100,
        targetsType: 'countries',
        targets: [{ key: 'US', value: 'https://us.example' }],
      },
      context,
    );
    expect(form).toEqual({
      url,
      alias: 'promo',
      password: 'redirect-secret',
      space: 3,
      domain: 2,
      pixels: [1, 4],
      disabled: 1,
      privacy: 2,
      privacy_password: 'stats-secret',
      expiration_url: 'https://example.com/gone',
      expiration_date: '2030-01-31',
      expiration_time: '23:59',
      expiration_clicks: 100,
      target_type: 1,
      country: [{ key: 'US', value: 'https://us.example' }],
    });
    expect(encodeForm(form)).toBe(
      'url=https%3A%2F%2Fexample.com%2Fa&alias=promo&password=redirect-secret&space=3&domain=2' +
        '&pixels[]=1&pixels[]=4&disabled=1&privacy=2&privacy_password=stats-secret' +
        '&expiration_url=https%3A%2F%2Fexample.com%2Fgone&expiration_date=2030-01-31&expiration_time=23%3A59' +
        '&expiration_clicks=100&target_type=1&country[0][key]=US&country[0][value]=https%3A%2F%2Fus.example',
    );
  });

  it('sends only the url when given only the url', () => {
    expect(classicDialect.encodeLinkCreate({ url }, context)).toEqual({ url });
  });

  it.each([
    ['none', [], { target_type: 0 }],
    ['languages', [{ key: 'en', value: url }], { target_type: 1, language: [{ key: 'en', value: url }] }],
    [
      'operating_systems',
      [{ key: 'iOS', value: url }],
      { target_type: 2, platform: [{ key: 'iOS', value: url }] },
    ],
    ['rotations', [{ value: url }], { target_type: 4, rotation: [{ value: url }] }],
  ] as const)('encodes targeting %s as target_type and its rows', (targetsType, targets, expected) => {
    expect(classicDialect.encodeLinkCreate({ url, targetsType, targets: [...targets] }, context)).toEqual({
      url,
      ...expected,
    });
  });
});

describe('classicDialect.encodeLinkUpdate', () => {
  it('clears the other type-1 group (countries <-> languages) with one empty row', () => {
    const form = classicDialect.encodeLinkUpdate(
      { targetsType: 'languages', targets: [{ key: 'fr', value: 'https://fr.example' }] },
      context,
    );
    expect(encodeForm(form)).toBe(
      'target_type=1&language[0][key]=fr&language[0][value]=https%3A%2F%2Ffr.example' +
        '&country[0][key]=&country[0][value]=',
    );
    const create = classicDialect.encodeLinkCreate(
      { url: 'https://example.com', targetsType: 'countries', targets: [{ key: 'US', value: 'https://us' }] },
      context,
    );
    expect(create).not.toHaveProperty('language');
  });

  it('sends only the given fields, null to clear a field, pixels[]= to clear the pixels and 0 for no click limit', () => {
    const form = classicDialect.encodeLinkUpdate(
      {
        alias: 'new',
        password: null,
        expirationDate: null,
        expirationTime: null,
        pixels: [],
        disabled: false,
        expirationClicks: null,
      },
      context,
    );
    expect(form).toEqual({
      alias: 'new',
      password: null,
      pixels: [null],
      disabled: 0,
      expiration_date: null,
      expiration_time: null,
      expiration_clicks: 0,
    });
    expect(encodeForm(form)).toBe(
      'alias=new&password=&pixels[]=&disabled=0&expiration_date=&expiration_time=&expiration_clicks=0',
    );
  });
});

describe('classicDialect.encodeLinkListQuery', () => {
  it.each([
    [{}, {}],
    [
      { search: 'x', searchBy: 'alias' },
      { search: 'x', by: 'alias' },
    ],
    [{ status: 'all' }, {}],
    [{ status: 'active' }, { status: 1 }],
    [{ status: 'expired' }, { status: 2 }],
    [{ status: 'disabled' }, { status: 3 }],
    [
      { space: 3, domain: 2 },
      { space: 3, domain: 2 },
    ],
    [{ sort: 'newest' }, { sort: 'desc' }],
    [{ sort: 'oldest' }, { sort: 'asc' }],
    [{ sort: 'most_clicks' }, { sort: 'max' }],
    [{ sort: 'fewest_clicks' }, { sort: 'min' }],
    [
      { perPage: 15, page: 2 },
      { per_page: 15, page: 2 },
    ],
  ] as const)('encodes %j as %j', (query, expected) => {
    expect(classicDialect.encodeLinkListQuery(query)).toEqual(expected);
  });
});

describe('classicDialect websites', () => {
  it('encodes a create with url, 0/1 flags and IPs one per line', () => {
    const form = classicDialect.encodeWebsiteCreate({
      url: 'https://www.example.com',
      privacy: 'password',
      password: 'p',
      emailReports: true,
      excludeBots: false,
      excludeIps: ['1.2.3.4', ' 5.6.7.8 '],
    });
    expect(encodeForm(form)).toBe(
      'url=https%3A%2F%2Fwww.example.com&privacy=2&password=p&email=1&exclude_bots=0&exclude_ips=1.2.3.4%0A5.6.7.8',
    );
  });

  it('prefixes https:// when given a bare host', () => {
    expect(classicDialect.encodeWebsiteCreate({ url: ' shop.example ' })).toEqual({
      url: 'https://shop.example',
    });
  });

  it('encodes an update with only the given fields', () => {
    expect(classicDialect.encodeWebsiteUpdate({ privacy: 'public', password: null, excludeIps: [] })).toEqual(
      {
        privacy: 0,
        password: null,
        exclude_ips: '',
      },
    );
  });

  it.each([
    [{}, {}],
    [
      { search: 'ex', sort: 'desc', perPage: 20, page: 3 },
      { search: 'ex', sort: 'desc', per_page: 20, page: 3 },
    ],
  ] as const)('encodes the list query %j as %j', (query, expected) => {
    expect(classicDialect.encodeWebsiteListQuery(query)).toEqual(expected);
  });
});

describe('classicDialect.fieldName', () => {
  it.each([
    ['url', 'links', 'url'],
    ['alias', 'links', 'alias'],
    ['privacy_password', 'links', 'privacyPassword'],
    ['expiration_date', 'links', 'expirationDate'],
    ['expiration_time', 'links', 'expirationTime'],
    ['expiration_clicks', 'links', 'expirationClicks'],
    ['expiration_url', 'links', 'expirationUrl'],
    ['target_type', 'links', 'targetsType'],
    ['country.0.key', 'links', 'targets.0.key'],
    ['platform.1.value', 'links', 'targets.1.value'],
    ['language.0.key', 'links', 'targets.0.key'],
    ['rotation.2.value', 'links', 'targets.2.value'],
    ['country', 'links', 'targets'],
    ['pixels.0', 'links', 'pixels.0'],
    ['by', 'links', 'searchBy'],
    ['per_page', 'links', 'perPage'],
    ['email', 'websites', 'emailReports'],
    ['exclude_bots', 'websites', 'excludeBots'],
    ['exclude_ips', 'websites', 'excludeIps'],
    ['password', 'websites', 'password'],
  ] as const)('renames %s (%s) to %s', (wire, service, expected) => {
    expect(classicDialect.fieldName(wire, service)).toBe(expected);
  });
});
