import { describe, expect, it } from 'vitest';
import { encodeForm } from '../form';
import { allowedPerPage, currentDialect, wireDateTime } from './current';

const url = 'https://example.com/a';
const now = Date.UTC(2025, 0, 2, 3, 4, 5);
const context = { now: () => now };

describe('currentDialect.encodeLinkCreate', () => {
  it('sends every field under its current name when given a full input', () => {
    const form = currentDialect.encodeLinkCreate(
      {
        url,
        alias: 'promo',
        password: 'redirect-secret',
        space: 3,
        domain: 2,
        pixels: [1, 4],
        privacy: 'password',
        privacyPassword: 'stats-secret',
        expirationUrl: 'https://example.com/gone',
        expirationDate: '2030-01-31',
        expirationTime: '23:59',
        expirationClicks: 100,
        targetsType: 'countries',
        targets: [{ key: 'US', value: 'https://us.example' }],
        sensitiveContent: true,
      },
      context,
    );
    expect(form).toEqual({
      url,
      alias: 'promo',
      domain_id: 2,
      space_id: 3,
      pixel_ids: [1, 4],
      redirect_password: 'redirect-secret',
      privacy: 2,
      password: 'stats-secret',
      expiration_url: 'https://example.com/gone',
      active_period_start_at: '2025-01-02 03:04:05',
      active_period_end_at: '2030-01-31 23:59:00',
      clicks_limit: 100,
      targets_type: 'countries',
      targets: [{ key: 'US', value: 'https://us.example' }],
      sensitive_content: 1,
    });
    expect(encodeForm(form)).toContain('&targets[0][key]=US&targets[0][value]=https%3A%2F%2Fus.example');
  });

  // The meaning of `password` flips between dialects: sending the redirect password as
  // `password` here would make it the statistics password (and leave the link unprotected).
  it.each([
    ['no privacy', { url, password: 'redirect-secret' }],
    ['privacy private', { url, password: 'redirect-secret', privacy: 'private' as const }],
    [
      'privacy password',
      { url, password: 'redirect-secret', privacy: 'password' as const, privacyPassword: 'stats' },
    ],
  ])('never sends the link password as `password` when given %s', (_, input) => {
    const form = currentDialect.encodeLinkCreate(input, context);
    expect(form.redirect_password).toBe('redirect-secret');
    expect(form.password).not.toBe('redirect-secret');
    expect(encodeForm(form)).not.toMatch(/(^|&)password=redirect-secret/);
    const update = currentDialect.encodeLinkUpdate(input, context);
    expect(encodeForm(update)).not.toMatch(/(^|&)password=redirect-secret/);
  });

  it('drops a privacy password when privacy is not password', () => {
    expect(currentDialect.encodeLinkUpdate({ privacy: 'public', privacyPassword: null }, context)).toEqual({
      privacy: 0,
    });
  });

  it.each([
    ['rotations', [{ value: url }], { targets_type: 'rotations', targets: [{ value: url }] }],
    [
      'devices',
      [{ key: 'mobile', value: url }],
      { targets_type: 'devices', targets: [{ key: 'mobile', value: url }] },
    ],
    ['none', [], {}],
  ] as const)('encodes targeting %s as targets_type and targets rows', (targetsType, targets, expected) => {
    expect(currentDialect.encodeLinkCreate({ url, targetsType, targets: [...targets] }, context)).toEqual({
      url,
      ...expected,
    });
  });
});

describe('currentDialect.encodeLinkUpdate', () => {
  it('clears the active period and targeting with nulls, the pixels with pixel_ids[]= and the click limit with 0', () => {
    const form = currentDialect.encodeLinkUpdate(
      {
        expirationDate: null,
        expirationTime: null,
        expirationClicks: null,
        targetsType: 'none',
        pixels: [],
        domain: null,
      },
      context,
    );
    expect(form).toEqual({
      domain_id: null,
      pixel_ids: [null],
      active_period_start_at: null,
      active_period_end_at: null,
      clicks_limit: 0,
      targets_type: null,
    });
  });

  it('sends nothing when given nothing', () => {
    expect(currentDialect.encodeLinkUpdate({}, context)).toEqual({});
  });
});

describe('currentDialect.encodeLinkListQuery', () => {
  it.each([
    [{}, {}],
    [
      { search: 'x', searchBy: 'url' },
      { search: 'x', search_by: 'url' },
    ],
    [{ status: 'all' }, {}],
    [{ status: 'active' }, { status: 1 }],
    [{ status: 'expired' }, { status: 2 }],
    [
      { space: 3, domain: 2 },
      { space_id: 3, domain_id: 2 },
    ],
    [{ sort: 'newest' }, { sort_by: 'id', sort: 'desc' }],
    [{ sort: 'oldest' }, { sort_by: 'id', sort: 'asc' }],
    [{ sort: 'most_clicks' }, { sort_by: 'clicks', sort: 'desc' }],
    [{ sort: 'fewest_clicks' }, { sort_by: 'clicks', sort: 'asc' }],
    [
      { perPage: 15, page: 2 },
      { per_page: 25, page: 2 },
    ],
  ] as const)('encodes %j as %j', (query, expected) => {
    expect(currentDialect.encodeLinkListQuery(query)).toEqual(expected);
  });
});

describe('allowedPerPage', () => {
  it.each([
    [undefined, undefined],
    [10, 10],
    [11, 25],
    [25, 25],
    [26, 50],
    [99, 100],
    [100, 100],
    [500, 100],
  ])('rounds %j up to %j', (requested, expected) => {
    expect(allowedPerPage(requested)).toBe(expected);
  });
});

describe('wireDateTime', () => {
  it('formats an instant as YYYY-MM-DD HH:MM:SS in UTC', () => {
    expect(wireDateTime(now)).toBe('2025-01-02 03:04:05');
  });
});

describe('currentDialect websites', () => {
  it('sends the bare host as domain when creating', () => {
    expect(
      currentDialect.encodeWebsiteCreate({ url: 'https://www.Example.com/blog', excludeBots: true }),
    ).toEqual({
      domain: 'example.com',
      exclude_bots: 1,
    });
  });

  it('sends the same settings as classic when updating, without exclude_params', () => {
    expect(
      currentDialect.encodeWebsiteUpdate({ emailReports: false, excludeIps: ['1.1.1.1', '2.2.2.2'] }),
    ).toEqual({
      email: 0,
      exclude_ips: '1.1.1.1\n2.2.2.2',
    });
  });

  it.each([
    [{}, {}],
    [
      { search: 'ex', sort: 'asc', perPage: 30, page: 2 },
      { search: 'ex', search_by: 'domain', sort_by: 'domain', sort: 'asc', per_page: 50, page: 2 },
    ],
  ] as const)('encodes the list query %j as %j', (query, expected) => {
    expect(currentDialect.encodeWebsiteListQuery(query)).toEqual(expected);
  });
});

describe('currentDialect.fieldName', () => {
  it.each([
    ['redirect_password', 'links', 'password'],
    ['password', 'links', 'privacyPassword'],
    ['active_period_end_at', 'links', 'expirationDate'],
    ['active_period_start_at', 'links', 'expirationDate'],
    ['clicks_limit', 'links', 'expirationClicks'],
    ['domain_id', 'links', 'domain'],
    ['space_id', 'links', 'space'],
    ['pixel_ids.1', 'links', 'pixels.1'],
    ['targets_type', 'links', 'targetsType'],
    ['targets.0.key', 'links', 'targets.0.key'],
    ['sensitive_content', 'links', 'sensitiveContent'],
    ['search_by', 'links', 'searchBy'],
    ['sort_by', 'links', 'sort'],
    ['domain', 'websites', 'url'],
    ['password', 'websites', 'password'],
    ['email', 'websites', 'emailReports'],
    ['exclude_params', 'websites', 'excludeParams'],
  ] as const)('renames %s (%s) to %s', (wire, service, expected) => {
    expect(currentDialect.fieldName(wire, service)).toBe(expected);
  });
});
