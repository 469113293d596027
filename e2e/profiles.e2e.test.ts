/**
 * Connection profiles in Chromium: two reference servers on two ports, each with its own
 * account key. Switching in the popup shortens on the other server; the manager lists the
 * active server's links; each context menu child item shortens on its own profile's server; and
 * no server ever sees the other profile's key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import type { ChromeApi } from './support/chrome-api';
import { useChromium } from './support/fixture';
import { apiRequests, type RunningServer, resetServer, startReferenceServer } from './support/server';
import { settingsFor, settingsItems } from './support/settings';

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
  const alpha = settingsFor(suite.server, suite.server.keys.demo, {
    profileId: 'alpha',
    profileName: 'Alpha',
  });
  const beta = settingsFor(second, second.keys.other, {
    profileId: 'beta',
    profileName: 'Beta',
    reuseExisting: false,
  });
  await suite.ext.setStorage('local', settingsItems({ ...alpha, reuseExisting: false }, beta));
});

/** Every request each server got carried its own profile's key, never the other's. */
function expectKeysConfined() {
  for (const request of apiRequests(suite.server)) {
    expect(request.headers.authorization).toBe(`Bearer ${suite.server.keys.demo}`);
  }
  for (const request of apiRequests(second)) {
    expect(request.headers.authorization).toBe(`Bearer ${second.keys.other}`);
  }
}

const posts = (server: RunningServer) => apiRequests(server, 'POST', '/api/v1/links');

describe('connection profiles (Chromium)', () => {
  it('switches profiles in the popup and shortens on each server with its own key', async () => {
    const { tab } = await suite.openSample('profiles-popup');
    const popup = await suite.openPopup(tab.id);
    await expect.poll(() => popup.profile.inputValue()).toBe('alpha');
    await popup.shorten();
    await popup.waitForShortUrl();
    expect(posts(suite.server)).toHaveLength(1);
    expect(posts(second)).toHaveLength(0);

    await popup.profile.selectOption({ label: 'Beta' });
    // The popup starts afresh on the active profile: the form again, Beta selected.
    await expect.poll(() => popup.profile.inputValue(), { timeout: 10_000 }).toBe('beta');
    await popup.ready();
    await popup.shorten();
    await popup.waitForShortUrl();
    expect(posts(second)).toHaveLength(1);
    expect(posts(suite.server)).toHaveLength(1);
    expectKeysConfined();
  });

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
