import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { saveSettings } from '../settings/store';
import { badgeOff } from './wiring';

const storeRaw = (value: unknown) => fakeBrowser.storage.local.set({ [SETTINGS_STORAGE_KEY]: value });

describe('badgeOff (a tab event while the badge is off costs one read, no parse)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('says off when no settings are saved yet', async () => {
    expect(await badgeOff()).toBe(true);
  });

  it('says off when the saved settings have the badge off or name no mode', async () => {
    await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://sho.rt' });
    expect(await badgeOff()).toBe(true);

    await saveSettings({ toolbarBadge: 'off' });
    expect(await badgeOff()).toBe(true);
  });

  it('says on when the saved settings turn the badge on', async () => {
    await saveSettings({ toolbarBadge: 'visitors' });

    expect(await badgeOff()).toBe(false);
  });

  it('reads a mode the schema does not know as the default (off), like the full read', async () => {
    await storeRaw({
      profiles: [{ id: 'default', name: '' }],
      activeProfile: 'default',
      toolbarBadge: 'bogus',
    });

    expect(await badgeOff()).toBe(true);
  });
});
