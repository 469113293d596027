import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyCampaign } from '../../lib/shared/campaign';
import {
  emptyStoredCampaigns,
  MAX_PRESETS,
  type StoredCampaigns,
  savePreset,
} from '../../lib/shared/stored-campaigns';
import { useEnglishMessages } from '../testing/english-messages';
import { campaignView, presetOptions, presetSaveError, urlWithField, urlWithValues } from './campaign-fields';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

const newsletter = { ...emptyCampaign(), source: 'newsletter', medium: 'email' };
const withNewsletter: StoredCampaigns = savePreset(emptyStoredCampaigns(), 'Newsletter', newsletter);

describe('campaignView', () => {
  it("reads the URL's campaign values, the preset that has them, and previews the URL trimmed", () => {
    const view = campaignView(
      ' https://example.com/?utm_source=newsletter&utm_medium=email ',
      withNewsletter,
    );

    expect(view.current).toEqual(newsletter);
    expect(view.values).toEqual(newsletter);
    expect(view.chosen?.name).toBe('Newsletter');
    expect(view.withValues).toBe(true);
    expect(view.preview).toBe('https://example.com/?utm_source=newsletter&utm_medium=email');
  });

  it('shows empty fields and nothing to preview or keep for a URL without campaign values', () => {
    const view = campaignView('https://example.com/', withNewsletter);

    expect(view.values).toEqual(emptyCampaign());
    expect(view.chosen).toBeUndefined();
    expect(view.withValues).toBe(false);
  });

  it('has no current values, no chosen preset and nothing to keep when the URL is no web URL', () => {
    const view = campaignView('not a url', withNewsletter);

    expect(view.current).toBeNull();
    expect(view.values).toEqual(emptyCampaign());
    expect(view.chosen).toBeUndefined();
    expect(view.withValues).toBe(false);
  });
});

describe('urlWithValues and urlWithField', () => {
  it('write the values into the URL', () => {
    expect(urlWithValues('https://example.com/', newsletter)).toBe(
      'https://example.com/?utm_source=newsletter&utm_medium=email',
    );
    expect(urlWithField('https://example.com/', 'campaign', 'spring sale')).toBe(
      'https://example.com/?utm_campaign=spring+sale',
    );
  });

  it('answer null when nothing would change or the URL is no web URL', () => {
    const url = 'https://example.com/?utm_source=newsletter&utm_medium=email';

    expect(urlWithValues(url, newsletter)).toBeNull();
    expect(urlWithField(url, 'source', 'newsletter')).toBeNull();
    expect(urlWithValues('not a url', newsletter)).toBeNull();
    expect(urlWithField('not a url', 'source', 'x')).toBeNull();
  });
});

describe('presetOptions', () => {
  it('offers "Choose a preset" first, then each preset by name', () => {
    const stored = savePreset(withNewsletter, 'Ads', { ...emptyCampaign(), source: 'ads' });

    expect(presetOptions(stored)).toEqual([
      { value: '', label: 'Choose a preset' },
      { value: 'Ads', label: 'Ads' },
      { value: 'Newsletter', label: 'Newsletter' },
    ]);
  });
});

describe('presetSaveError', () => {
  it('is null when the preset can be saved', () => {
    expect(presetSaveError(emptyStoredCampaigns(), 'Newsletter', newsletter)).toBeNull();
  });

  it('asks for a name, then for values', () => {
    expect(presetSaveError(emptyStoredCampaigns(), '  ', newsletter)).toBe('Enter a name for the preset.');
    expect(presetSaveError(emptyStoredCampaigns(), 'Empty', emptyCampaign())).toBe(
      'Fill in at least one campaign field first.',
    );
  });

  it('says how many presets a profile keeps when they are all used', () => {
    let stored = emptyStoredCampaigns();
    for (let n = 0; n < MAX_PRESETS; n++) stored = savePreset(stored, `P${n}`, newsletter);

    expect(presetSaveError(stored, 'One more', newsletter)).toBe(
      `There are already ${MAX_PRESETS} presets, the most allowed: delete one first.`,
    );
  });
});
