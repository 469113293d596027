/**
 * The Firefox MV3 build (.output/firefox-mv3-e2e) is built and loaded as well as the MV2 one,
 * which every other Firefox scenario runs: it installs as manifest version 3, its pages render,
 * and its background answers through the real message router. Firefox only: Chromium's build is
 * MV3 already, and is the one every Chromium scenario runs.
 */
import { describe, expect, it } from 'vitest';
import { FIREFOX_MV3_E2E_BUILD } from './support/paths';
import { apiRequests } from './support/server';
import { useExtension } from './support/suite';

describe('Firefox MV3 build', () => {
  // The Firefox MV3 build: its own manifest and background (an event page, not MV2's persistent one).
  const suite = useExtension('firefox', { firefox: { extensionDir: FIREFOX_MV3_E2E_BUILD } });

  it('declares manifest version 3', async () => {
    const options = await suite.openOptions();

    const version = await options.page.evaluate(
      () =>
        (
          globalThis as unknown as { browser: { runtime: { getManifest(): { manifest_version: number } } } }
        ).browser.runtime.getManifest().manifest_version,
    );

    expect(version).toBe(3);
  });

  it('renders the options page with its connection fields', async () => {
    const options = await suite.openOptions();

    expect(await options.apiKey.isVisible()).toBe(true);
    expect(await options.linksBaseUrl.inputValue()).toBe(suite.server.url);
  });

  it('answers a message from its own page through the background router', async () => {
    const options = await suite.openOptions();

    const answer = await options.page.evaluate(() =>
      (
        globalThis as unknown as { browser: { runtime: { sendMessage(message: unknown): Promise<unknown> } } }
      ).browser.runtime.sendMessage({ type: 'history.list', input: undefined }),
    );

    expect(answer).toEqual({ ok: true, value: [] });
  });

  it('shortens the tab from the popup through its background', async () => {
    const { tabId, url } = await suite.openSample();
    const popup = await suite.openPopup(tabId);
    expect(await popup.waitForUrl()).toBe(url);
    suite.server.clearRequests();

    await popup.shorten();

    expect(await popup.waitForShortUrl()).toMatch(/^https?:\/\//);
    expect(apiRequests(suite.server, 'POST', '/api/v1/links').map((post) => post.body)).toEqual([{ url }]);
  });
});
