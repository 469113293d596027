import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { AFTER_START_MS } from '../after-start';
import { saveSettings } from '../settings/store';
import { badgeOff, registerToolbarBadge } from './wiring';

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

describe('registerToolbarBadge: tab listeners only while the badge is on', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  const listening = () =>
    fakeBrowser.tabs.onActivated.hasListeners() && fakeBrowser.tabs.onUpdated.hasListeners();
  /** The start's deferred work done, and the storage events delivered. */
  const settled = () => vi.advanceTimersByTimeAsync(AFTER_START_MS);

  it('takes the tab listeners off once the settings say the badge is off (a tab switch wakes no worker)', async () => {
    // Arrange
    await saveSettings({ toolbarBadge: 'off' });
    // Act
    registerToolbarBadge();
    const atStart = listening();
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    const whileTheEventRuns = listening();
    await settled();
    // Assert
    expect(atStart).toBe(true); // an event that woke the worker still reaches it
    expect(whileTheEventRuns).toBe(true); // its settings read waits for the event's own work
    expect(listening()).toBe(false);
  });

  it('keeps them while the badge is on, and follows the setting as it changes', async () => {
    // Arrange
    await saveSettings({ toolbarBadge: 'visitors' });
    registerToolbarBadge();
    await settled();
    const whileOn = listening();
    // Act
    await saveSettings({ toolbarBadge: 'off' });
    await settled();
    const afterOff = listening();
    await saveSettings({ toolbarBadge: 'shortLink' });
    await settled();
    // Assert
    expect([whileOn, afterOff, listening()]).toEqual([true, false, true]);
  });
});
