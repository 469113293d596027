import { describe, expect, it } from 'vitest';
import { toPublicSettings } from '../../background/settings/views';
import { DEFAULT_SETTINGS } from '../../shared/settings/schema';
import { isDirty, optionsFormFromSettings, parseId, toSettingsPatch } from './options-form';

const saved = toPublicSettings({
  ...DEFAULT_SETTINGS,
  apiKey: 'secret-key-3f9a',
  linksBaseUrl: 'https://sho.rt',
  defaultDomain: 2,
});

describe('options form', () => {
  it('starts with an empty key field and the saved values', () => {
    const form = optionsFormFromSettings(saved);
    expect(form.apiKey).toBe('');
    expect(form.defaultDomain).toBe('2');
    expect(isDirty(form, saved)).toBe(false);
  });

  it('keeps the saved key unless a new one is typed', () => {
    const form = optionsFormFromSettings(saved);
    expect(toSettingsPatch(form)).not.toHaveProperty('apiKey');
    expect(toSettingsPatch({ ...form, apiKey: ' new ' }).apiKey).toBe('new');
  });

  it('notices changes, ignoring a trailing slash', () => {
    const form = optionsFormFromSettings(saved);
    expect(isDirty({ ...form, linksBaseUrl: 'https://sho.rt/' }, saved)).toBe(false);
    expect(isDirty({ ...form, notifications: false }, saved)).toBe(true);
    expect(isDirty({ ...form, apiKey: 'k' }, saved)).toBe(true);
  });

  it('parses ids', () => {
    expect([parseId(''), parseId('3'), parseId('0'), parseId('x')]).toEqual([null, 3, undefined, undefined]);
  });
});
