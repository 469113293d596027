import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { makeWebsite } from '../../../../test/manager-fixtures';
import { emptyWebsiteForm, websiteFormFromRecord } from './website-form';
import { websiteSave } from './website-save';

beforeEach(useEnglishMessages);

describe('websiteSave', () => {
  it('sends nothing and names the fields when a field needs fixing', () => {
    const empty = emptyWebsiteForm();
    const save = websiteSave(empty, empty, null);
    expect(save.kind).toBe('invalid');
    expect(save.kind === 'invalid' && Object.keys(save.errors)).toEqual(['url']);
  });

  it('creates a new website from the form', () => {
    const value = { ...emptyWebsiteForm(), url: ' example.com ' };
    expect(websiteSave(value, emptyWebsiteForm(), null)).toEqual({
      kind: 'create',
      input: { url: 'example.com', privacy: 'private', emailReports: false, excludeBots: true },
    });
  });

  it('sends only what changed when editing', () => {
    const website = makeWebsite({ id: 7, emailReports: false });
    const original = websiteFormFromRecord(website);
    expect(websiteSave({ ...original, emailReports: true }, original, website)).toEqual({
      kind: 'update',
      id: 7,
      input: { emailReports: true },
    });
  });

  it('sends nothing when an edit changes nothing', () => {
    const website = makeWebsite();
    const original = websiteFormFromRecord(website);
    expect(websiteSave(original, original, website)).toEqual({ kind: 'unchanged' });
  });
});
