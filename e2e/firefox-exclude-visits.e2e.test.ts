/**
 * "Don't count my visits" (issue 27) in Firefox ESR, the default (MV2) build, against the
 * reference server's tracking script and endpoint: Firefox runs declarativeNetRequest in MV2 too,
 * and `declarativeNetRequestWithHostAccess` rules act on pages of sites the extension may access.
 * With the popup's switch on, nothing reaches `/api/event` and nothing is counted; off, one visit.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { localDay as day } from './support/days';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import { untilQuiet } from './support/server';

const suite = useFirefox();

interface DnrGlobals {
  browser: {
    declarativeNetRequest: { getDynamicRules(): Promise<Array<{ condition: Record<string, unknown> }>> };
  };
}

const dynamicRules = () =>
  suite.ff.inExtension(
    () => (globalThis as unknown as DnrGlobals).browser.declarativeNetRequest.getDynamicRules(),
    undefined,
  );

/** What reached the tracking endpoint (the JSON POST is preceded by a CORS preflight). */
const events = () => suite.server.requests().filter((r) => r.path === '/api/event');
const postedEvents = () => events().filter((r) => r.method === 'POST');

async function trackSampleSite(): Promise<number> {
  const created = await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
  return Number((created.body as { data: { id: number } }).data.id);
}

async function pageviewsToday(id: number): Promise<number> {
  const query = { name: 'pageviews', from: day(0), to: day(0) };
  const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, { query });
  return (body as { data: { count: string }[] }).data.reduce((sum, row) => sum + Number(row.count), 0);
}

/** The popup of a tab on the sample page (no tag), once its switch shows. */
async function popupSwitch(token: string): Promise<Page> {
  const { tabId } = await suite.ff.openTab(suite.other.samplePage(token));
  return suite.ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'input[role="switch"]');
}

const switchNote = (popup: Page) =>
  popup.evaluate(() => document.querySelector('.exclude-visits-note')?.textContent ?? '');

/** A page carrying the tracking tag, once its script ran (`window.pa`) and the server is quiet. */
async function visitTrackedPage(token: string): Promise<void> {
  suite.server.clearRequests();
  const { page } = await suite.ff.openTab(suite.other.samplePage(token, { trackingFor: suite.server.url }));
  await untilInPage(page, () => typeof (window as { pa?: unknown }).pa === 'object');
  await untilQuiet(suite.server, 500);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Don't count my visits (Firefox MV2)", () => {
  it('sends nothing to /api/event and counts nothing while the switch is on', async () => {
    // Arrange
    const id = await trackSampleSite();
    const popup = await popupSwitch('ff-on');
    const before = await pageviewsToday(id);
    // Act: a real click (the permission request needs the user's input)
    await popup.click('input[role="switch"]');
    await until(async () => (await switchNote(popup)).includes('Your visits to 127.0.0.1 are not counted'));
    await until(async () => (await dynamicRules()).length === 1);
    await visitTrackedPage('ff-tracked-on');
    // Assert: not even the preflight: the browser stops the request before it starts
    expect(events()).toEqual([]);
    expect(await pageviewsToday(id)).toBe(before);
    const [rule] = await dynamicRules();
    expect(rule?.condition).toMatchObject({
      urlFilter: `|${suite.server.url}/api/event^`,
      requestMethods: ['post'],
      resourceTypes: ['xmlhttprequest', 'ping', 'beacon'],
      initiatorDomains: ['127.0.0.1'],
    });
  });

  it('counts one visit with the switch off', async () => {
    // Arrange
    const id = await trackSampleSite();
    const popup = await popupSwitch('ff-off');
    const before = await pageviewsToday(id);
    // Act
    await visitTrackedPage('ff-tracked-off');
    // Assert
    expect(await popup.$eval('input[role="switch"]', (input) => (input as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(postedEvents()).toHaveLength(1);
    expect(await pageviewsToday(id)).toBe(before + 1);
    expect(await dynamicRules()).toEqual([]);
  });
});
