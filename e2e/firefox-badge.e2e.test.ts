/**
 * The toolbar badge (issue 27) in Firefox ESR (MV2: browserAction), against the reference server:
 * the Firefox twin of badge.e2e.test.ts. The badge is read from an extension page through
 * browserAction.getBadgeText/getTitle with the tab's id.
 */
import { describe, expect, it } from 'vitest';
import type { Settings } from '../lib/shared/settings/schema';
import { apiCall } from './support/api';
import { useFirefox } from './support/firefox-suite';
import { msg } from './support/messages';
import { apiRequests, statsRequests } from './support/server';
import { settingsFor, settingsItems } from './support/settings';

interface BadgeGlobals {
  browser: {
    browserAction: {
      getBadgeText(details: { tabId: number }): Promise<string>;
      getTitle(details: { tabId: number }): Promise<string>;
    };
    tabs: { update(id: number, props: { active: boolean }): Promise<unknown> };
    storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  };
}

const suite = useFirefox();

const configure = (patch: Partial<Settings>) =>
  suite.ff.inExtension(
    (items) => (globalThis as unknown as BadgeGlobals).browser.storage.local.set(items),
    settingsItems(settingsFor(suite.server, suite.server.keys.demo, patch)),
  );

const badgeOf = (tabId: number) =>
  suite.ff.inExtension(async (id) => {
    const action = (globalThis as unknown as BadgeGlobals).browser.browserAction;
    return { text: await action.getBadgeText({ tabId: id }), title: await action.getTitle({ tabId: id }) };
  }, tabId);

const activate = (tabId: number) =>
  suite.ff.inExtension(
    (id) =>
      (globalThis as unknown as BadgeGlobals).browser.tabs.update(id, { active: true }).then(() => true),
    tabId,
  );

async function untilBadge(tabId: number) {
  await expect.poll(async () => (await badgeOf(tabId)).text, { timeout: 15_000 }).not.toBe('');
  return badgeOf(tabId);
}

async function trackSampleSite(): Promise<number> {
  const created = await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
  return Number((created.body as { data: { id: number } }).data.id);
}

async function serverVisitors(id: number, day: string): Promise<number> {
  const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, {
    query: { name: 'visitors', from: day, to: day, per_page: 100 },
  });
  const rows = (body as unknown as { data: { count: string | number }[] }).data;
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

const lookups = (host: string) =>
  apiRequests(suite.server, 'GET', '/api/v1/websites').filter((r) => r.query.search === host);
const onLocalhost = (url: string) => url.replace('127.0.0.1', 'localhost');

describe('toolbar badge (Firefox)', () => {
  it("shows a tracked site's visitors today with its title, once per site across tab switches", async () => {
    // Arrange
    const id = await trackSampleSite();
    await configure({ toolbarBadge: 'visitors' });
    // Act
    const first = await suite.ff.openTab(suite.other.samplePage('ff-one'));
    await activate(first.tabId);
    const shown = await untilBadge(first.tabId);
    const second = await suite.ff.openTab(suite.other.samplePage('ff-two'));
    for (const tabId of [second.tabId, first.tabId, second.tabId]) await activate(tabId);
    await untilBadge(second.tabId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Assert
    const series = statsRequests(suite.server).filter((r) => r.query.name === 'visitors');
    expect(series).toHaveLength(1);
    expect(lookups('127.0.0.1')).toHaveLength(1);
    const count = await serverVisitors(id, String(series[0]?.query.to));
    expect(shown.text).toBe(String(count));
    expect(shown.title).toBe(
      `${msg('extName')}\n${msg('toolbarBadge_visitorsTitle', '127.0.0.1', count.toLocaleString('en-US'))}`,
    );
    expect(await badgeOf(second.tabId)).toEqual(shown);
  });

  it('shows nothing for a site the account does not track', async () => {
    // Arrange
    await trackSampleSite();
    await configure({ toolbarBadge: 'visitors' });
    // Act
    const { tabId } = await suite.ff.openTab(onLocalhost(suite.other.samplePage('ff-untracked')));
    await activate(tabId);
    await expect.poll(() => lookups('localhost').length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Assert
    expect((await badgeOf(tabId)).text).toBe('');
    expect(statsRequests(suite.server)).toEqual([]);
  });

  it('marks a page that has a short link and not one without', async () => {
    // Arrange
    const linked = suite.other.samplePage('ff-linked');
    const created = await apiCall(suite.server, 'POST', '/api/v1/links', { form: { url: linked } });
    const shortUrl = String((created.body as { data: { short_url?: string } }).data.short_url ?? '');
    await configure({ toolbarBadge: 'shortLink' });
    // Act
    const withLink = await suite.ff.openTab(linked);
    await activate(withLink.tabId);
    const marked = await untilBadge(withLink.tabId);
    const without = await suite.ff.openTab(suite.other.samplePage('ff-not-linked'));
    await activate(without.tabId);
    await expect
      .poll(() => apiRequests(suite.server, 'GET', '/api/v1/links').length, { timeout: 15_000 })
      .toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Assert
    expect(marked.text).toBe('•');
    expect(marked.title).toBe(
      `${msg('extName')}\n${msg('toolbarBadge_linkTitle', shortUrl.replace(/^https?:\/\//, ''))}`,
    );
    expect((await badgeOf(without.tabId)).text).toBe('');
  });
});
