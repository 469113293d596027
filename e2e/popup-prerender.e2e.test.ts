/**
 * The pre-rendered popup (issue 29), in Chromium: popup.html ships the form, the first script fills
 * the tab's URL before Preact loads, and Preact then takes over the same elements. `?holdHydration`
 * (the e2e build's hook, docs/ARCHITECTURE.md "Contracts") holds Preact back until the test lets it
 * in, so what a person does in between can be done on purpose.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PopupPage } from './pages/popup-page';
import type { ChromeApi } from './support/chrome-api';
import { useChromium } from './support/fixture';
import { apiRequests } from './support/server';

declare const chrome: ChromeApi;

const suite = useChromium();

/** Opens the popup for `tabId` with Preact held back; resolves once the first script filled the URL. */
async function heldPopup(tabId: number): Promise<PopupPage> {
  const popup = new PopupPage(await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}&holdHydration`));
  await popup.waitForUrl();
  return popup;
}

const hydrate = async (page: Page) => {
  await page.evaluate(() => dispatchEvent(new Event('e2e-hydrate')));
  await page.waitForFunction(() => performance.getEntriesByName('popup-hydrated').length > 0);
};

const posts = () => apiRequests(suite.server, 'POST', '/api/v1/links');

describe('pre-rendered popup (Chromium)', () => {
  it('ships the form in popup.html itself: its fields and Shorten are there before any script runs', async () => {
    const page = await suite.ext.openExtensionPage('options.html');
    const shipped = await page.evaluate(async () => {
      const html = await (await fetch('/popup.html')).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        labels: [...doc.querySelectorAll('#app label')].map((label) => label.textContent),
        shorten: doc.querySelector('#app button[type="submit"]')?.textContent,
        // Every script is async or a module: none holds the parser back.
        blocking: [...doc.querySelectorAll('script')].filter((s) => !s.async && s.type !== 'module').length,
      };
    });
    expect(shipped).toEqual({ labels: ['URL', 'Alias', 'Password'], shorten: 'Shorten', blocking: 0 });
  });

  it('fills the URL before Preact has loaded', async () => {
    const { tab, url } = await suite.openSample('prefilled');
    const popup = await heldPopup(tab.id);
    expect(await popup.url.inputValue()).toBe(url);
    expect(await popup.page.evaluate(() => performance.getEntriesByName('popup-hydrated').length)).toBe(0);
  });

  it('keeps the text typed and the focus when Preact takes over, and saves them as the draft', async () => {
    const { tab, url } = await suite.openSample('typed');
    const popup = await heldPopup(tab.id);
    await popup.alias.fill('kept');

    await hydrate(popup.page);

    expect(await popup.alias.inputValue()).toBe('kept');
    expect(await popup.page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('alias');
    await popup.page.keyboard.type('-more');
    await expect.poll(() => popup.alias.inputValue()).toBe('kept-more');
    // Preact's input handler saved it (the background keeps the drafts in storage.session).
    await expect
      .poll(() =>
        popup.page.evaluate(async (tabUrl) => {
          const { popupDraft } = await chrome.storage.session.get('popupDraft');
          return (popupDraft as Record<string, { value: { alias: string } }> | undefined)?.[tabUrl]?.value
            .alias;
        }, url),
      )
      .toBe('kept-more');
    await popup.page.close();
    // Preact owns the field now: its draft came back in a new popup.
    const again = await suite.openPopup(tab.id);
    await expect.poll(() => again.alias.inputValue()).toBe('kept-more');
  });

  it('holds a Shorten clicked before Preact took over, then sends it once, as typed', async () => {
    const { tab, url } = await suite.openSample('early-click');
    const popup = await heldPopup(tab.id);
    await popup.alias.fill('early-alias');
    await popup.shorten();
    await popup.page.waitForTimeout(300);
    expect(posts()).toHaveLength(0);
    expect(popup.page.url()).toContain('holdHydration'); // not reloaded by a native submit

    await hydrate(popup.page);

    expect(await popup.waitForShortUrl()).toMatch(/early-alias$/);
    expect(posts().map((post) => post.body)).toEqual([
      expect.objectContaining({ url, alias: 'early-alias' }),
    ]);
  });
});
