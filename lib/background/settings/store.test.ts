import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, normalizeSettings, settingsPatchSchema } from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { migrateV0 } from './legacy';
import {
  loadPublicSettings,
  loadSettings,
  migrateLegacySettings,
  saveSettings,
  settingsItem,
  storeDetectedDialect,
  writeSettingsItems,
} from './store';
import { apiKeyHint } from './views';

/**
 * Another context (an e2e test configuring, a page's save) writes settings with the key
 * `written-meanwhile` right after the next storage read has returned; tells whether it did.
 */
function writeRightAfterTheNextRead(): () => boolean {
  const local = fakeBrowser.storage.local;
  const get = local.get.bind(local);
  let written = false;
  vi.spyOn(local, 'get').mockImplementation(async (keys) => {
    const found = await get(keys);
    if (!written) {
      written = true;
      await local.set({ settings: { ...DEFAULT_SETTINGS, apiKey: 'written-meanwhile' } });
    }
    return found;
  });
  return () => written;
}

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  describe('defaults and reading', () => {
    it('returns the defaults when nothing is stored', async () => {
      expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    });

    it('defaults copyAutomatically, reuseExisting, contextMenus and notifications to true', () => {
      expect(DEFAULT_SETTINGS).toMatchObject({
        copyAutomatically: true,
        reuseExisting: true,
        contextMenus: true,
        notifications: true,
        serverVersion: 'auto',
      });
    });

    it('keeps valid stored fields and defaults invalid or missing ones', () => {
      const s = normalizeSettings({
        apiKey: 'k',
        notifications: 'yes',
        defaultDomain: 3,
        serverVersion: 'v9',
      });
      expect(s).toMatchObject({ apiKey: 'k', notifications: true, defaultDomain: 3, serverVersion: 'auto' });
    });
  });

  describe('migrations', () => {
    it('builds v1 settings from the flat v0 layout', () => {
      expect(migrateV0({ apiKey: ' key123 ', baseUrl: 'https://sho.rt/' })).toEqual({
        ...DEFAULT_SETTINGS,
        apiKey: 'key123',
        keyOrigins: ['https://sho.rt'],
        linksBaseUrl: 'https://sho.rt',
      });
    });

    it('gives the defaults when the v0 layout holds nothing usable', () => {
      expect(migrateV0({ apiKey: 42, baseUrl: undefined })).toEqual(DEFAULT_SETTINGS);
    });

    it('reads the v0 keys while local:settings does not exist, without writing', async () => {
      await fakeBrowser.storage.local.set({ apiKey: 'old-key-abcd', baseUrl: 'https://old.example/' });
      const s = await loadSettings();
      expect(s).toMatchObject({ apiKey: 'old-key-abcd', linksBaseUrl: 'https://old.example' });
      expect(await fakeBrowser.storage.local.get('settings')).toEqual({});
    });

    it('stores the v0 layout as local:settings and removes the v0 keys (install/update)', async () => {
      await fakeBrowser.storage.local.set({ apiKey: 'old-key-abcd', baseUrl: 'https://old.example/' });
      await migrateLegacySettings();
      expect((await fakeBrowser.storage.local.get('settings')).settings).toMatchObject({
        profiles: [{ id: 'default', apiKey: 'old-key-abcd', linksBaseUrl: 'https://old.example' }],
        activeProfile: 'default',
      });
      expect(await fakeBrowser.storage.local.get(['apiKey', 'baseUrl'])).toEqual({});
    });

    it('keeps an existing local:settings over the v0 keys, and removes them', async () => {
      await saveSettings({ apiKey: 'new-key-1234' });
      await fakeBrowser.storage.local.set({ apiKey: 'old', baseUrl: 'https://old.example' });
      await migrateLegacySettings();
      expect((await loadSettings()).apiKey).toBe('new-key-1234');
      expect(await fakeBrowser.storage.local.get(['apiKey', 'baseUrl'])).toEqual({});
    });

    it('writes nothing on install when there is no v0 layout', async () => {
      await migrateLegacySettings();
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    });

    it('declares its item under local:settings', () => {
      expect(settingsItem.key).toBe('local:settings');
    });
  });

  describe('reads and writes at once', () => {
    it('never writes when it reads empty storage', async () => {
      expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    });

    it('never lands the defaults over settings written while a read was in flight', async () => {
      // Another context writes right after the read found nothing (an e2e test configuring).
      const writtenMeanwhile = writeRightAfterTheNextRead();

      expect((await loadSettings()).apiKey).toBe('');
      vi.restoreAllMocks();

      expect(writtenMeanwhile()).toBe(true);
      expect((await loadSettings()).apiKey).toBe('written-meanwhile');
    });

    it('writes nothing when a change keeps the settings as they are', async () => {
      // A late answer of a closed page records a dialect for a server no longer saved: with the
      // storage emptied meanwhile, a write would store the defaults over what comes next.
      await storeDetectedDialect('links', 'current', 'https://gone.example');
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    });

    it('never brings back the settings it read when the change kept them and another context wrote since', async () => {
      // Arrange: the dialect already known, and a write from another context landing mid-turn
      await saveSettings({ apiKey: 'first-key-1234', linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('links', 'current', 'https://a.example');
      const writtenMeanwhile = writeRightAfterTheNextRead();
      // Act: the same dialect told again
      await storeDetectedDialect('links', 'current', 'https://a.example');
      vi.restoreAllMocks();
      // Assert
      expect(writtenMeanwhile()).toBe(true);
      expect((await loadSettings()).apiKey).toBe('written-meanwhile');
    });

    it('keeps settings written in its turn over a dialect detected at the server they replace', async () => {
      // Arrange: settings for another server written (as the e2e suite does between tests) while
      // a dialect detected at the first one is between its read and its write
      await saveSettings({ apiKey: 'first-key-1234', linksBaseUrl: 'https://a.example' });
      const { settings } = (await fakeBrowser.storage.local.get('settings')) as {
        settings: { profiles: Array<{ linksBaseUrl: string }> };
      };
      const next = structuredClone(settings);
      next.profiles[0]!.linksBaseUrl = 'https://b.example';
      const local = fakeBrowser.storage.local;
      const get = local.get.bind(local);
      let written: Promise<void> | undefined;
      vi.spyOn(local, 'get').mockImplementation(async (keys) => {
        const found = await get(keys);
        written ??= writeSettingsItems({ settings: next });
        return found;
      });
      // Act
      await storeDetectedDialect('links', 'current', 'https://a.example');
      await written;
      vi.restoreAllMocks();
      // Assert
      expect(await loadSettings()).toMatchObject({
        linksBaseUrl: 'https://b.example',
        detectedDialect: { links: null },
      });
    });

    it('keeps both a save and a dialect recorded at the same time', async () => {
      await saveSettings({ apiKey: 'old-key-1234', linksBaseUrl: 'https://a.example' });
      await Promise.all([
        storeDetectedDialect('links', 'current', 'https://a.example'),
        saveSettings({ apiKey: 'new-key-5678' }),
      ]);
      expect(await loadSettings()).toMatchObject({
        apiKey: 'new-key-5678',
        detectedDialect: { links: 'current', websites: null },
      });
    });

    it('drops a dialect detected at a URL that is no longer the saved one', async () => {
      await saveSettings({ linksBaseUrl: 'https://new.example' });
      await storeDetectedDialect('links', 'current', 'https://old.example');
      await storeDetectedDialect('websites', 'classic', 'https://old.example');
      expect((await loadSettings()).detectedDialect).toEqual({ links: null, websites: null });
    });

    it('records the websites dialect against the analytics URL (the links one when that is empty)', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example', analyticsBaseUrl: 'https://stats.example' });
      await storeDetectedDialect('websites', 'classic', 'https://a.example');
      expect((await loadSettings()).detectedDialect.websites).toBeNull();
      await storeDetectedDialect('websites', 'classic', 'https://stats.example');
      expect((await loadSettings()).detectedDialect.websites).toBe('classic');
    });
  });

  describe('saveSettings', () => {
    it('merges the patch into the stored settings', async () => {
      await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
      await saveSettings({ copyAutomatically: false });
      expect(await loadSettings()).toMatchObject({
        apiKey: 'secret-key-1234',
        linksBaseUrl: 'https://sho.rt',
        copyAutomatically: false,
      });
    });

    it('keeps the stored key when the patch has an empty or absent apiKey', async () => {
      await saveSettings({ apiKey: 'secret-key-1234' });
      await saveSettings({ apiKey: '' });
      await saveSettings({ apiKey: '   ', notifications: false });
      expect((await loadSettings()).apiKey).toBe('secret-key-1234');
    });

    it('returns public settings without the key, only a hint of it', async () => {
      const pub = await saveSettings({ apiKey: 'secret-key-3f9a' });
      expect(pub).not.toHaveProperty('apiKey');
      expect(pub.apiKeyHint).toBe('••••3f9a');
      expect(JSON.stringify(pub)).not.toContain('secret');
      expect(await loadPublicSettings()).toEqual(pub);
    });

    it('gives no hint when no key is saved and no characters of a short key', () => {
      expect(apiKeyHint('')).toBeNull();
      expect(apiKeyHint('short')).toBe('••••');
    });

    it('resets the detected dialects when the links base URL changes', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('links', 'current', 'https://a.example');
      await storeDetectedDialect('websites', 'classic', 'https://a.example');
      await saveSettings({ linksBaseUrl: 'https://b.example/' });
      expect((await loadSettings()).detectedDialect).toEqual({ links: null, websites: null });
    });

    it('resets the detected dialects when the analytics base URL changes', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('websites', 'classic', 'https://a.example');
      await saveSettings({ analyticsBaseUrl: 'https://stats.example' });
      expect((await loadSettings()).detectedDialect.websites).toBeNull();
    });

    it('keeps the detected dialects when the base URLs stay the same', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('links', 'current', 'https://a.example');
      await saveSettings({ linksBaseUrl: 'https://a.example/', reuseExisting: false });
      expect((await loadSettings()).detectedDialect.links).toBe('current');
    });

    it('stores under local:settings, never in sync storage', async () => {
      await saveSettings({ apiKey: 'k' });
      expect(await fakeBrowser.storage.local.get('settings')).toHaveProperty('settings');
      expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    });
  });

  it('uses the links base URL for analytics when the analytics one is empty', () => {
    expect(effectiveAnalyticsUrl({ linksBaseUrl: 'https://a', analyticsBaseUrl: '' })).toBe('https://a');
    expect(effectiveAnalyticsUrl({ linksBaseUrl: 'https://a', analyticsBaseUrl: 'https://b' })).toBe(
      'https://b',
    );
  });
});

describe('settingsPatchSchema', () => {
  it('accepts any subset of the fields a page may change, and drops the detected dialects', () => {
    const patch = {
      notifications: false,
      defaultDomain: null,
      serverVersion: 'current',
      profileName: 'Home',
    };

    expect(settingsPatchSchema().parse(patch)).toEqual(patch);
    expect(settingsPatchSchema().parse({})).toEqual({});
    expect(settingsPatchSchema().parse({ detectedDialect: { links: 'current' } })).toEqual({});
  });

  it.each([
    ['apiKey', 3],
    ['copyAutomatically', 'yes'],
    ['defaultSpace', 0],
    ['serverVersion', 'v9'],
  ])('rejects a %s of the wrong kind (%j)', (field, value) => {
    expect(settingsPatchSchema().safeParse({ [field]: value }).error?.issues[0]?.path).toEqual([field]);
  });
});
