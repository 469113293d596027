/**
 * "Don't count my visits" (issue 27) in Chromium against the reference server's tracking script
 * and endpoint: with the popup's switch on, a page carrying the tracking tag sends nothing to
 * `/api/event` and the server counts nothing; with it off, one visit is counted. The Options
 * section covers every tracked site of the server. The production manifests add no access at
 * install: the new permission shows no warning, and site access stays optional.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import type { ChromeApi } from './support/chrome-api';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { ROOT } from './support/paths';
import { expectNoRequest, type LoggedRequest, nextRequest, untilAnswered } from './support/server';

declare const chrome: ChromeApi & {
  declarativeNetRequest: {
    getDynamicRules(): Promise<Array<{ id: number; condition: Record<string, unknown> }>>;
  };
};

const suite = useChromium();

/** The sample page's host (127.0.0.1) as a tracked website; its id. */
async function trackSampleSite(): Promise<number> {
  const created = await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
  return Number((created.body as { data: { id: number } }).data.id);
}

/** The server's pageviews of a website today. */
async function pageviewsToday(id: number): Promise<number> {
  const query = { name: 'pageviews', from: day(0), to: day(0) };
  const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, { query });
  return (body as { data: { count: string }[] }).data.reduce((sum, row) => sum + Number(row.count), 0);
}

const isEvent = (r: LoggedRequest) => r.path === '/api/event';
const events = () => suite.server.requests().filter(isEvent);
const dynamicRules = () => suite.ext.inWorker(() => chrome.declarativeNetRequest.getDynamicRules());

/** The popup of a tab showing the (untracked-by-tag) sample page, with its switch loaded. */
async function popupSwitch(token: string): Promise<Page> {
  const { tab } = await suite.ext.openTab(suite.other.samplePage(token));
  const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
  await popup.getByRole('switch', { name: "Don't count my visits" }).waitFor();
  return popup;
}

/**
 * Opens a page carrying the tracking tag and waits until its script ran (it defines `window.pa`;
 * the browser may take the script from its cache): from then on it sends its page view, unless
 * the extension's rule stops it.
 */
async function visitTrackedPage(token: string): Promise<void> {
  suite.server.clearRequests();
  const { page } = await suite.ext.openTab(suite.other.samplePage(token, { trackingFor: suite.server.url }));
  await page.waitForFunction(() => typeof (window as { pa?: unknown }).pa === 'object');
}

describe("Don't count my visits (Chromium)", () => {
  it('sends nothing to /api/event and counts nothing while the switch is on', async () => {
    // Arrange
    const id = await trackSampleSite();
    const popup = await popupSwitch('switch-on');
    const before = await pageviewsToday(id);
    // Act
    await popup.getByRole('switch', { name: "Don't count my visits" }).click();
    await popup.getByText('Your visits to 127.0.0.1 are not counted').waitFor();
    await expect.poll(async () => (await dynamicRules()).length).toBe(1);
    await visitTrackedPage('tracked-on');
    await expectNoRequest(suite.server, isEvent);
    // Assert: not even the preflight: the browser stops the request before it starts
    expect(events()).toEqual([]);
    expect(await pageviewsToday(id)).toBe(before);
    const [rule] = await dynamicRules();
    expect(rule?.condition).toMatchObject({
      urlFilter: `|${suite.server.url}/api/event^`,
      requestMethods: ['post'],
      initiatorDomains: ['127.0.0.1'],
    });
  });

  it('counts one visit with the switch off (turned on, then off again)', async () => {
    // Arrange
    const id = await trackSampleSite();
    const popup = await popupSwitch('switch-off');
    const control = popup.getByRole('switch', { name: "Don't count my visits" });
    await control.click();
    await expect.poll(async () => (await dynamicRules()).length).toBe(1);
    const before = await pageviewsToday(id);
    // Act
    await control.click();
    await expect.poll(() => control.isChecked()).toBe(false);
    await expect.poll(async () => (await dynamicRules()).length).toBe(0);
    await visitTrackedPage('tracked-off');
    await nextRequest(suite.server, (r) => isEvent(r) && r.method === 'POST', { since: 0 });
    await untilAnswered(suite.server);
    await expectNoRequest(suite.server, isEvent); // one page view, one count
    // Assert
    expect(events().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await pageviewsToday(id)).toBe(before + 1);
  });

  it('covers every tracked site of the server from Options, each with its www. twin', async () => {
    // Arrange
    await trackSampleSite();
    const page = await suite.ext.openExtensionPage('options.html');
    const section = page.getByRole('region', { name: "Don't count my visits" });
    await section.getByRole('checkbox', { name: '127.0.0.1' }).waitFor();
    // Act
    await section.getByRole('radio', { name: 'For all sites of this analytics server' }).click();
    // Assert
    await expect
      .poll(async () => (await dynamicRules())[0]?.condition.initiatorDomains)
      .toEqual(expect.arrayContaining(['127.0.0.1', 'example.com', 'www.example.com']));
    expect(await section.getByRole('checkbox', { name: '127.0.0.1' }).isChecked()).toBe(true);
    await visitTrackedPage('tracked-all');
    await expectNoRequest(suite.server, isEvent);
    expect(events().filter((r) => r.method === 'POST')).toEqual([]);
    // The seeded example.com is not a loopback host: the e2e build has no access to it, so the
    // section says what to allow (the prompt itself never settles headless), and marks its row.
    await section.getByText(/^Your visits are still counted: allow access to .*\bexample\.com\b/).waitFor();
    const seeded = section.getByRole('listitem').filter({ hasText: /^example\.com/ });
    expect(await seeded.textContent()).toMatch(/access missing/);
    expect(await section.getByRole('listitem').filter({ hasText: '127.0.0.1' }).textContent()).not.toMatch(
      /access missing/,
    );
  });
});

describe('production manifests (issue 27)', () => {
  const INSTALL = ['storage', 'contextMenus', 'notifications', 'activeTab', 'clipboardWrite'];

  // None of the added permissions warns at install: declarativeNetRequestWithHostAccess (issue
  // 27), scripting and alarms (issue 28's Shorten many); tabs and every origin stay optional.
  it('add only permissions without an install warning: no host access, tabs optional', () => {
    // Act: the three production builds, as `npm run build`, `build:firefox`, `build:firefox-mv3`
    const env = { ...process.env };
    delete env.NODE_ENV;
    const wxt = resolve(ROOT, 'node_modules/.bin/wxt');
    for (const args of [[], ['-b', 'firefox'], ['-b', 'firefox', '--mv3']]) {
      execFileSync(wxt, ['build', ...args], { cwd: ROOT, stdio: 'ignore', env });
    }
    const read = (dir: string) =>
      JSON.parse(readFileSync(resolve(ROOT, '.output', dir, 'manifest.json'), 'utf8')) as Record<
        string,
        unknown
      >;
    // Assert
    for (const [dir, extra] of [
      ['chrome-mv3', ['offscreen']],
      ['firefox-mv2', []],
      ['firefox-mv3', []],
    ] as const) {
      const manifest = read(dir);
      expect(manifest.permissions, dir).toEqual([
        ...INSTALL,
        'scripting',
        'alarms',
        'declarativeNetRequestWithHostAccess',
        ...extra,
      ]);
      expect(manifest.host_permissions, dir).toBeUndefined();
      const optional = [
        ...((manifest.optional_permissions as string[] | undefined) ?? []),
        ...((manifest.optional_host_permissions as string[] | undefined) ?? []),
      ];
      expect(optional, dir).toEqual(expect.arrayContaining(['https://*/*', 'http://*/*', 'tabs']));
    }
  }, 240_000);
});
