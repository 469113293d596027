import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import type { ChromeApi } from './support/chrome-api';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { expectNoRequest, type LoggedRequest, untilAnswered } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

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

const isEvent = (r: LoggedRequest) => r.path === '/api/event';
const events = () => suite.server.requests().filter(isEvent);
const dynamicRules = () => suite.ext.inWorker(() => chrome.declarativeNetRequest.getDynamicRules());

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
  it('covers every tracked site of the server from Options, each with its www. twin', async () => {
    // Arrange
    await trackSampleSite();
    const page = await suite.ext.openExtensionPage('options.html');
    const section = page.getByRole('region', { name: 'Don’t count my visits' });
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

describe.each(BROWSERS)("Don't count my visits from the popup (%s)", (browser) => {
  // DNR and permissions: Firefox runs declarativeNetRequest in MV2 too, with its own beacon type,
  // and its switch asks for the site's access on a trusted click (optional_permissions).
  const suite = useExtension(browser);
  const SWITCH = 'Don’t count my visits';

  const trackSampleSite = async (): Promise<number> => {
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: suite.other.url },
    });
    return Number((created.body as { data: { id: number } }).data.id);
  };
  const pageviewsToday = async (id: number): Promise<number> => {
    const query = { name: 'pageviews', from: day(0), to: day(0) };
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, { query });
    return (body as { data: { count: string }[] }).data.reduce((sum, row) => sum + Number(row.count), 0);
  };
  /** What reached the tracking endpoint (the JSON POST is preceded by a CORS preflight). */
  const events = () => suite.server.requests().filter((r) => r.path === '/api/event');
  const dynamicRules = (): Promise<Array<{ condition: Record<string, unknown> }>> =>
    suite.ext.inBackground(({ api }) => api.declarativeNetRequest.getDynamicRules());
  /** The popup of a tab showing the sample page (no tag), once its switch shows. */
  const popupSwitch = async (token: string) => {
    const popup = await suite.openPopup((await suite.openSample(token)).tabId);
    const control = popup.page.getByRole('switch', { name: SWITCH });
    await control.waitFor();
    return { popup, control };
  };
  /**
   * Opens a page carrying the tracking tag and waits until its script ran: it defines `window.pa`
   * right after sending its page view (the browser may take the script from its cache).
   */
  const visitTrackedPage = async (token: string) => {
    suite.server.clearRequests();
    const { page } = await suite.openSample(token, { trackingFor: suite.server.url });
    await expect.poll(() => page.evaluate(() => typeof (window as { pa?: unknown }).pa)).toBe('object');
  };

  it('sends nothing to /api/event and counts nothing while the switch is on', async () => {
    // Arrange
    const id = await trackSampleSite();
    const { popup, control } = await popupSwitch('switch-on');
    const before = await pageviewsToday(id);
    // Act: a click (Firefox's permission request needs the user's input)
    await control.click();
    await popup.page.getByText('Your visits to 127.0.0.1 are not counted').waitFor();
    await expect.poll(async () => (await dynamicRules()).length).toBe(1);
    await visitTrackedPage('tracked-on');
    // Assert: not even the preflight: the browser stops the request before it starts
    await expectNoRequest(suite.server, (r) => r.path === '/api/event');
    expect(events()).toEqual([]);
    expect(await pageviewsToday(id)).toBe(before);
    const [rule] = await dynamicRules();
    expect(rule?.condition).toMatchObject({
      urlFilter: `|${suite.server.url}/api/event^`,
      requestMethods: ['post'],
      // Firefox names a beacon `beacon`, Chromium `ping` (and refuses `beacon`).
      resourceTypes: ['xmlhttprequest', 'ping', ...(browser === 'firefox' ? ['beacon'] : [])],
      initiatorDomains: ['127.0.0.1'],
    });
  });

  it('counts one visit with the switch off (turned on, then off again)', async () => {
    // Arrange
    const id = await trackSampleSite();
    const { control } = await popupSwitch('switch-off');
    await control.click();
    await expect.poll(async () => (await dynamicRules()).length).toBe(1);
    const before = await pageviewsToday(id);
    // Act
    await control.click();
    await expect.poll(() => control.isChecked()).toBe(false);
    await expect.poll(async () => (await dynamicRules()).length).toBe(0);
    await visitTrackedPage('tracked-off');
    await expect.poll(() => events().filter((r) => r.method === 'POST').length).toBe(1);
    await untilAnswered(suite.server);
    await expectNoRequest(suite.server, (r) => r.path === '/api/event'); // one page view, one count
    // Assert
    expect(events().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await pageviewsToday(id)).toBe(before + 1);
  });
});
