/**
 * Connection profiles: two reference servers on two ports, each with its own account key.
 * Switching in the popup shortens on the other server (both browsers); the manager lists the
 * active server's links; each context menu child item shortens on its own profile's server; and
 * no server ever sees the other profile's key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import type { ChromeApi } from './support/chrome-api';
import { useChromium } from './support/fixture';
import { apiRequests, type RunningServer, resetServer, startReferenceServer } from './support/server';
import { settingsFor, settingsItems } from './support/settings';
import { BROWSERS, useExtension } from './support/suite';

declare const chrome: ChromeApi;

const suite = useChromium({ configure: false });
let second: RunningServer;

beforeAll(async () => {
  second = await startReferenceServer();
});
afterAll(async () => {
  await second?.stop();
});

beforeEach(async () => {
  await resetServer(second);
  await suite.writeSettings(twoProfiles(suite.server));
});

/** Alpha on `first` (the demo account, active) and Beta on the second server (another account). */
function twoProfiles(first: RunningServer): Record<string, unknown> {
  const alpha = settingsFor(first, first.keys.demo, { profileId: 'alpha', profileName: 'Alpha' });
  const beta = settingsFor(second, second.keys.other, {
    profileId: 'beta',
    profileName: 'Beta',
    reuseExisting: false,
  });
  return settingsItems({ ...alpha, reuseExisting: false }, beta);
}

/** Every request each server got carried its own profile's key, never the other's. */
function expectKeysConfined(first: RunningServer = suite.server) {
  for (const request of apiRequests(first)) {
    expect(request.headers.authorization).toBe(`Bearer ${first.keys.demo}`);
  }
  for (const request of apiRequests(second)) {
    expect(request.headers.authorization).toBe(`Bearer ${second.keys.other}`);
  }
}

const posts = (server: RunningServer) => apiRequests(server, 'POST', '/api/v1/links');

describe('connection profiles (Chromium)', () => {
  it('lists the active server’s links in the manager, and reloads them on a switch', async () => {
    await suite.ext.inWorker(async () => {
      const stored = (await chrome.storage.local.get('settings')) as { settings: Record<string, unknown> };
      await chrome.storage.local.set({ settings: { ...stored.settings, activeProfile: 'beta' } });
    });
    const page = await suite.ext.openExtensionPage('manager.html');
    const manager = await new ManagerPage(page).ready();
    await expect.poll(() => manager.profile.inputValue()).toBe('beta');
    await expect.poll(() => apiRequests(second, 'GET', '/api/v1/links').length).toBeGreaterThan(0);
    const betaAliases = await manager.aliases();
    expect(apiRequests(suite.server, 'GET', '/api/v1/links')).toHaveLength(0);

    await manager.profile.selectOption({ label: 'Alpha' });
    await expect.poll(() => apiRequests(suite.server, 'GET', '/api/v1/links').length).toBeGreaterThan(0);
    await expect.poll(() => manager.aliases()).not.toEqual(betaAliases);
    expectKeysConfined();
  });

  it('gives each menu item one child per profile, which shortens on that profile’s server', async () => {
    const ids = ['shorten-link:alpha', 'shorten-link:beta', 'shorten-page:beta', 'shorten-selection:alpha'];
    await expect
      .poll(() =>
        suite.ext.inWorker(
          async (list) =>
            Promise.all(
              list.map((id) =>
                chrome.contextMenus.update(id, {}).then(
                  () => 'ok',
                  (error: Error) => error.message,
                ),
              ),
            ),
          ids,
        ),
      )
      .toEqual(['ok', 'ok', 'ok', 'ok']);

    const { tab, url: pageUrl } = await suite.openSample('profiles-menu');
    const linkUrl = suite.other.linkTarget();
    const onBeta = (await suite.menuClick({ menuItemId: 'shorten-link:beta', linkUrl, pageUrl }, tab.id)) as {
      ok: boolean;
    };
    expect(onBeta.ok).toBe(true);
    expect(posts(second)).toHaveLength(1);
    expect(posts(suite.server)).toHaveLength(0);

    const onAlpha = (await suite.menuClick(
      { menuItemId: 'shorten-link:alpha', linkUrl, pageUrl },
      tab.id,
    )) as {
      ok: boolean;
    };
    expect(onAlpha.ok).toBe(true);
    expect(posts(suite.server)).toHaveLength(1);
    expectKeysConfined();
  });
});

describe.each(BROWSERS)('connection profiles in the popup (%s)', (browser) => {
  // The popup's first script and hydration: a switch reloads the popup, which starts again through
  // its first script and hydrates on the newly active profile.
  const both = useExtension(browser, { configure: false });

  beforeEach(async () => {
    await both.ext.writeSettings(twoProfiles(both.server));
  });

  it('switches profiles in the popup and shortens on each server with its own key', async () => {
    const { tabId } = await both.openSample('profiles-popup');
    const popup = await both.openPopup(tabId);
    await expect.poll(() => popup.profile.inputValue()).toBe('alpha');
    await popup.shorten();
    await popup.waitForShortUrl();
    expect(posts(both.server)).toHaveLength(1);
    expect(posts(second)).toHaveLength(0);

    // The popup starts afresh on the active profile: a new document, the form again, Beta
    // selected (the select shows Beta at once: the new document is what tells the switch is done).
    await popup.page.evaluate(() => {
      (window as { beforeSwitch?: boolean }).beforeSwitch = true;
    });
    await popup.profile.selectOption({ label: 'Beta' });
    const reloaded = () =>
      popup.page.evaluate(() => !(window as { beforeSwitch?: boolean }).beforeSwitch).catch(() => false);
    await expect.poll(reloaded, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => popup.profile.inputValue()).toBe('beta');
    await popup.ready();
    await popup.shorten();
    await popup.waitForShortUrl();
    expect(posts(second)).toHaveLength(1);
    expect(posts(both.server)).toHaveLength(1);
    expectKeysConfined(both.server);
  });
});
