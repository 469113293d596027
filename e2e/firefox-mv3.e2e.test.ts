/**
 * Issue 7: the Firefox MV3 build is built and test-loaded as well as the MV2 one (which the other
 * Firefox files exercise in depth): it installs, its pages render, and its background answers
 * through the real message router.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FirefoxExtension, FirefoxGlobals } from './support/firefox';
import { sharedFirefox } from './support/launches';
import { FIREFOX_MV3_E2E_BUILD } from './support/paths';

describe('Firefox MV3 build', () => {
  let firefox: FirefoxExtension;

  beforeAll(async () => {
    firefox = await sharedFirefox({ extensionDir: FIREFOX_MV3_E2E_BUILD });
  });

  it('declares manifest version 3', async () => {
    const version = await firefox.inExtension(
      () => (globalThis as unknown as FirefoxGlobals).browser.runtime.getManifest().manifest_version,
      undefined,
    );

    expect(version).toBe(3);
  });

  it('renders the options page with its API key field', async () => {
    const page = await firefox.openExtensionPage('options.html', 'input');

    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('label')].map((l) => l.textContent?.trim()),
    );

    expect(labels).toContain('API key');
  });

  it('answers a message from its own page through the background router', async () => {
    const answer = await firefox.inExtension(
      () =>
        (globalThis as unknown as FirefoxGlobals).browser.runtime.sendMessage({
          type: 'history.list',
          input: undefined,
        }),
      undefined,
    );

    expect(answer).toEqual({ ok: true, value: [] });
  });
});
