/**
 * Issue 27 in Firefox ESR (.output/firefox-mv2-e2e) against the reference server: the popup shows
 * the tab's page's short links first (one differing by host case, a trailing slash and a
 * fragment), Copy copies, Statistics opens the manager's view, Shorten again makes a new link;
 * one links-list request per page across two popups, none on the account's short domain; the
 * "This site" panel shows this page's pageviews over 7 days as the server's `page` row.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { type ApiRecord, apiCall } from './support/api';
import { localDay as day } from './support/days';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { apiRequests } from './support/server';

const suite = useFirefox();
const LINKS = '/api/v1/links';

const lookups = () =>
  apiRequests(suite.server, 'GET', LINKS).filter(
    (request) => request.query.by === 'url' || request.query.search_by === 'url',
  );

/** Points a seeded link (it has clicks) at `url`; answers what the popup should show of it. */
async function pointAt(id: number, url: string) {
  const answer = await apiCall(suite.server, 'PUT', `${LINKS}/${id}`, { form: { url } });
  expect(answer.status).toBe(200);
  const data = answer.body.data as ApiRecord;
  expect(Number(data.clicks)).toBeGreaterThan(0);
  return { id, alias: String(data.alias), shortUrl: String(data.short_url), clicks: Number(data.clicks) };
}

const localhostPage = (path: string) => `${suite.other.url.replace('127.0.0.1', 'localhost')}${path}`;
const bare = (shortUrl: string) => shortUrl.replace(/^https?:\/\//, '');

async function popupFor(tabId: number): Promise<Page> {
  const page = await suite.ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button[type="submit"]');
  page.setDefaultTimeout(15_000);
  return page;
}

/** The texts of the "Already shortened" items, once there are `count` of them. */
async function listed(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelectorAll('.already li').length >= n, {}, count);
  return page.$$eval('.already li', (items) => items.map((item) => item.textContent ?? ''));
}

const click = async (page: Page, role: string, name: string) =>
  (await page.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`))?.click();

describe('already shortened (Firefox, issue 27)', () => {
  it('shows both short links with clicks; Copy, Shorten again and Statistics work; one lookup for two popups', async () => {
    // Arrange
    const url = localhostPage('/articles/page-links');
    const exact = await pointAt(2, url);
    const variant = await pointAt(3, `${url.replace('localhost', 'LocalHost')}/#intro`);
    await pointAt(4, `${url}-2`);
    const { tabId } = await suite.ff.openTab(url);
    suite.server.clearRequests();

    // Act
    const popup = await popupFor(tabId);
    const items = await listed(popup, 2);

    // Assert: both, with the server's clicks, above the form
    expect(items).toHaveLength(2);
    for (const link of [exact, variant])
      expect(items.find((text) => text.includes(bare(link.shortUrl)))).toContain(`${link.clicks} clicks`);
    expect(
      await popup.evaluate(
        () =>
          (document.querySelector('.already')?.getBoundingClientRect().top ?? 0) <
          (document.querySelector('input[id$="-url"]')?.getBoundingClientRect().top ?? 0),
      ),
    ).toBe(true);

    // Copy writes the short URL to the clipboard
    await popup.evaluate(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      (window as unknown as { copied: string[] }).copied = [];
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string[] }).copied.push(text);
        return write(text);
      };
    });
    await click(popup, 'button', `Copy ${variant.alias}`);
    await popup.waitForFunction(() => document.querySelector('.already')?.textContent?.includes('Copied'));
    expect(await popup.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      variant.shortUrl,
    ]);

    // Shorten again: one new link to the page
    await click(popup, 'button', 'Shorten again');
    const made = await popup.waitForFunction(
      () => (document.querySelector('#short-url') as HTMLTextAreaElement | null)?.value || null,
    );
    const shortUrl = String(await made.jsonValue());
    expect([exact.shortUrl, variant.shortUrl]).not.toContain(shortUrl);
    const posts = apiRequests(suite.server, 'POST', LINKS);
    expect(posts.map((post) => (post.body as ApiRecord).url)).toEqual([url]);

    // A second popup lists the three without asking again; Statistics opens the manager's view
    const again = await popupFor(tabId);
    expect((await listed(again, 3)).join(' ')).toContain(bare(shortUrl));
    expect(lookups()).toHaveLength(1);
    await click(again, 'button', `Statistics ${exact.alias}`);
    const deadline = Date.now() + 10_000;
    let managerUrl: string | undefined;
    while (!managerUrl && Date.now() < deadline) {
      managerUrl = await suite.ff.inExtension(async () => {
        const tabs = await (globalThis as unknown as FirefoxGlobals).browser.tabs.query({});
        return tabs.map((tab) => tab.url ?? '').find((u) => u.includes('/manager.html'));
      }, null);
      if (!managerUrl) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(new URL(managerUrl ?? 'about:blank').hash).toBe(`#links/${exact.id}/stats?range=30d`);
  });

  it('sends no links-list request for a page on the account’s short domain', async () => {
    const { tabId } = await suite.ff.openTab(`${suite.server.url}/`);
    suite.server.clearRequests();

    const popup = await popupFor(tabId);
    await new Promise((resolve) => setTimeout(resolve, 700));

    expect(lookups()).toEqual([]);
    expect(await popup.$$eval('.already', (all) => all.length)).toBe(0);
  });
});

describe('this page’s numbers (Firefox, issue 27)', () => {
  it('shows this page’s pageviews over 7 days as the server’s page row, and its short links’ clicks', async () => {
    // Arrange
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: suite.other.url },
    });
    const id = Number((created.body.data as ApiRecord).id);
    const url = `${suite.other.url}/pricing`;
    const link = await pointAt(6, url);
    const { tabId } = await suite.ff.openTab(url);

    // Act
    const popup = await popupFor(tabId);
    await popup.waitForFunction(() => document.querySelectorAll('#site-stats .this-page dd').length === 2);

    // Assert
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'page', from: day(-6), to: day(0), search: '/pricing', per_page: 100 },
    });
    const row = (body.data as { value: string; count: string }[]).find((r) => r.value === '/pricing');
    expect(Number(row?.count)).toBeGreaterThan(0);
    const shown = await popup.$$eval('#site-stats .this-page dl div', (pairs) =>
      pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]),
    );
    expect(shown).toEqual([
      ['Pageviews, 7 days', Number(row?.count).toLocaleString('en-US')],
      ['Clicks on its short links (1)', link.clicks.toLocaleString('en-US')],
    ]);
  });
});
