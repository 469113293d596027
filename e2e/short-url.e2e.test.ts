/**
 * A short URL of the account is that link everywhere (context menu, popup, address bar, the
 * manager's New link), never POSTed; a deleted link's short URL says so; and in Chromium the
 * worker is stopped, as Chrome stops an idle one, between the address bar's suggestions and
 * Enter, and between opening the popup and Shorten. The context menu and the address bar in both
 * browsers, the rest in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { PopupPage } from './pages/popup-page';
import { type ApiRecord, apiCall, listAll } from './support/api';
import { pastedClipboard } from './support/clipboard';
import { useChromium } from './support/fixture';
import { apiRequests, type RunningServer } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import { workerStopper } from './support/worker-restart';

const suite = useChromium();
const LINKS = '/api/v1/links';

interface Outcome {
  ok: boolean;
  result?: { link: { shortUrl: string }; alreadyShort?: boolean };
  copied?: boolean;
  error?: { code: string; fields?: Record<string, string[]> };
}

/** A seeded link of the demo account on the short domain https://sho.rt. */
async function onShortDomain(server: RunningServer = suite.server): Promise<ApiRecord> {
  const links = await listAll(server, LINKS);
  const link = links.find((record) => String(record.short_url).startsWith('https://sho.rt/'));
  if (!link) throw new Error('the seed has no link on https://sho.rt');
  return link;
}

/** A link without a domain: its short URL is on the links base URL (the reference server). */
async function withoutDomain(
  alias: string,
  server: RunningServer = suite.server,
): Promise<{ id: number; shortUrl: string }> {
  const answer = await apiCall(server, 'POST', LINKS, {
    form: { url: `https://example.com/${alias}-target`, alias },
  });
  const data = answer.body.data as ApiRecord;
  expect(String(data.short_url)).toBe(`${server.url}/${alias}`);
  return { id: Number(data.id), shortUrl: String(data.short_url) };
}

async function deleted(alias: string): Promise<string> {
  const { id, shortUrl } = await withoutDomain(alias);
  expect((await apiCall(suite.server, 'DELETE', `${LINKS}/${id}`)).status).toBe(200);
  return shortUrl;
}

const posts = (server: RunningServer = suite.server) => apiRequests(server, 'POST', LINKS);

describe('a short URL of the account is that link (Chromium)', () => {
  it('context menu: a deleted link’s short URL says it may have been deleted, and creates nothing', async () => {
    const shortUrl = await deleted('e2e-gone');
    const { tab } = await suite.openSample();
    await suite.spyNotifications();
    suite.server.clearRequests();

    const outcome = (await suite.menuClick(
      { menuItemId: 'shorten-link', linkUrl: shortUrl },
      tab.id,
    )) as Outcome;

    expect(outcome).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(posts()).toEqual([]);
    const { calls } = await suite.notifications();
    expect(JSON.stringify(calls.at(-1))).toContain(`${shortUrl} is on your short domain`);
    expect(JSON.stringify(calls.at(-1))).toContain('may have been deleted');
  });

  it('popup on a tab at a short URL says so on opening, with the existing link, the worker stopped before', async () => {
    const { shortUrl } = await withoutDomain('e2e-mine');
    const { tab } = await suite.ext.openTab(shortUrl);
    const worker = await workerStopper(suite.ext);
    try {
      await worker.stop();
      suite.server.clearRequests();

      const popup = new PopupPage(await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`));

      expect(await popup.waitForShortUrl()).toBe(shortUrl);
      expect(await popup.status.textContent()).toBe('This page is one of your short links.');
      expect(await popup.page.getByRole('button', { name: 'Statistics e2e-mine' }).isVisible()).toBe(true);
      expect(await popup.page.getByRole('button', { name: 'Edit in the manager' }).isVisible()).toBe(true);
      expect(await popup.page.getByRole('button', { name: 'Create a new one' }).count()).toBe(0);
      expect(await popup.shortenButton.count()).toBe(0);
      expect(posts()).toEqual([]);
      expect(await worker.isNewWorker()).toBe(true);
    } finally {
      await worker.close();
    }
  });

  it('popup: a deleted link’s short URL is refused at the URL field', async () => {
    const shortUrl = await deleted('e2e-popup-gone');
    const { tab } = await suite.ext.openTab(shortUrl);
    const popup = await suite.openPopup(tab.id);
    suite.server.clearRequests();

    await popup.shorten();

    await expect.poll(async () => (await popup.fieldError('URL')).invalid).toBe('true');
    expect((await popup.fieldError('URL')).description).toContain('may have been deleted');
    expect(await popup.shortUrl.count()).toBe(0);
    expect(posts()).toEqual([]);
  });

  it('manager New link: a short URL says it is already that link at the URL field, and offers to edit it', async () => {
    const link = await onShortDomain();
    const page = await suite.ext.openExtensionPage('manager.html');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL', { exact: true }).fill(String(link.short_url));
    suite.server.clearRequests();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect
      .poll(() => dialog.getByLabel('URL', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await dialog.textContent()).toContain(`This is already your short link /${String(link.alias)}`);
    expect(posts()).toEqual([]);
    await dialog.getByRole('button', { name: `Edit /${String(link.alias)}` }).click();
    await expect.poll(() => dialog.textContent()).toContain(`Edit link ${String(link.alias)}`);
    expect(await dialog.getByLabel('URL', { exact: true }).inputValue()).toBe(String(link.url));
  });
});

describe.each(BROWSERS)('a short URL of the account is that link, from the background (%s)', (browser) => {
  // MV2 background page: the menu click and the address bar are answered by Firefox's persistent
  // background page, by Chromium's service worker (stopped and woken here, as Chrome stops an idle
  // one). Clipboard: the background copies itself in Firefox, through the offscreen document in
  // Chromium. Omnibox text: each browser gets its own suggestions.
  const both = useExtension(browser);

  it('context menu: Shorten link on an existing short URL copies it, says so and creates nothing', async () => {
    const shortUrl = String((await onShortDomain(both.server)).short_url);
    const { tabId } = await both.openSample();
    await both.spyNotifications();
    both.server.clearRequests();

    const outcome = (await both.menuClick(
      { menuItemId: 'shorten-link', linkUrl: shortUrl },
      tabId,
    )) as Outcome;

    expect(outcome).toMatchObject({
      ok: true,
      copied: true,
      result: { alreadyShort: true, link: { shortUrl } },
    });
    expect(posts(both.server)).toEqual([]);
    expect(await pastedClipboard(both.ext, both.other.url)).toBe(shortUrl);
    const { calls } = await both.notifications();
    expect(JSON.stringify(calls.at(-1))).toContain('Already your short link: copied');
    expect(JSON.stringify(calls.at(-1))).toContain(shortUrl);

    // The page and a selected URL too; the domains were read once and kept in storage.session.
    const page = (await both.menuClick({ menuItemId: 'shorten-page', pageUrl: shortUrl }, tabId)) as Outcome;
    const selection = (await both.menuClick(
      { menuItemId: 'shorten-selection', selectionText: shortUrl.replace('https://', '') },
      tabId,
    )) as Outcome;
    expect([page.result?.alreadyShort, selection.result?.alreadyShort]).toEqual([true, true]);
    expect(posts(both.server)).toEqual([]);
    expect(apiRequests(both.server, 'GET', '/api/v1/domains')).toHaveLength(1);
    expect(Object.keys(await both.ext.storage('session'))).toContain('shortDomains:default');
  });

  it('address bar: Enter copies the first suggestion kept in storage.session, even after the worker stopped, and a typed short URL', async () => {
    const suggest = (text: string) =>
      both.ext.inBackground(({ e2e }, t) => e2e.omnibox?.(t), text) as Promise<Array<{ content: string }>>;
    const enter = (text: string) => both.ext.inBackground(({ e2e }, t) => e2e.omniboxEnter?.(t), text);
    // Only Chromium's background is a worker that stops; Firefox's is a persistent page.
    const worker = both.chromium ? await workerStopper(both.chromium) : undefined;
    try {
      const suggestions = await suggest('hacker');
      expect(suggestions.length).toBeGreaterThan(1);
      expect(await both.ext.storage('session')).toMatchObject({
        omniboxSuggested: suggestions.map((suggestion) => suggestion.content),
      });
      if (worker) {
        await worker.stop();
        await worker.start();
        expect(await worker.isNewWorker()).toBe(true);
      }
      both.server.clearRequests();

      // Words: the first suggestion, which only storage.session still knows after a stop.
      expect(await enter('hacker')).toMatchObject({ action: 'copied', shortUrl: suggestions[0]?.content });
      expect(await enter(suggestions[1]?.content ?? '')).toMatchObject({
        action: 'copied',
        shortUrl: suggestions[1]?.content,
      });
      expect(posts(both.server)).toEqual([]);
      expect(apiRequests(both.server, 'GET', LINKS)).toEqual([]);

      const { shortUrl: typed } = await withoutDomain('e2e-typed', both.server);
      both.server.clearRequests();
      expect(await enter(typed)).toMatchObject({ action: 'copied', shortUrl: typed, copied: true });
      expect(posts(both.server)).toEqual([]);
      expect(await pastedClipboard(both.ext, both.other.url)).toBe(typed);
    } finally {
      await worker?.close();
    }
  });
});
