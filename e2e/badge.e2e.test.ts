/**
 * The toolbar badge against the reference server: the visitors mode shows the server's visitors
 * today for a tracked site's tab, with a title that says what the number is, nothing for an
 * untracked site, and asks once per site across tab switches; the short-link mode marks a page
 * that has a short link and not one without. Those run in Chromium and Firefox (the badge is
 * read with the tab's id through the action API of the worker, or browserAction of Firefox's
 * background page); the worker's stop and the Options choice in Chromium only.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests, expectNoRequest, statsRequests, toApi, untilAnswered } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import { workerStopper } from './support/worker-restart';

interface ActionApi {
  action: {
    getBadgeText(details: { tabId: number }): Promise<string>;
    getTitle(details: { tabId: number }): Promise<string>;
    setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  };
  tabs: { update(id: number, props: { active: boolean }): Promise<unknown> };
}
declare const chrome: ActionApi;

const suite = useChromium();

async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
  return suite.ext.inWorker(
    async (id) => ({
      text: await chrome.action.getBadgeText({ tabId: id }),
      title: await chrome.action.getTitle({ tabId: id }),
    }),
    tabId,
  );
}

/** Brings a tab to the front, as a user's click on it does (tabs.onActivated). */
const activate = (tabId: number) =>
  suite.ext.inWorker((id) => chrome.tabs.update(id, { active: true }).then(() => undefined), tabId);

async function untilBadge(tabId: number, wanted: (text: string) => boolean) {
  await expect.poll(async () => (await badgeOf(tabId)).text, { timeout: 15_000 }).toSatisfy(wanted);
  return badgeOf(tabId);
}

/** Tracks the other-origin server's site (127.0.0.1) in the analytics account; its id. */
async function trackSampleSite(): Promise<number> {
  const created = await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
  return Number((created.body as { data: { id: number } }).data.id);
}

const lookups = (host: string) =>
  apiRequests(suite.server, 'GET', '/api/v1/websites').filter((r) => r.query.search === host);

describe('toolbar badge, visitors mode (Chromium)', () => {
  it('paints from the session cache after the worker was stopped, asking nothing again', async () => {
    // Arrange
    await trackSampleSite();
    await suite.configure({ toolbarBadge: 'visitors' });
    const { page, tab } = await suite.ext.openTab(suite.other.samplePage('before-stop'));
    await activate(tab.id);
    const shown = await untilBadge(tab.id, (text) => text !== '');
    const stopper = await workerStopper(suite.ext); // opens a page of its own: the tab comes back to the front
    await activate(tab.id);
    await untilBadge(tab.id, (text) => text !== '');
    // Wiped by hand, so only a new paint can show it again.
    await suite.ext.inWorker((id) => chrome.action.setBadgeText({ tabId: id, text: '' }), tab.id);
    try {
      await stopper.stop();
      // Act: a navigation on the same site wakes a new worker (tabs.onUpdated)
      await page.goto(suite.other.samplePage('after-stop'));
      // Assert
      expect((await untilBadge(tab.id, (text) => text !== '')).text).toBe(shown.text);
      expect(await stopper.isNewWorker()).toBe(true);
      expect(statsRequests(suite.server).filter((r) => r.query.name === 'visitors')).toHaveLength(1);
      expect(lookups('127.0.0.1')).toHaveLength(1);
    } finally {
      await stopper.close();
    }
  });

  it('shows nothing while the badge is off (the default)', async () => {
    // Arrange
    await trackSampleSite();
    // Act
    const { tab } = await suite.openSample('off');
    await activate(tab.id);
    await expectNoRequest(suite.server, toApi, { within: 1_000 });
    // Assert
    expect((await badgeOf(tab.id)).text).toBe('');
    expect(lookups('127.0.0.1')).toEqual([]);
  });
});

describe('toolbar badge, turned on (Chromium)', () => {
  it("is chosen in Options, saved at once, and shows on a tracked site's tab", async () => {
    // Arrange
    await trackSampleSite();
    const options = await suite.ext.openExtensionPage('options.html');
    // Act
    await options.getByLabel(msg('options_badge_visitors')).check();
    await options.getByText(msg('options_badge_saved')).waitFor();
    const { tab } = await suite.openSample('from-options');
    await activate(tab.id);
    // Assert
    expect((await untilBadge(tab.id, (text) => text !== '')).text).toMatch(/^\d+$/);
  });

  it('asks for nothing at install: tabs is only an optional permission of every production build', async () => {
    // The e2e flavour grants tabs (a headless browser cannot answer a prompt, Shorten
    // many): what users install is wxt.config.ts's manifest in production mode, read here.
    const { default: config } = await import('../wxt.config');
    const manifestOf = config.manifest as (env: object) => Record<string, string[] | undefined>;
    for (const [browser, manifestVersion] of [
      ['chrome', 3],
      ['firefox', 2],
      ['firefox', 3],
    ] as const) {
      const manifest = manifestOf({ browser, manifestVersion, mode: 'production', command: 'build' });
      expect(manifest.permissions).not.toContain('tabs');
      expect(manifest.optional_permissions).toContain('tabs');
    }
  });
});

describe.each(BROWSERS)('toolbar badge (%s)', (browser) => {
  // MV2 background page: Firefox paints the badge through browserAction from a persistent
  // background page, Chromium through action from a service worker; each reads its own.
  const suite = useExtension(browser);

  const badgeOf = (tabId: number): Promise<{ text: string; title: string }> =>
    suite.ext.inBackground(async ({ api }, id) => {
      const action = api.action ?? api.browserAction;
      return { text: await action.getBadgeText({ tabId: id }), title: await action.getTitle({ tabId: id }) };
    }, tabId);
  /** Brings a tab to the front, as a user's click on it does (tabs.onActivated). */
  const activate = (tabId: number) =>
    suite.ext.inBackground(({ api }, id) => api.tabs.update(id, { active: true }).then(() => null), tabId);
  const untilBadge = async (tabId: number) => {
    await expect.poll(async () => (await badgeOf(tabId)).text, { timeout: 15_000 }).not.toBe('');
    return badgeOf(tabId);
  };
  /** Tracks the other-origin server's site (127.0.0.1) in the analytics account; its id. */
  const trackSampleSite = async (): Promise<number> => {
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: suite.other.url },
    });
    return Number((created.body as { data: { id: number } }).data.id);
  };
  /** The server's own visitors of website `id` on `day`. */
  const serverVisitors = async (id: number, day: string): Promise<number> => {
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'visitors', from: day, to: day, per_page: 100 },
    });
    const rows = (body as unknown as { data: { count: string | number }[] }).data;
    return rows.reduce((sum, row) => sum + Number(row.count), 0);
  };
  const lookups = (host: string) =>
    apiRequests(suite.server, 'GET', '/api/v1/websites').filter((r) => r.query.search === host);
  const visitorsRequests = () => statsRequests(suite.server).filter((r) => r.query.name === 'visitors');
  /** The same sample server under a host no website has. */
  const onLocalhost = (url: string) => url.replace('127.0.0.1', 'localhost');

  it("shows a tracked site's visitors today with a title saying what the number is", async () => {
    // Arrange
    const id = await trackSampleSite();
    await suite.configure({ toolbarBadge: 'visitors' });
    // Act
    const { tabId } = await suite.openSample('visitors');
    await activate(tabId);
    // Assert
    const badge = await untilBadge(tabId);
    const [series] = visitorsRequests();
    const count = await serverVisitors(id, String(series?.query.to));
    expect(badge.text).toBe(String(count));
    expect(badge.title).toBe(
      `${msg('extName')}\n${msg('toolbarBadge_visitorsTitle', '127.0.0.1', count.toLocaleString('en-US'))}`,
    );
  });

  it('shows nothing for a site the account does not track, after asking once', async () => {
    // Arrange
    await trackSampleSite();
    await suite.configure({ toolbarBadge: 'visitors' });
    // Act
    const { tabId } = await suite.ext.openTab(onLocalhost(suite.other.samplePage('untracked')));
    await activate(tabId);
    await expect.poll(() => lookups('localhost').length, { timeout: 15_000 }).toBe(1);
    await untilAnswered(suite.server);
    // Nothing more is asked, and the answer paints nothing.
    await expectNoRequest(suite.server, toApi);
    // Assert
    expect((await badgeOf(tabId)).text).toBe('');
    expect(statsRequests(suite.server)).toEqual([]);
    expect(lookups('localhost')).toHaveLength(1);
  });

  it('asks the server once per site within 5 minutes across tab switches', async () => {
    // Arrange
    await trackSampleSite();
    await suite.configure({ toolbarBadge: 'visitors' });
    const first = (await suite.openSample('one')).tabId;
    await activate(first);
    const shown = await untilBadge(first);
    const second = (await suite.openSample('two')).tabId;
    const untracked = (await suite.ext.openTab(onLocalhost(suite.other.samplePage('x')))).tabId;
    // Act
    for (const tabId of [second, first, untracked, second, untracked, first, second]) await activate(tabId);
    await untilBadge(second);
    // Assert: the switches ask nothing more (each site's answer is remembered)
    await expect.poll(() => lookups('localhost').length, { timeout: 15_000 }).toBe(1);
    await untilAnswered(suite.server);
    await expectNoRequest(suite.server, toApi);
    expect(await badgeOf(second)).toEqual(shown);
    expect(visitorsRequests()).toHaveLength(1);
    expect(lookups('127.0.0.1')).toHaveLength(1);
    expect(lookups('localhost')).toHaveLength(1);
  });

  it('marks a page that has a short link and not one without', async () => {
    // Arrange
    const linked = suite.other.samplePage('linked');
    const created = await apiCall(suite.server, 'POST', '/api/v1/links', { form: { url: linked } });
    const shortUrl = String((created.body as { data: { short_url?: string } }).data.short_url ?? '');
    await suite.configure({ toolbarBadge: 'shortLink' });
    // Act
    const withLink = (await suite.ext.openTab(linked)).tabId;
    await activate(withLink);
    const marked = await untilBadge(withLink);
    const without = (await suite.openSample('not-linked')).tabId;
    await activate(without);
    await expect
      .poll(() => apiRequests(suite.server, 'GET', '/api/v1/links').length, { timeout: 15_000 })
      .toBe(2);
    await untilAnswered(suite.server);
    // The answer (no link for this page) paints nothing, and the page is not asked about again.
    await expectNoRequest(suite.server, (r) => r.method === 'GET' && r.path === '/api/v1/links');
    // Assert
    expect(marked.text).toBe('•');
    expect(marked.title).toBe(
      `${msg('extName')}\n${msg('toolbarBadge_linkTitle', shortUrl.replace(/^https?:\/\//, ''))}`,
    );
    expect((await badgeOf(without)).text).toBe('');
  });
});
