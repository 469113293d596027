import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings, saveSettings } from '../settings/store';

// The module keeps whether it listens: a fresh copy per test, as a fresh worker has.
async function startWorker() {
  vi.resetModules();
  const { registerToolbarBadge } = await import('./wiring');
  registerToolbarBadge();
  // Lets the settings read that decides whether the tab listeners stay come back.
  await loadSettings();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('registerToolbarBadge', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('stops listening to tabs once it knows the badge is off, so tab events do not wake the worker', async () => {
    // Arrange: the default settings (badge off)
    // Act
    await startWorker();
    // Assert
    expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(false);
    expect(fakeBrowser.tabs.onUpdated.hasListeners()).toBe(false);
    expect(fakeBrowser.windows.onFocusChanged.hasListeners()).toBe(false);
  });

  it('keeps listening to tabs when a badge is chosen', async () => {
    // Arrange
    await saveSettings({ toolbarBadge: 'visitors' });
    // Act
    await startWorker();
    // Assert
    expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(true);
    expect(fakeBrowser.tabs.onUpdated.hasListeners()).toBe(true);
  });

  it('listens again when a badge is chosen while the worker runs, and stops when it is turned off', async () => {
    // Arrange
    await startWorker();
    expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(false);
    // Act
    await saveSettings({ toolbarBadge: 'shortLink' });
    // Assert
    await vi.waitFor(() => expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(true));
    // Act
    await saveSettings({ toolbarBadge: 'off' });
    // Assert
    await vi.waitFor(() => expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(false));
  });
});
