import { describe, expect, it } from 'vitest';
import type { ApiError } from './errors';
import { check } from './field-checks';
import { linkCreateSchema, linkUpdateSchema, websiteCreateSchema, websiteUpdateSchema } from './schemas';
import { validateId, validateLink, validateLinkListQuery, validateWebsite } from './validate';

const url = 'https://example.com/page';

function fieldsOf(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    expect((error as ApiError).code).toBe('validation');
    return (error as ApiError).fields;
  }
  throw new Error('expected a validation error');
}

describe('validateLink (a new link)', () => {
  it.each([
    ['an empty url', { url: '' }, { url: [check('url_missing')] }],
    ['a url too long and not absolute', { url: 'x'.repeat(2100) }, { url: [check('too_long', 2048)] }],
    ['an alias with a space', { url, alias: 'a b' }, { alias: [check('alias_characters')] }],
  ])('says one thing per mistake: %s', (_, input, fields) => {
    expect(fieldsOf(() => validateLink(linkCreateSchema, input, null))).toEqual(fields);
  });

  it.each([
    ['a bare url', { url }],
    [
      'every classic field',
      { url, alias: 'a_b-1', password: 'p', space: 1, domain: 2, pixels: [3], disabled: true },
    ],
    ['privacy password with its password', { url, privacy: 'password', privacyPassword: 's' }],
    ['expiration date and time together', { url, expirationDate: '2030-01-31', expirationTime: '23:59' }],
    ['country rows', { url, targetsType: 'countries', targets: [{ key: 'US', value: url }] }],
    ['language rows', { url, targetsType: 'languages', targets: [{ key: 'en', value: url }] }],
    ['platform rows', { url, targetsType: 'operating_systems', targets: [{ key: 'OS X', value: url }] }],
    ['rotation rows', { url, targetsType: 'rotations', targets: [{ value: url }, { value: url }] }],
    ['type none without rows', { url, targetsType: 'none' }],
  ])('accepts %s', (_, input) => {
    expect(validateLink(linkCreateSchema, input, 'classic')).toEqual(input);
  });

  it.each([
    ['a missing url', {}, 'url'],
    ['a relative url', { url: '/page' }, 'url'],
    ['an alias with spaces', { url, alias: 'a b' }, 'alias'],
    ['a too long password', { url, password: 'x'.repeat(129) }, 'password'],
    ['a privacy password without privacy password', { url, privacyPassword: 's' }, 'privacyPassword'],
    ['privacy password without its password', { url, privacy: 'password' }, 'privacyPassword'],
    ['a date without a time', { url, expirationDate: '2030-01-31' }, 'expirationTime'],
    ['a time without a date', { url, expirationTime: '10:00' }, 'expirationDate'],
    ['a bad date', { url, expirationDate: '31/01/2030', expirationTime: '10:00' }, 'expirationDate'],
    ['a negative click limit', { url, expirationClicks: -1 }, 'expirationClicks'],
    [
      'a lower-case country',
      { url, targetsType: 'countries', targets: [{ key: 'us', value: url }] },
      'targets.0.key',
    ],
    [
      'an upper-case language',
      { url, targetsType: 'languages', targets: [{ key: 'EN', value: url }] },
      'targets.0.key',
    ],
    [
      'an unknown platform',
      { url, targetsType: 'operating_systems', targets: [{ key: 'BeOS', value: url }] },
      'targets.0.key',
    ],
    ['a keyless country', { url, targetsType: 'countries', targets: [{ value: url }] }, 'targets.0.key'],
    [
      'a rotation row with a key',
      { url, targetsType: 'rotations', targets: [{ key: 'A', value: url }] },
      'targets.0.key',
    ],
    ['rows without a type', { url, targets: [{ key: 'US', value: url }] }, 'targets'],
    ['rows with type none', { url, targetsType: 'none', targets: [{ value: url }] }, 'targets'],
    ['a type without rows', { url, targetsType: 'countries' }, 'targets'],
    [
      'a row with a bad url',
      { url, targetsType: 'rotations', targets: [{ value: 'nope' }] },
      'targets.0.value',
    ],
    ['a pixel id of 0', { url, pixels: [0] }, 'pixels.0'],
  ])('rejects %s', (_, input, field) => {
    expect(fieldsOf(() => validateLink(linkCreateSchema, input, null))).toHaveProperty([field]);
  });

  it.each([
    ['classic', { url, targetsType: 'continents', targets: [{ key: 'EU', value: url }] }, 'targetsType'],
    ['classic', { url, targetsType: 'browsers', targets: [{ key: 'Chrome', value: url }] }, 'targetsType'],
    ['classic', { url, sensitiveContent: true }, 'sensitiveContent'],
    ['current', { url, disabled: false }, 'disabled'],
  ] as const)('rejects on the %s dialect what it cannot store (%j)', (dialect, input, field) => {
    expect(fieldsOf(() => validateLink(linkCreateSchema, input, dialect))).toHaveProperty([field]);
  });

  it.each([
    { url, targetsType: 'devices', targets: [{ key: 'mobile', value: url }] },
    { url, sensitiveContent: true },
  ])('accepts current-only fields on the current dialect (%j)', (input) => {
    expect(validateLink(linkCreateSchema, input, 'current')).toEqual(input);
  });
});

describe('type rules', () => {
  it.each([
    ['a privacy it does not know', { url, privacy: 'secret' }, 'privacy'],
    ['a targeting type it does not know', { url, targetsType: 'planets' }, 'targetsType'],
    ['an id given as a string', { url, space: '1' }, 'space'],
    ['an id with a fraction', { url, space: 1.5 }, 'space'],
    ['an id past the safe integers', { url, space: 2 ** 53 }, 'space'],
    ['a click limit that is not a number', { url, expirationClicks: Number.NaN }, 'expirationClicks'],
  ])('rejects %s with one generic message, the field rules after it skipped', (_, input, field) => {
    expect(fieldsOf(() => validateLink(linkCreateSchema, input, null))).toEqual({
      [field]: ['Invalid input'],
    });
  });
});

describe('list fields', () => {
  it('returns the parsed rows, without unknown keys, and leaves the input alone', () => {
    const targets = [{ key: 'US', value: url, extra: 1 }];

    const parsed = validateLink(linkCreateSchema, { url, targetsType: 'countries', targets }, 'classic');

    expect(parsed.targets).toEqual([{ key: 'US', value: url }]);
    expect(targets[0]).toHaveProperty('extra', 1);
  });

  it.each([
    [{ url, pixels: 3 }, 'pixels'],
    [{ url, pixels: [1, 'x', 0] }, 'pixels.1'],
    [{ url, targetsType: 'rotations', targets: [{ value: url }, { value: 1 }] }, 'targets.1.value'],
  ])('reports a list that is not one, and each bad item under its index (%j)', (input, field) => {
    expect(fieldsOf(() => validateLink(linkCreateSchema, input, null))).toHaveProperty([field]);
  });

  it('reports every bad item', () => {
    expect(
      Object.keys(fieldsOf(() => validateLink(linkCreateSchema, { url, pixels: [0, 1, -2] }, null)) ?? {}),
    ).toEqual(['pixels.0', 'pixels.2']);
  });
});

describe('validateLink (an edit)', () => {
  it.each([
    ['an empty update', {}],
    ['clearing fields with null', { alias: null, password: null, space: null, expirationUrl: null }],
    ['clearing the expiration together', { expirationDate: null, expirationTime: null }],
    ['switching privacy off and clearing its password', { privacy: 'public', privacyPassword: null }],
  ])('accepts %s', (_, input) => {
    expect(validateLink(linkUpdateSchema, input, 'classic')).toEqual(input);
  });

  it.each([
    ['clearing only the date', { expirationDate: null }, 'expirationTime'],
    ['a date with a cleared time', { expirationDate: '2030-01-01', expirationTime: null }, 'expirationTime'],
    ['a time with a cleared date', { expirationDate: null, expirationTime: '10:00' }, 'expirationDate'],
    ['a bad url', { url: 'nope' }, 'url'],
  ])('rejects %s', (_, input, field) => {
    expect(fieldsOf(() => validateLink(linkUpdateSchema, input, 'classic'))).toHaveProperty([field]);
  });

  it('checks a clearable field that is not null with its own rules and messages', () => {
    expect(fieldsOf(() => validateLink(linkUpdateSchema, { alias: 'a b', space: 0 }, 'classic'))).toEqual({
      alias: [check('alias_characters')],
      space: [check('id_invalid')],
    });
  });
});

describe('validateLinkListQuery', () => {
  it('accepts an absent query', () => {
    expect(validateLinkListQuery(undefined, null)).toEqual({});
  });

  it.each([
    [{ perPage: 5 }, 'perPage'],
    [{ page: 0 }, 'page'],
    [{ sort: 'random' }, 'sort'],
  ])('rejects %j', (query, field) => {
    expect(fieldsOf(() => validateLinkListQuery(query, null))).toHaveProperty([field]);
  });

  it('rejects status disabled on the current dialect', () => {
    expect(fieldsOf(() => validateLinkListQuery({ status: 'disabled' }, 'current'))).toHaveProperty([
      'status',
    ]);
    expect(validateLinkListQuery({ status: 'disabled' }, 'classic')).toEqual({ status: 'disabled' });
  });
});

describe('validateWebsite', () => {
  it.each([
    [{ url: 'example.com' }],
    [{ url: 'https://example.com', privacy: 'password', password: 'p', excludeIps: ['1.2.3.4'] }],
  ])('accepts %j', (input) => {
    expect(validateWebsite(websiteCreateSchema, input)).toEqual(input);
  });

  it.each([
    [{ url: '' }, 'url'],
    [{ url: 'a.example', privacy: 'password' }, 'password'],
    [{ url: 'a.example', emailReports: 'yes' }, 'emailReports'],
  ])('rejects %j on create', (input, field) => {
    expect(fieldsOf(() => validateWebsite(websiteCreateSchema, input))).toHaveProperty([field]);
  });

  it('rejects privacy password without a password on update', () => {
    expect(fieldsOf(() => validateWebsite(websiteUpdateSchema, { privacy: 'password' }))).toHaveProperty([
      'password',
    ]);
    expect(validateWebsite(websiteUpdateSchema, { password: null })).toEqual({ password: null });
  });
});

describe('validateId', () => {
  it.each([0, -1, 1.5, '3', null])('rejects %j', (id) => {
    expect(fieldsOf(() => validateId(id))).toHaveProperty(['id']);
  });
});
