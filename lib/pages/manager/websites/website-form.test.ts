import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { makeWebsite } from '../../../../test/manager-fixtures';
import {
  emptyWebsiteForm,
  keepsStoredPassword,
  toWebsiteCreateInput,
  toWebsiteUpdateInput,
  validateWebsiteForm,
  websiteFieldErrors,
  websiteFormFromRecord,
} from './website-form';

beforeEach(useEnglishMessages);

describe('validateWebsiteForm', () => {
  it('asks for the URL and the password when creating a password-protected website', () => {
    const errors = validateWebsiteForm({ ...emptyWebsiteForm(), privacy: 'password' }, null);
    expect(Object.keys(errors)).toEqual(['url', 'password']);
  });

  it('keeps the stored password when editing a website that has one', () => {
    const original = makeWebsite({ privacy: 'password', hasPassword: true });
    expect(validateWebsiteForm(websiteFormFromRecord(original), original)).toEqual({});
  });

  it('names each invalid IP line when the excluded IPs hold junk', () => {
    const value = { ...emptyWebsiteForm(), url: 'example.com', excludeIps: '1.2.3.4\nnope\n' };
    const errors = validateWebsiteForm(value, null);
    expect(errors.excludeIps).toHaveLength(1);
    expect(errors.excludeIps?.[0]).toContain('nope');
    expect(errors.excludeIps?.[0]).toContain('2');
  });
});

describe('toWebsiteCreateInput', () => {
  it('sends the trimmed URL, the flags, the password only with privacy password, and the IPs', () => {
    const value = {
      ...emptyWebsiteForm(),
      url: ' example.com ',
      privacy: 'password' as const,
      password: 's e',
      excludeIps: ' 1.2.3.4 \n\n::1',
    };
    expect(toWebsiteCreateInput(value)).toEqual({
      url: 'example.com',
      privacy: 'password',
      password: 's e',
      emailReports: false,
      excludeBots: true,
      excludeIps: ['1.2.3.4', '::1'],
    });
  });
});

describe('toWebsiteUpdateInput', () => {
  it('sends nothing when nothing changed', () => {
    const original = websiteFormFromRecord(makeWebsite({ excludeIps: ['1.2.3.4'] }));
    expect(toWebsiteUpdateInput({ ...original, excludeIps: '1.2.3.4\n' }, original)).toEqual({});
  });

  it('sends only the changed fields', () => {
    const original = websiteFormFromRecord(makeWebsite());
    const input = toWebsiteUpdateInput(
      { ...original, emailReports: true, excludeIps: '10.0.0.0/8' },
      original,
    );
    expect(input).toEqual({ emailReports: true, excludeIps: ['10.0.0.0/8'] });
  });

  it('sends an empty list when every IP was removed', () => {
    const original = websiteFormFromRecord(makeWebsite({ excludeIps: ['1.2.3.4'] }));
    expect(toWebsiteUpdateInput({ ...original, excludeIps: '' }, original)).toEqual({ excludeIps: [] });
  });
});

describe('websiteFieldErrors', () => {
  it("shows a current server's domain error at the URL field", () => {
    expect(websiteFieldErrors({ domain: ['Taken.'] }).url).toEqual(['Taken.']);
  });
});

describe('keepsStoredPassword', () => {
  it('keeps the password of a password-protected website that has one', () => {
    expect(keepsStoredPassword(makeWebsite({ privacy: 'password', hasPassword: true }))).toBe(true);
  });

  it('asks for a password when the website has none to keep', () => {
    expect(keepsStoredPassword(makeWebsite({ privacy: 'password', hasPassword: false }))).toBe(false);
    expect(keepsStoredPassword(makeWebsite({ privacy: 'public', hasPassword: true }))).toBe(false);
    expect(keepsStoredPassword(null)).toBe(false);
  });
});
