import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  apiKeyHint,
  DEFAULT_SETTINGS,
  effectiveAnalyticsUrl,
  loadPublicSettings,
  loadSettings,
  migrateV0,
  normalizeSettings,
  removeLegacySettings,
  saveSettings,
  settingsItem,
  storeDetectedDialect,
} from './settings';

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
        linksBaseUrl: 'https://sho.rt',
      });
    });

    it('gives the defaults when the v0 layout holds nothing usable', () => {
      expect(migrateV0({ apiKey: 42, baseUrl: undefined })).toEqual(DEFAULT_SETTINGS);
    });

    it('imports the v0 keys when local:settings does not exist yet', async () => {
      await fakeBrowser.storage.local.set({ apiKey: 'old-key-abcd', baseUrl: 'https://old.example/' });
      vi.resetModules();
      const fresh = await import('./settings');
      const s = await fresh.loadSettings();
      expect(s.apiKey).toBe('old-key-abcd');
      expect(s.linksBaseUrl).toBe('https://old.example');
      expect((await fakeBrowser.storage.local.get('settings')).settings).toMatchObject({
        apiKey: 'old-key-abcd',
      });
    });

    it('removes the v0 keys only once local:settings exists', async () => {
      await fakeBrowser.storage.local.set({ apiKey: 'old', baseUrl: 'https://old.example' });
      await removeLegacySettings();
      expect(await fakeBrowser.storage.local.get(['apiKey'])).toEqual({ apiKey: 'old' });

      await settingsItem.setValue(DEFAULT_SETTINGS);
      await removeLegacySettings();
      expect(await fakeBrowser.storage.local.get(['apiKey', 'baseUrl'])).toEqual({});
    });

    it('declares version 1 under local:settings', () => {
      expect(settingsItem.key).toBe('local:settings');
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
      await storeDetectedDialect('links', 'current');
      await storeDetectedDialect('websites', 'classic');
      await saveSettings({ linksBaseUrl: 'https://b.example/' });
      expect((await loadSettings()).detectedDialect).toEqual({ links: null, websites: null });
    });

    it('resets the detected dialects when the analytics base URL changes', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('websites', 'classic');
      await saveSettings({ analyticsBaseUrl: 'https://stats.example' });
      expect((await loadSettings()).detectedDialect.websites).toBeNull();
    });

    it('keeps the detected dialects when the base URLs stay the same', async () => {
      await saveSettings({ linksBaseUrl: 'https://a.example' });
      await storeDetectedDialect('links', 'current');
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
