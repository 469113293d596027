import { describe, expect, it } from 'vitest';
import { linkCreateSchema } from '../api/schemas';
import { emptyLinkForm, hasExtraOptions, isExtraOptionField, toCreateInput } from './link-form';

describe('toCreateInput', () => {
  it('sends only the URL for an untouched form', () => {
    expect(toCreateInput(emptyLinkForm(' https://example.com/a '))).toEqual({ url: 'https://example.com/a' });
  });

  it('converts every field to the normalized input, which the schema accepts', () => {
    const input = toCreateInput({
      ...emptyLinkForm('https://example.com/a'),
      alias: 'x7k2p',
      password: ' secret ',
      space: '3',
      domain: '2',
      pixels: ['1', ' 2', ''],
      disabled: true,
      privacy: 'password',
      privacyPassword: 'stats',
      expirationDate: '2030-01-02',
      expirationTime: '03:04',
      expirationClicks: '100',
      expirationUrl: 'https://example.com/gone',
      targetsType: 'countries',
      targets: [
        { key: 'us', value: 'https://us.example' },
        { key: '', value: '' },
      ],
      sensitiveContent: true,
    });
    expect(input).toEqual({
      url: 'https://example.com/a',
      alias: 'x7k2p',
      password: ' secret ',
      space: 3,
      domain: 2,
      pixels: [1, 2],
      disabled: true,
      privacy: 'password',
      privacyPassword: 'stats',
      expirationDate: '2030-01-02',
      expirationTime: '03:04',
      expirationClicks: 100,
      expirationUrl: 'https://example.com/gone',
      targetsType: 'countries',
      targets: [{ key: 'US', value: 'https://us.example' }],
      sensitiveContent: true,
    });
    expect(linkCreateSchema.safeParse(input).success).toBe(true);
  });

  it('leaves out the statistics password unless privacy is password; rotations have no key', () => {
    const input = toCreateInput({
      ...emptyLinkForm('https://e.com'),
      privacy: 'private',
      privacyPassword: 'left over',
      targetsType: 'rotations',
      targets: [{ key: 'ignored', value: 'https://a' }],
    });
    expect(input).toEqual({
      url: 'https://e.com',
      privacy: 'private',
      targetsType: 'rotations',
      targets: [{ value: 'https://a' }],
    });
  });

  it('passes junk numbers on as NaN so validation names the field', () => {
    const result = linkCreateSchema.safeParse(
      toCreateInput({ ...emptyLinkForm('https://e.com'), expirationClicks: 'abc' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['expirationClicks']);
  });
});

describe('hasExtraOptions / isExtraOptionField', () => {
  it('is false for URL, alias and password only', () => {
    expect(hasExtraOptions({ ...emptyLinkForm('https://e.com'), alias: 'a', password: 'p' })).toBe(false);
    expect(hasExtraOptions({ ...emptyLinkForm(), targets: [{ key: '', value: '' }] })).toBe(false);
  });

  it('is true for anything behind More options', () => {
    expect(hasExtraOptions({ ...emptyLinkForm(), pixels: ['1'] })).toBe(true);
    expect(hasExtraOptions({ ...emptyLinkForm(), privacy: 'private' })).toBe(true);
    expect(hasExtraOptions({ ...emptyLinkForm(), targets: [{ key: 'US', value: '' }] })).toBe(true);
  });

  it('tells main fields from the others', () => {
    expect(['url', 'alias', 'password', 'targets.0.key', 'privacyPassword'].map(isExtraOptionField)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
