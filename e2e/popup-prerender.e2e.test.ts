/**
 * The pre-rendered popup: popup.html ships the form (Chromium reads the file), the first script
 * fills the tab's URL before Preact loads, and Preact then takes over the same elements (both
 * browsers). `?holdHydration` (the e2e build's hook, docs/ARCHITECTURE.md "Contracts") holds
 * Preact back until the test lets it in, so what a person does in between can be done on purpose.
 */
import { describe, expect, it } from 'vitest';
import { PopupPage } from './pages/popup-page';
import { useChromium } from './support/fixture';
import { apiRequests } from './support/server';
import { BROWSERS, type Suite, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const suite = useChromium();

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
});

/** Opens the popup for `tabId` with Preact held back; resolves once the first script filled the URL. */
async function heldPopup(held: Suite, tabId: number): Promise<PopupPage<UiPage>> {
  const popup = new PopupPage(await held.ext.openExtensionPage(`popup.html?tabId=${tabId}&holdHydration`));
  await popup.waitForUrl();
  return popup;
}

/** Lets Preact in, and waits for the first script's mark that it has hydrated the form. */
async function hydrate(page: UiPage): Promise<void> {
  await page.evaluate(() => dispatchEvent(new Event('e2e-hydrate')));
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('popup-hydrated').length)).toBe(1);
}

describe.each(BROWSERS)('pre-rendered popup, before and after Preact (%s)', (browser) => {
  // The popup's first script and hydration: the first script (with Firefox's `browser` or
  // Chromium's `chrome`) fills the form and holds early actions; Preact then takes it over.
  const both = useExtension(browser);
  const posts = () => apiRequests(both.server, 'POST', '/api/v1/links');

  it('fills the URL before Preact has loaded', async () => {
    const { tabId, url } = await both.openSample('prefilled');
    const popup = await heldPopup(both, tabId);
    expect(await popup.url.inputValue()).toBe(url);
    expect(await popup.page.evaluate(() => performance.getEntriesByName('popup-hydrated').length)).toBe(0);
  });

  it('keeps the text typed and the focus when Preact takes over, and saves them as the draft', async () => {
    const { tabId, url } = await both.openSample('typed');
    const popup = await heldPopup(both, tabId);
    await popup.alias.fill('kept');

    await hydrate(popup.page);

    expect(await popup.alias.inputValue()).toBe('kept');
    expect(await popup.page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('alias');
    await popup.page.keyboard.type('-more');
    await expect.poll(() => popup.alias.inputValue()).toBe('kept-more');
    // Preact's input handler saved it (the background keeps the drafts in storage.session).
    const draftAlias = async () => {
      const { popupDraft } = (await both.ext.storage('session')) as {
        popupDraft?: Record<string, { value: { alias: string } }>;
      };
      return popupDraft?.[url]?.value.alias;
    };
    await expect.poll(draftAlias).toBe('kept-more');
    await popup.page.close();
    // Preact owns the field now: its draft came back in a new popup.
    const again = await both.openPopup(tabId);
    await expect.poll(() => again.alias.inputValue()).toBe('kept-more');
  });

  it('holds a Shorten clicked before Preact took over, then sends it once, as typed', async () => {
    const { tabId, url } = await both.openSample('early-click');
    const popup = await heldPopup(both, tabId);
    await popup.alias.fill('early-alias');
    // The submit event, seen after the first script's own listener: held, not sent natively.
    await popup.page.evaluate(() => {
      addEventListener('submit', (event) => {
        document.body.dataset.e2eSubmit = event.defaultPrevented ? 'held' : 'sent';
      });
    });
    await popup.shorten();
    await expect.poll(() => popup.page.evaluate(() => document.body.dataset.e2eSubmit)).toBe('held');
    // Nothing can send before Preact is in: its code has not even loaded.
    expect(posts()).toHaveLength(0);
    // Not reloaded by a native submit (the document's own address: Firefox's driver never learns
    // an extension page's URL, so page.url() says about:blank there).
    expect(await popup.page.evaluate(() => location.search)).toContain('holdHydration');

    await hydrate(popup.page);

    expect(await popup.waitForShortUrl()).toMatch(/early-alias$/);
    expect(posts().map((post) => post.body)).toEqual([
      expect.objectContaining({ url, alias: 'early-alias' }),
    ]);
  });
});
