import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { check } from '../api/field-checks';
import { type Link, linkUpdateSchema } from '../api/schemas';
import { validateLink } from '../api/validate';
import { linkFormFromRecord, toUpdateInput } from './link-form-edit';

const record: Link = {
  id: 42,
  alias: 'x7k2p',
  url: 'https://example.com/a',
  shortUrl: 'https://sho.rt/x7k2p',
  title: null,
  clicks: 3,
  disabled: false,
  privacy: 'password',
  hasPassword: true,
  hasPrivacyPassword: true,
  expirationUrl: 'https://example.com/gone',
  expirationClicks: 100,
  endsAt: '2030-01-02T03:04:00.000000Z',
  startsAt: null,
  targetsType: 'countries',
  targets: [{ key: 'US', value: 'https://us.example' }],
  sensitiveContent: false,
  space: { id: 3, name: 'Blog' },
  domain: { id: 2, name: 'https://sho.rt' },
  pixels: [{ id: 1, name: 'FB' }],
  createdAt: null,
  updatedAt: null,
};

describe('linkFormFromRecord', () => {
  it('fills the form as its inputs hold values, never with secrets', () => {
    expect(linkFormFromRecord(record)).toEqual({
      url: 'https://example.com/a',
      alias: 'x7k2p',
      password: '',
      space: '3',
      domain: '2',
      pixels: ['1'],
      disabled: false,
      privacy: 'password',
      privacyPassword: '',
      expirationDate: '2030-01-02',
      expirationTime: '03:04',
      expirationClicks: '100',
      expirationUrl: 'https://example.com/gone',
      targetsType: 'countries',
      targets: [{ key: 'US', value: 'https://us.example' }],
      sensitiveContent: false,
    });
  });

  it('reads the other date format and empty values', () => {
    const form = linkFormFromRecord({
      ...record,
      endsAt: '2030-01-02 23:59:00',
      expirationClicks: 0,
      space: null,
      expirationUrl: null,
    });
    expect([
      form.expirationDate,
      form.expirationTime,
      form.expirationClicks,
      form.space,
      form.expirationUrl,
    ]).toEqual(['2030-01-02', '23:59', '', '', '']);
  });
});

describe('toUpdateInput', () => {
  const original = linkFormFromRecord(record);

  it('sends nothing when nothing changed (empty passwords mean keep)', () => {
    expect(toUpdateInput(structuredClone(original), original)).toEqual({});
  });

  it('sends only the changed fields, and null for a cleared one', () => {
    const input = toUpdateInput({ ...original, alias: 'new', space: '', expirationUrl: '' }, original);
    expect(input).toEqual({ alias: 'new', space: null, expirationUrl: null });
    expect(linkUpdateSchema.safeParse(input).success).toBe(true);
  });

  it('sends the date and time together, and the targets with their type', () => {
    expect(toUpdateInput({ ...original, expirationTime: '05:00' }, original)).toEqual({
      expirationDate: '2030-01-02',
      expirationTime: '05:00',
    });
    expect(toUpdateInput({ ...original, expirationDate: '', expirationTime: '' }, original)).toEqual({
      expirationDate: null,
      expirationTime: null,
    });
    expect(
      toUpdateInput(
        { ...original, targets: [...original.targets, { key: 'fr', value: 'https://fr' }] },
        original,
      ),
    ).toEqual({
      targetsType: 'countries',
      targets: [
        { key: 'US', value: 'https://us.example' },
        { key: 'FR', value: 'https://fr' },
      ],
    });
    expect(toUpdateInput({ ...original, targetsType: 'none' }, original)).toEqual({
      targetsType: 'none',
      targets: [],
    });
  });

  it('sends new passwords, pixels and flags', () => {
    expect(
      toUpdateInput(
        {
          ...original,
          password: 'p',
          privacyPassword: 's',
          pixels: [],
          disabled: true,
          expirationClicks: '',
        },
        original,
      ),
    ).toEqual({
      password: 'p',
      privacy: 'password',
      privacyPassword: 's',
      pixels: [],
      disabled: true,
      expirationClicks: null,
    });
  });

  it('sends a new statistics password of a "password" link with that privacy, which lib/api accepts', () => {
    const input = toUpdateInput({ ...original, privacyPassword: 'new stats' }, original);
    expect(input).toEqual({ privacy: 'password', privacyPassword: 'new stats' });
    expect(() => validateLink(linkUpdateSchema, input, 'classic')).not.toThrow();
    expect(() => validateLink(linkUpdateSchema, input, 'current')).not.toThrow();
  });

  it('never sends a statistics password typed before the privacy was set back to public', () => {
    const publicLink = linkFormFromRecord({ ...record, privacy: 'public', hasPrivacyPassword: false });
    const typed = { ...publicLink, privacy: 'password' as const, privacyPassword: 'typed' };
    expect(toUpdateInput({ ...typed, privacy: 'public' }, publicLink)).toEqual({});
    expect(toUpdateInput(typed, publicLink)).toEqual({ privacy: 'password', privacyPassword: 'typed' });
  });
});

describe('validateLink of an edit (statistics password)', () => {
  it.each(['public', 'private'] as const)(
    'refuses one for a %s link, on the privacyPassword field',
    (privacy) => {
      const refusal = () => validateLink(linkUpdateSchema, { privacy, privacyPassword: 'x' }, null);
      expect(refusal).toThrow(ApiError);
      try {
        refusal();
      } catch (error) {
        expect((error as ApiError).fields?.privacyPassword).toEqual([
          check('statistics_password_without_privacy'),
        ]);
      }
    },
  );
});
