/**
 * Against the reference server: a tab whose page already has short links shows them first in the
 * popup (clicks, Copy, Statistics, Make a new link; in Chromium and Firefox: the clipboard and the
 * background that keeps the lookup differ); the page is looked up with one links-list request a
 * browser session, kept in storage.session (the worker is stopped between two popups), and never
 * for a page on the account's short domain; the "This site" panel shows this page's pageviews
 * over 7 days as the server's `page` list counts them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiRecord, apiCall, visit } from './support/api';
import { axeReport } from './support/axe';
import { clipboardWrites, pastedClipboard, recordClipboardWrites } from './support/clipboard';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { msgCount } from './support/messages';
import {
  apiRequests,
  expectNoRequest,
  type LoggedRequest,
  type OtherOriginServer,
  type RunningServer,
} from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import { workerStopper } from './support/worker-restart';

const suite = useChromium();
const LINKS = '/api/v1/links';

/** A links-list request that searched by URL: a page lookup. */
const isLookup = (request: LoggedRequest) =>
  request.method === 'GET' &&
  request.path === LINKS &&
  (request.query.by === 'url' || request.query.search_by === 'url');
const lookups = () => suite.server.requests().filter(isLookup);

/**
 * Points a seeded link of the demo account (it has clicks: the reference server counts none of
 * its own) at `url`, as an edit in the manager would; answers its alias, short URL and clicks.
 */
async function pointAt(
  server: RunningServer,
  id: number,
  url: string,
): Promise<{ id: number; alias: string; shortUrl: string; clicks: number }> {
  const answer = await apiCall(server, 'PUT', `${LINKS}/${id}`, { form: { url } });
  expect(answer.status).toBe(200);
  const data = answer.body.data as ApiRecord;
  expect(data.url).toBe(url);
  expect(Number(data.clicks)).toBeGreaterThan(0);
  return { id, alias: String(data.alias), shortUrl: String(data.short_url), clicks: Number(data.clicks) };
}

/** A page of the other-origin server on `localhost`, whose host can be written in another case. */
const localhostPage = (other: OtherOriginServer, path: string) =>
  `${other.url.replace('127.0.0.1', 'localhost')}${path}`;

async function openPopupOn(url: string): Promise<Page> {
  const { tab } = await suite.ext.openTab(url);
  const popup = await suite.openPopup(tab.id);
  return popup.page;
}

const alreadyShortened = (popup: Page) =>
  popup.locator('section').filter({ has: popup.getByRole('heading', { name: 'Already shortened' }) });

describe('already shortened (Chromium)', () => {
  it('asks the links list once per page across two popups, with the worker stopped between them', async () => {
    // Arrange
    const page = localhostPage(suite.other, '/articles/once');
    const link = await pointAt(suite.server, 5, page);
    suite.server.clearRequests();

    // Act: a popup, the worker stopped (as Chrome does when idle), another popup on the page
    const first = await openPopupOn(page);
    await alreadyShortened(first).getByRole('listitem').waitFor();
    const { tab } = await suite.ext.openTab(`${page}#later`);
    const worker = await workerStopper(suite.ext);
    try {
      await worker.stop();
      const second = (await suite.openPopup(tab.id)).page;
      await alreadyShortened(second).getByRole('listitem').waitFor();

      // Assert: one lookup, searched by URL; the second popup's answer came from storage.session
      expect(await worker.isNewWorker()).toBe(true);
    } finally {
      await worker.close();
    }
    expect(lookups()).toHaveLength(1);
    const { host, pathname } = new URL(link.shortUrl);
    expect(await alreadyShortened(first).textContent()).toContain(`${pathname.slice(1)}${host}`);
    const session = await suite.ext.storage('session');
    expect(Object.keys(session).filter((key) => key.startsWith('pageLinks:default:'))).toHaveLength(1);
  });

  it('sends no links-list request for a page on the account’s short domain', async () => {
    // Arrange: the links base URL (the reference server) is where links without a domain live
    suite.server.clearRequests();

    // Act
    const popup = await openPopupOn(`${suite.server.url}/`);
    await popup.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    await expectNoRequest(suite.server, isLookup);

    // Assert
    expect(lookups()).toEqual([]);
    expect(await popup.getByRole('heading', { name: 'Already shortened' }).count()).toBe(0);
  });
});

describe('Shorten beside an existing link (Chromium)', () => {
  it('says that Shorten gives the existing link and Make a new link makes another, and each does so', async () => {
    // Arrange: the page has a short link; reuse-existing is on (the default)
    const page = localhostPage(suite.other, '/articles/two-buttons');
    const created = await apiCall(suite.server, 'POST', LINKS, { form: { url: page } });
    const link = { shortUrl: String((created.body.data as ApiRecord).short_url) };
    const popup = await openPopupOn(page);
    await alreadyShortened(popup).getByRole('listitem').waitFor();
    const shorten = popup.getByRole('button', { name: 'Shorten', exact: true });

    // Assert: the big button says it hands out the link above; the panel's button says it makes one
    await expect.poll(() => shorten.getAttribute('aria-describedby')).toBeTruthy();
    const hintId = (await shorten.getAttribute('aria-describedby')) ?? '';
    const hint = popup.locator(`[id="${hintId}"]`);
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toBe('Shorten gives you the existing link above.');
    const makeNew = alreadyShortened(popup).getByRole('button', { name: 'Make a new link', exact: true });
    expect(await makeNew.isVisible()).toBe(true);

    // Act: Shorten hands out the existing link, without a new one
    suite.server.clearRequests();
    await shorten.click();
    await popup.getByLabel('Short URL', { exact: true }).waitFor();
    expect(await popup.getByLabel('Short URL', { exact: true }).inputValue()).toBe(link.shortUrl);
    expect(apiRequests(suite.server, 'POST', LINKS)).toEqual([]);
  });

  it('drops the hint once the form asks for something the existing link lacks (an alias)', async () => {
    const page = localhostPage(suite.other, '/articles/two-buttons-alias');
    await apiCall(suite.server, 'POST', LINKS, { form: { url: page } });
    const popup = await openPopupOn(page);
    await alreadyShortened(popup).getByRole('listitem').waitFor();
    const shorten = popup.getByRole('button', { name: 'Shorten', exact: true });
    await expect.poll(() => shorten.getAttribute('aria-describedby')).toBeTruthy();

    await popup.getByLabel('Alias', { exact: true }).fill('my-own-alias');

    await expect.poll(() => shorten.getAttribute('aria-describedby')).toBeNull();
    expect(await popup.getByText('Shorten gives you the existing link above.').count()).toBe(0);
  });
});

describe('this page’s numbers (Chromium)', () => {
  it('shows this page’s pageviews over 7 days as the server’s page row, and its short links’ clicks', async () => {
    // Arrange: the sample server's host is a tracked website; /pricing is one of its pages, visited
    const { server, other } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body.data as ApiRecord).id);
    const page = `${other.url}/pricing`;
    await visit(server, page); // a website added today has next to no visits just after midnight
    const link = await pointAt(suite.server, 6, page);

    // Act
    const popup = await openPopupOn(page);
    const panel = popup.locator('#site-stats .this-page');
    await panel.getByText('Pageviews, 7 days').waitFor();
    await panel.getByText('Clicks on its short link (1)').waitFor();

    // Assert
    const { body } = await apiCall(server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'page', from: day(-6), to: day(0), search: '/pricing', per_page: 100 },
    });
    const row = (body.data as { value: string; count: string }[]).find((r) => r.value === '/pricing');
    expect(Number(row?.count)).toBeGreaterThan(0);
    const shown = async (label: string) =>
      (
        await panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()
      )?.trim();
    expect(await shown('Pageviews, 7 days')).toBe(Number(row?.count).toLocaleString('en-US'));
    expect(await shown('Clicks on its short link (1)')).toBe(link.clicks.toLocaleString('en-US'));
    expect(await panel.getByRole('heading').textContent()).toContain('/pricing');

    // Accessible in both themes, with the page's short link listed above the form
    await alreadyShortened(popup).getByRole('listitem').waitFor();
    expect(await axeReport(popup)).toBe('');
    await popup.emulateMedia({ colorScheme: 'dark' });
    expect(await axeReport(popup)).toBe('');
  });

  it('cuts a long path and query with an ellipsis, the popup no wider than its window', async () => {
    // Arrange: a tracked page whose query (campaign parameters) is wider than the popup
    const { server, other } = suite;
    await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const page = `${other.url}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=${'spring-'.repeat(12)}`;
    // Act
    const popup = await openPopupOn(page);
    const path = popup.locator('#site-stats .this-page-path');
    await path.waitFor();
    // Assert
    // (Opened as a tab, the popup's body keeps its popup width: nothing may be wider than it.)
    const widths = await popup.evaluate(() => ({
      content: document.body.scrollWidth,
      popup: document.body.clientWidth,
      path: (document.querySelector('.this-page-path') as HTMLElement).clientWidth,
      pathText: (document.querySelector('.this-page-path') as HTMLElement).scrollWidth,
    }));
    expect(widths.popup).toBeLessThan(500);
    expect(widths.content).toBeLessThanOrEqual(widths.popup);
    expect(widths.pathText).toBeGreaterThan(widths.path);
  });
});

describe.each(BROWSERS)('already shortened (%s)', (browser) => {
  // Clipboard and the MV2 background page: Copy writes from the popup, where each browser has
  // its own rules for it, and the page's lookup is kept by Firefox's persistent background page
  // (Chromium's stopped worker: the scenario above).
  const suite = useExtension(browser);

  const lookups = () =>
    apiRequests(suite.server, 'GET', LINKS).filter(
      (request) => request.query.by === 'url' || request.query.search_by === 'url',
    );
  /** A listed link reads its alias, then its short domain: `docssho.rt · 12 clicks`. */
  const bare = (shortUrl: string) => {
    const { host, pathname } = new URL(shortUrl);
    return `${pathname.slice(1)}${host}`;
  };
  /** The hash of the manager tab the extension opened, once there is one. */
  const managerHash = () =>
    suite.ext.inBackground(async ({ api }) => {
      const tabs: Array<{ url?: string }> = await api.tabs.query({});
      const url = tabs.map((tab) => tab.url ?? '').find((u) => u.includes('/manager.html'));
      return url ? new URL(url).hash : null;
    });

  it('lists the page’s two short links with their clicks, and copies, shortens again and opens statistics from them', async () => {
    // Arrange: one link to the page as the tab has it, one differing by host case, a trailing
    // slash and a fragment, and one to another page whose URL contains this one's
    const page = localhostPage(suite.other, '/articles/page-links');
    const exact = await pointAt(suite.server, 2, page);
    const variant = await pointAt(suite.server, 3, `${page.replace('localhost', 'LocalHost')}/#intro`);
    await pointAt(suite.server, 4, `${page}-2`);

    // Act
    const { tabId } = await suite.ext.openTab(page);
    const popup = await suite.openPopup(tabId);
    const list = popup.alreadyShortened;
    await list.getByRole('listitem').nth(1).waitFor();

    // Assert: both, each with its server's clicks, and not the other page's
    const items = await list.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(2);
    for (const link of [exact, variant]) {
      expect(items.find((text) => text.includes(bare(link.shortUrl)))).toContain(
        msgCount('find_clicks', link.clicks),
      );
    }
    // First in the popup: above the URL field
    const [listTop, urlTop] = await Promise.all([
      list.boundingBox().then((box) => box?.y ?? Number.NaN),
      popup.url.boundingBox().then((box) => box?.y ?? Number.NaN),
    ]);
    expect(listTop).toBeLessThan(urlTop);

    // Copy copies the short URL
    await recordClipboardWrites(popup.page);
    await list.getByRole('button', { name: `Copy ${variant.alias}` }).click();
    await list.getByText('Copied').waitFor();
    expect(await clipboardWrites(popup.page)).toEqual([variant.shortUrl]);
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(variant.shortUrl);

    // Make a new link makes a new link to the page, although reuse-existing would hand out one
    suite.server.clearRequests();
    await list.getByRole('button', { name: 'Make a new link' }).click();
    const shortUrl = await popup.waitForShortUrl();
    expect([exact.shortUrl, variant.shortUrl, '']).not.toContain(shortUrl);
    const posts = apiRequests(suite.server, 'POST', LINKS);
    expect(posts.map((post) => (post.body as ApiRecord).url)).toEqual([page]);

    // The next popup lists it too, from the session's lookup (no new request); Statistics opens
    // the manager's view of a link (and closes the popup, as a toolbar popup does: that may end
    // the click before the driver has seen it through)
    const again = await suite.openPopup(tabId);
    const listed = again.alreadyShortened;
    await listed.getByRole('listitem').nth(2).waitFor();
    expect(await listed.textContent()).toContain(bare(shortUrl));
    expect(lookups()).toEqual([]);
    await listed
      .getByRole('button', { name: `Statistics ${exact.alias}` })
      .click()
      .catch((error: unknown) => {
        if (!again.page.isClosed()) throw error;
      });
    await expect.poll(managerHash).toBe(`#links/${exact.id}/stats?range=30d`);
  });

  it('keeps a long alias whole at the popup’s width, cutting the host if anything', async () => {
    // Arrange: a short link with a long alias to the page, on a host with a port
    const page = localhostPage(suite.other, '/articles/long-alias');
    const alias = 'spring-sale-announcement-2026';
    await apiCall(suite.server, 'POST', LINKS, { form: { url: page, alias } });

    // Act
    const { tabId } = await suite.ext.openTab(page);
    const popup = await suite.openPopup(tabId);
    await popup.page.setViewportSize({ width: 380, height: 600 });
    const item = popup.alreadyShortened.getByRole('listitem').first();
    await item.waitFor();
    const texts = await item.evaluate(visibleTexts);

    // Assert: the alias is in a text that nothing cuts; the whole short URL is still there to read
    expect(texts.find((text) => text.text.includes(alias))).toMatchObject({ cut: false });
    expect(texts.map((text) => text.text).join('')).toContain(alias);
  });
});

/**
 * The texts in `element`, each with whether an ancestor that hides its overflow cuts it (its
 * box reaches past that ancestor's). Self-contained: it runs inside the page.
 */
function visibleTexts(element: Element): Array<{ text: string; cut: boolean }> {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Array<{ text: string; cut: boolean }> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    let cut = false;
    for (
      let parent = node.parentElement;
      parent && parent !== element.parentElement;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.right > clip.right + 0.5 || box.left < clip.left - 0.5 || box.width === 0) cut = true;
    }
    texts.push({ text: node.textContent ?? '', cut });
  }
  return texts;
}
