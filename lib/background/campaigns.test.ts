import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyCampaign } from '../shared/campaign';
import { campaignsStorageKey } from '../shared/stored-campaigns';
import { campaignHandlers } from './campaigns';
import { removeProfile } from './profile-actions';
import { saveSettings } from './settings/store';

const values = (source: string) => ({ ...emptyCampaign(), source });
const stored = async (profileId: string) => {
  const key = campaignsStorageKey(profileId);
  return (await fakeBrowser.storage.local.get(key))[key] as { presets: { name: string }[] } | undefined;
};
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code: string }) => error.code,
  );

describe('stored campaigns, written by the worker alone', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ linksBaseUrl: 'https://a.example' }, 'default');
    await saveSettings({ linksBaseUrl: 'https://b.example' }, 'work');
  });

  it('keeps both changes when the popup and the manager save a preset at the same time', async () => {
    await Promise.all([
      campaignHandlers['campaigns.savePreset']({
        profileId: 'work',
        name: 'Popup',
        values: values('mastodon'),
      }),
      campaignHandlers['campaigns.savePreset']({
        profileId: 'work',
        name: 'Manager',
        values: values('email'),
      }),
      campaignHandlers['campaigns.remember']({ url: 'https://example.com/?utm_source=feed' }),
    ]);

    expect((await stored('work'))?.presets.map((preset) => preset.name)).toEqual(['Manager', 'Popup']);
  });

  it('refuses a change for a profile removed before it (a page still open), and never brings its stored campaigns back', async () => {
    await campaignHandlers['campaigns.savePreset']({ profileId: 'work', name: 'Old', values: values('x') });
    await removeProfile('work');

    const late = await outcome(
      campaignHandlers['campaigns.savePreset']({ profileId: 'work', name: 'Late', values: values('y') }),
    );
    const deleted = await outcome(
      campaignHandlers['campaigns.deletePreset']({ profileId: 'work', name: 'Old' }),
    );

    expect([late, deleted]).toEqual(['not_found', 'not_found']);
    expect(await stored('work')).toBeUndefined();
  });

  it('removes the stored campaigns after a change asked just before the removal', async () => {
    const early = outcome(
      campaignHandlers['campaigns.savePreset']({ profileId: 'work', name: 'Early', values: values('y') }),
    );
    await removeProfile('work');

    expect(await early).toBe('done');
    expect(await stored('work')).toBeUndefined();
  });

  it('refuses a preset without a name or values, and stores nothing', async () => {
    const answer = outcome(
      campaignHandlers['campaigns.savePreset']({ profileId: 'work', name: ' ', values: values('') }),
    );

    expect(await answer).toBe('validation');
    expect(await stored('work')).toBeUndefined();
  });
});
