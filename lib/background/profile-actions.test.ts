import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeLink } from '../../test/fake-api';
import { saveHomeAndWork } from '../../test/home-and-work';
import { addToHistory, listHistory, toHistoryEntry } from './history';
import { activateProfile, removeProfile } from './profile-actions';
import { loadSettings, saveSettings } from './settings/store';

describe('profile actions', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveHomeAndWork();
  });

  it('switches the active profile: loadSettings gives its connection, app-wide preferences stay', async () => {
    await saveSettings({ copyAutomatically: false });
    const pub = await activateProfile('work');
    expect(pub).toMatchObject({
      activeProfile: 'work',
      profileId: 'work',
      linksBaseUrl: 'https://work.example',
    });
    expect(await loadSettings()).toMatchObject({ apiKey: 'work-key-5678', copyAutomatically: false });
  });

  it('keeps the active profile when asked to switch to one that does not exist', async () => {
    expect((await activateProfile('gone')).activeProfile).toBe('default');
  });

  it('removes a profile and its history; the first one left becomes active', async () => {
    await activateProfile('work');
    await addToHistory(toHistoryEntry(makeLink({ shortUrl: 'https://w/1' }), 'work'));
    await addToHistory(toHistoryEntry(makeLink({ shortUrl: 'https://h/1' }), 'default'));
    const pub = await removeProfile('work');
    expect(pub.profiles.map((p) => p.id)).toEqual(['default']);
    expect(pub.activeProfile).toBe('default');
    expect(await listHistory('work')).toEqual([]);
    expect(await listHistory('default')).toHaveLength(1);
  });

  it("removes a profile's statistics from the session cache, and keeps the others'", async () => {
    // Arrange
    await fakeBrowser.storage.session.set({
      'stats:work:links:1:clicks:2026-11-01:2026-11-07:': { data: 1, fetchedAt: 1 },
      'stats:default:links:1:clicks:2026-11-01:2026-11-07:': { data: 2, fetchedAt: 1 },
    });
    // Act
    await removeProfile('work');
    // Assert
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toEqual([
      'stats:default:links:1:clicks:2026-11-01:2026-11-07:',
    ]);
  });

  it("removes a profile's campaign values and presets, and keeps the others'", async () => {
    // Arrange
    await fakeBrowser.storage.local.set({
      'campaigns:work': { recent: { source: ['newsletter'] }, presets: [] },
      'campaigns:default': { recent: { source: ['mastodon'] }, presets: [] },
    });
    // Act
    await removeProfile('work');
    // Assert
    const local = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(local).filter((key) => key.startsWith('campaigns:'))).toEqual(['campaigns:default']);
  });

  it("removes what a profile's alerts said, and keeps the others'", async () => {
    // Arrange
    await fakeBrowser.storage.local.set({
      'alerts:work': { said: { 'summary:2026-03-10': 1 } },
      'alerts:default': { said: { 'summary:2026-03-10': 2 } },
    });
    // Act
    await removeProfile('work');
    // Assert
    const local = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(local).filter((key) => key.startsWith('alerts:'))).toEqual(['alerts:default']);
  });

  it('never removes the last profile', async () => {
    await removeProfile('work');
    expect((await removeProfile('default')).profiles.map((p) => p.id)).toEqual(['default']);
  });

  it('never puts a key in the public view of the profiles', async () => {
    const pub = await activateProfile('work');
    expect(JSON.stringify(pub)).not.toMatch(/home-key|work-key/);
    expect(pub.profiles).toEqual([
      expect.objectContaining({ id: 'default', name: 'Home', linksBaseUrl: 'https://home.example' }),
      expect.objectContaining({ id: 'work', name: 'Work', linksBaseUrl: 'https://work.example' }),
    ]);
  });
});
