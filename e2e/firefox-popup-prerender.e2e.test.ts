/**
 * The pre-rendered popup (issue 29) in Firefox ESR (.output/firefox-mv2-e2e), the twin of
 * popup-prerender.e2e.test.ts: the first script fills the shipped form before Preact loads (with
 * Firefox's `browser`), and Preact takes over the same elements: what was typed and the focus
 * stay, and a Shorten clicked before is sent once. `?holdHydration` is the e2e build's hook.
 * DOM polling and DOM events, as the other Firefox tests.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import { apiRequests } from './support/server';

const suite = useFirefox();

/** The popup for `tabId` with Preact held back, once the first script filled the URL. */
async function heldPopup(tabId: number): Promise<Page> {
  const page = await suite.ff.openExtensionPage(`popup.html?tabId=${tabId}&holdHydration`, 'form');
  await untilInPage(page, () => document.querySelector<HTMLInputElement>('input[name="url"]')?.value);
  return page;
}

const hydrate = async (page: Page) => {
  await page.evaluate(() => dispatchEvent(new Event('e2e-hydrate')));
  await untilInPage(page, () => performance.getEntriesByName('popup-hydrated').length > 0);
};

/** Types into the Alias field as a person does: focus, then keys. */
async function typeAlias(page: Page, text: string): Promise<void> {
  await page.focus('input[name="alias"]');
  await page.keyboard.type(text);
}

const alias = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="alias"]')?.value);

describe('pre-rendered popup (Firefox)', () => {
  it('fills the URL before Preact, keeps the text typed and the focus when Preact takes over', async () => {
    const url = suite.other.samplePage('ff-typed');
    const { tabId } = await suite.ff.openTab(url);
    const page = await heldPopup(tabId);
    expect(
      await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="url"]')?.value),
    ).toBe(url);
    await typeAlias(page, 'kept');

    await hydrate(page);

    expect(await alias(page)).toBe('kept');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('alias');
    await page.keyboard.type('-more');
    expect(await alias(page)).toBe('kept-more');
  });

  it('holds a Shorten clicked before Preact took over, then sends it once, as typed', async () => {
    const url = suite.other.samplePage('ff-early-click');
    const { tabId } = await suite.ff.openTab(url);
    const page = await heldPopup(tabId);
    await typeAlias(page, 'ff-early');
    await page.click('button[type="submit"]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(apiRequests(suite.server, 'POST', '/api/v1/links')).toHaveLength(0);

    await hydrate(page);

    await untilInPage(
      page,
      () => (document.querySelector('#short-url') as HTMLTextAreaElement | null)?.value,
    );
    expect(apiRequests(suite.server, 'POST', '/api/v1/links').map((post) => post.body)).toEqual([
      expect.objectContaining({ url, alias: 'ff-early' }),
    ]);
  });
});
