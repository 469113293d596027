/**
 * The context menu and the keyboard command, through the background's e2e hook (a native menu
 * cannot be clicked from a test): shortened, copied, notified, in history. The items and Shorten
 * page in both browsers; the other items and the command in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { pastedClipboard } from './support/clipboard';
import { apiRequests } from './support/server';
import { BROWSERS, type Suite, useExtension } from './support/suite';

const LINKS = '/api/v1/links';

interface Outcome {
  ok: boolean;
  result?: { link: { shortUrl: string; url: string }; reused: boolean };
  copied?: boolean;
  error?: { code: string };
}

/** The menu's or the command's outcome: one POST of `url`, its short URL copied, notified, remembered. */
async function expectShortened(suite: Suite, outcome: unknown, url: string): Promise<void> {
  const { ext, server } = suite;
  const result = outcome as Outcome;
  expect(result, JSON.stringify(outcome)).toMatchObject({ ok: true, copied: true });
  const shortUrl = result.result?.link.shortUrl ?? '';
  expect(shortUrl).toMatch(/^https?:\/\//);
  const posts = apiRequests(server, 'POST', LINKS);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toEqual({ url });
  expect(posts[0]?.status).toBe(201);
  expect(await pastedClipboard(ext, suite.other.url)).toBe(shortUrl);
  const { calls } = await suite.notifications();
  expect(JSON.stringify(calls.at(-1))).toContain(shortUrl);
  const { history } = (await ext.storage('local')) as { history?: Array<{ shortUrl: string; url: string }> };
  expect(history?.[0]).toMatchObject({ shortUrl, url });
}

describe('context menu and keyboard command (Chromium)', () => {
  const suite = useExtension('chromium');

  it('shorten-link: shortens the link, copies, notifies, remembers', async () => {
    const { tabId, url: pageUrl } = await suite.openSample();
    const linkUrl = suite.other.linkTarget();
    await suite.spyNotifications();
    suite.server.clearRequests();
    const outcome = await suite.menuClick({ menuItemId: 'shorten-link', linkUrl, pageUrl }, tabId);
    await expectShortened(suite, outcome, linkUrl);
  });

  it('shorten-selection: shortens a selected URL, copies, notifies, remembers', async () => {
    const { tabId, url: pageUrl } = await suite.openSample();
    await suite.spyNotifications();
    suite.server.clearRequests();
    const selectionText = '  https://example.com/selected/article  ';
    const outcome = await suite.menuClick({ menuItemId: 'shorten-selection', selectionText, pageUrl }, tabId);
    await expectShortened(suite, outcome, 'https://example.com/selected/article');
  });

  it('shorten-selection with text that is not a URL: nothing sent, the user is told', async () => {
    const { tabId, url: pageUrl } = await suite.openSample();
    await suite.spyNotifications();
    suite.server.clearRequests();
    const outcome = (await suite.menuClick(
      { menuItemId: 'shorten-selection', selectionText: 'just some words', pageUrl },
      tabId,
    )) as Outcome;
    expect(outcome.ok).toBe(false);
    expect(apiRequests(suite.server)).toEqual([]);
    const { calls, shown } = await suite.notifications();
    expect(calls.length + shown.length).toBeGreaterThan(0);
  });

  it('keyboard command shorten-current-tab: shortens the tab, copies, notifies, remembers', async () => {
    const { tabId, url } = await suite.openSample();
    await suite.spyNotifications();
    suite.server.clearRequests();
    const outcome = await suite.command('shorten-current-tab', tabId);
    await expectShortened(suite, outcome, url);
  });
});

describe.each(BROWSERS)('context menu (%s)', (browser) => {
  // MV2 background page: Firefox registers the items and answers the click in a persistent
  // background page, Chromium in its service worker (both reached through the e2e hook).
  // Clipboard: the background copies itself in Firefox, through the offscreen document in Chromium.
  const suite = useExtension(browser);

  it('registers the three menu items', async () => {
    const results = await suite.ext.inBackground(({ api }) =>
      Promise.all(
        ['shorten-link', 'shorten-page', 'shorten-selection'].map((id) =>
          (api.menus ?? api.contextMenus).update(id, {}).then(
            () => 'ok',
            (error: Error) => error.message,
          ),
        ),
      ),
    );
    expect(results).toEqual(['ok', 'ok', 'ok']);
  });

  it('shorten-page: shortens the page, copies, notifies, remembers', async () => {
    const { tabId, url } = await suite.openSample();
    await suite.spyNotifications();
    suite.server.clearRequests();

    const outcome = await suite.menuClick({ menuItemId: 'shorten-page', pageUrl: url }, tabId);

    await expectShortened(suite, outcome, url);
  });
});
