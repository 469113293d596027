/**
 * Every shape `local:settings` was ever stored in reads back as connection profiles (v2) with
 * nothing the user saved lost. The shapes, from `git log -p lib/background/settings/store.ts`:
 * - v0: flat `apiKey` and `baseUrl` keys, no settings item;
 * - v1 without version meta: written by WXT's `init` (the first settings item, which had one);
 * - v1 with `settings$: { v: 1 }`: written by setValue on an empty item (later commits);
 * - v1 holding app-wide fields this version does not know (newer optional preferences);
 * - v1 written after the v2 migration ran (a page or test still writing the old shape);
 * - v2 (profiles without alert settings), before alerts were chosen per profile (v3);
 * - v3 (keys without the origins they may be sent to), before keys were confined to them (v4).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { toProfiles, toStored } from '../../shared/profiles';
import { DEFAULT_ALERTS } from '../../shared/settings/alerts';
import { DEFAULT_SETTINGS } from '../../shared/settings/schema';
import { loadSettings, migrateLegacySettings, saveSettings, settingsItem } from './store';

const v1 = {
  apiKey: 'old-key-abcd1234',
  linksBaseUrl: 'https://sho.rt',
  analyticsBaseUrl: 'https://stats.example',
  copyAutomatically: false,
  reuseExisting: false,
  defaultDomain: 2,
  defaultSpace: 3,
  contextMenus: false,
  notifications: false,
  serverVersion: 'current',
  detectedDialect: { links: 'current', websites: 'classic' },
};

const v1AsProfile = {
  profiles: [
    {
      id: 'default',
      name: '',
      apiKey: 'old-key-abcd1234',
      linksBaseUrl: 'https://sho.rt',
      analyticsBaseUrl: 'https://stats.example',
      serverVersion: 'current',
      detectedDialect: { links: 'current', websites: 'classic' },
      defaultDomain: 2,
      defaultSpace: 3,
    },
  ],
  activeProfile: 'default',
  copyAutomatically: false,
  reuseExisting: false,
  contextMenus: false,
  notifications: false,
};

/** The origins of v1's own addresses: its key was saved with them. */
const v1KeyOrigins = ['https://sho.rt', 'https://stats.example'];

/** What the migrations make of v1: its profile, with the alerts all off (v3) and its key's origins (v4). */
const v1Migrated = {
  ...v1AsProfile,
  profiles: [{ ...v1AsProfile.profiles[0], alerts: DEFAULT_ALERTS, keyOrigins: v1KeyOrigins }],
};

const stored = async () => fakeBrowser.storage.local.get(['settings', 'settings$']);

describe('settings migration to profiles (v2)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('turns the v0 flat keys into the first profile on install, version 2, and removes them', async () => {
    await fakeBrowser.storage.local.set({ apiKey: ' v0-key-1234 ', baseUrl: 'https://old.example/' });
    await migrateLegacySettings();
    expect(await stored()).toEqual({
      settings: {
        ...toStored(DEFAULT_SETTINGS),
        profiles: [
          expect.objectContaining({
            id: 'default',
            apiKey: 'v0-key-1234',
            linksBaseUrl: 'https://old.example',
          }),
        ],
      },
      settings$: { v: 4 },
    });
    expect(await fakeBrowser.storage.local.get(['apiKey', 'baseUrl'])).toEqual({});
  });

  it('reads a v0 layout holding only a key as a profile with that key', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'only-key-5678' });
    expect(await loadSettings()).toMatchObject({
      profileId: 'default',
      apiKey: 'only-key-5678',
      linksBaseUrl: '',
    });
  });

  it('migrates v1 written without version meta (WXT init) to v2', async () => {
    await fakeBrowser.storage.local.set({ settings: v1 });
    await settingsItem.migrate();
    expect(await stored()).toEqual({ settings: v1Migrated, settings$: { v: 4 } });
  });

  it('migrates v1 with version meta 1 to v2, every field kept', async () => {
    await fakeBrowser.storage.local.set({ settings: v1, settings$: { v: 1 } });
    await settingsItem.migrate();
    expect(await stored()).toEqual({ settings: v1Migrated, settings$: { v: 4 } });
    // Preferences v1 never had  read as their defaults.
    expect(await loadSettings()).toEqual({
      ...v1,
      profileId: 'default',
      profileName: '',
      searchIn: DEFAULT_SETTINGS.searchIn,
      closeAfterCopy: DEFAULT_SETTINGS.closeAfterCopy,
      excludeVisits: DEFAULT_SETTINGS.excludeVisits, // added later, per profile
      toolbarBadge: DEFAULT_SETTINGS.toolbarBadge,
      alerts: DEFAULT_ALERTS,
      keyOrigins: v1KeyOrigins,
    });
  });

  it('keeps app-wide fields it does not know at the top level, through the migration and a save', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ...v1, closeAfterCopy: true, searchIn: 'alias' },
      settings$: { v: 1 },
    });
    await settingsItem.migrate();
    await saveSettings({ notifications: true });
    const { settings } = (await stored()) as { settings: { profiles: object[] } };
    expect(settings).toMatchObject({ closeAfterCopy: true, searchIn: 'alias', notifications: true });
    expect(settings.profiles[0]).not.toHaveProperty('closeAfterCopy');
  });

  it('keeps the valid fields of a damaged v1 value and defaults the rest', async () => {
    await fakeBrowser.storage.local.set({
      settings: { apiKey: 'k-1234', linksBaseUrl: 7, notifications: 'yes', defaultDomain: 4 },
      settings$: { v: 1 },
    });
    await settingsItem.migrate();
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      apiKey: 'k-1234',
      defaultDomain: 4,
    });
  });

  it('reads a v1 value written after the migration ran, and stores v2 on the next save', async () => {
    await settingsItem.migrate();
    await fakeBrowser.storage.local.set({ settings: v1, settings$: { v: 1 } });
    expect(await loadSettings()).toMatchObject({ apiKey: v1.apiKey, linksBaseUrl: v1.linksBaseUrl });
    await saveSettings({ reuseExisting: true });
    expect((await stored()).settings).toEqual({
      ...v1AsProfile,
      // A profile field v1 never had  is stored with its default on the first save.
      profiles: [
        {
          ...v1AsProfile.profiles[0],
          excludeVisits: DEFAULT_SETTINGS.excludeVisits,
          alerts: DEFAULT_ALERTS,
          keyOrigins: v1KeyOrigins,
        },
      ],
      reuseExisting: true,
      searchIn: DEFAULT_SETTINGS.searchIn,
      closeAfterCopy: DEFAULT_SETTINGS.closeAfterCopy,
      toolbarBadge: DEFAULT_SETTINGS.toolbarBadge,
    });
  });

  it('leaves a v2 value as it is when migrated again (a v1 meta over v2 data)', async () => {
    await fakeBrowser.storage.local.set({ settings: v1AsProfile, settings$: { v: 1 } });
    await settingsItem.migrate();
    expect(await stored()).toEqual({ settings: v1Migrated, settings$: { v: 4 } });
  });

  it('gives every profile of a v2 value the alerts, all off, and keeps the ones a profile has', async () => {
    // Arrange
    const chosen = { ...DEFAULT_ALERTS, serverDown: true };
    const v2 = {
      ...v1AsProfile,
      profiles: [v1AsProfile.profiles[0], { id: 'work', name: 'Work', alerts: chosen }],
    };
    await fakeBrowser.storage.local.set({ settings: v2, settings$: { v: 2 } });
    // Act
    await settingsItem.migrate();
    // Assert
    expect(await stored()).toEqual({
      settings: { ...v2, profiles: [v1Migrated.profiles[0], { ...v2.profiles[1], keyOrigins: [] }] },
      settings$: { v: 4 },
    });
    expect((await loadSettings('work')).alerts).toEqual(chosen);
    expect((await loadSettings('default')).alerts).toEqual(DEFAULT_ALERTS);
  });

  it('gives every key of a v3 value the origins of its own profile, and keeps the ones a profile has', async () => {
    // Arrange
    const v3 = {
      ...v1Migrated,
      profiles: [
        { ...v1AsProfile.profiles[0], alerts: DEFAULT_ALERTS },
        { id: 'work', name: 'Work', apiKey: 'k-5678', linksBaseUrl: 'https://work.example:8443/s' },
        {
          id: 'moved',
          name: 'Moved',
          apiKey: 'k-9012',
          linksBaseUrl: 'https://b.example',
          keyOrigins: ['https://a.example'],
        },
        { id: 'keyless', name: 'No key', linksBaseUrl: 'https://c.example' },
      ],
    };
    await fakeBrowser.storage.local.set({ settings: v3, settings$: { v: 3 } });
    // Act
    await settingsItem.migrate();
    // Assert
    const { settings } = (await stored()) as { settings: { profiles: { keyOrigins: string[] }[] } };
    expect(settings.profiles.map((p) => p.keyOrigins)).toEqual([
      v1KeyOrigins,
      ['https://work.example:8443'],
      ['https://a.example'],
      [],
    ]);
    expect((await loadSettings('moved')).keyOrigins).toEqual(['https://a.example']);
  });

  it('writes nothing for empty storage', async () => {
    await settingsItem.migrate();
    await migrateLegacySettings();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});

describe('toStored', () => {
  it('makes one profile when the stored list is empty or holds nothing usable', () => {
    expect(toStored({ profiles: [null, { id: 'bad id!' }], activeProfile: 'x' })).toEqual({
      profiles: [{ id: 'default', name: '' }],
      activeProfile: 'default',
    });
  });

  it('drops duplicate ids and points a lost active id at the first profile', () => {
    const result = toStored({
      profiles: [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'again' },
        { id: 'b', name: 7 },
      ],
      activeProfile: 'gone',
    });
    expect(result).toEqual({
      profiles: [
        { id: 'a', name: 'A' },
        { id: 'b', name: '' },
      ],
      activeProfile: 'a',
    });
  });

  it('moves only the connection fields into the profile', () => {
    expect(toProfiles({ apiKey: 'k', contextMenus: false, profileName: 'Work' })).toEqual({
      profiles: [{ id: 'default', name: 'Work', apiKey: 'k' }],
      activeProfile: 'default',
      contextMenus: false,
    });
  });
});
