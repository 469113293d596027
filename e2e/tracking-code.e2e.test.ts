/**
 * The tracking code and the tracking endpoint against the reference server: a page carrying the
 * tag, served by another origin, posts one page view to `/api/event`, which the statistics then
 * show; the tracking code shown after Track this site and in the manager (row action and edit
 * dialog) is the real tag for the profile's analytics server, and Copy copies it (in Chromium and
 * Firefox: the clipboard differs).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { axeReport } from './support/axe';
import { clipboardWrites, pastedClipboard, recordClipboardWrites } from './support/clipboard';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { apiRequests, trackingTag } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const suite = useChromium();

/** axe-core finds nothing on the page as it is, in the light theme and in the dark one. */
async function accessible(page: Page): Promise<void> {
  expect(await axeReport(page)).toBe('');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeReport(page)).toBe('');
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The page views the tracking endpoint accepted (the request log: status 200). */
const countedEvents = () => apiRequests(suite.server, 'POST', '/api/event').filter((r) => r.status === 200);

describe('tracking endpoint (Chromium)', () => {
  it('counts one visit of a page carrying the tag, which the statistics then show', async () => {
    // Arrange: the sample page's host (127.0.0.1) is a tracked website
    const { server, other, ext } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const page = (query: { name: string; search: string }) =>
      apiCall(server, 'GET', `/api/v1/stats/${id}`, { query: { ...query, from: day(0), to: day(0) } });
    // Act
    const url = other.samplePage('tracked', { trackingFor: server.url });
    await ext.openTab(url);
    // Assert: one page view, as the script sends it (a preflighted cross-origin fetch)
    await expect.poll(() => countedEvents().length).toBe(1);
    const [event] = countedEvents();
    expect(event?.body).toEqual({
      page: url,
      referrer: '',
      screen_resolution: expect.stringMatching(/^\d+x\d+$/),
    });
    expect(event?.headers.origin).toBe(other.url);
    expect(apiRequests(server, 'OPTIONS', '/api/event')).toHaveLength(1);
    const pages = await page({ name: 'page', search: '/articles/sample?t=tracked' });
    expect((pages.body as { data: unknown[] }).data).toEqual([
      { value: '/articles/sample?t=tracked', count: '1' },
    ]);
    const browsers = await page({ name: 'browser', search: 'Chrome' });
    expect((browsers.body as { data: { count: string }[] }).data.length).toBe(1);
  });

  it('counts a single-page app’s pushState navigation as a pageview of the same visit', async () => {
    // Arrange
    const { server, other, ext } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const url = other.samplePage('spa', { trackingFor: server.url });
    const { page } = await ext.openTab(url);
    await expect.poll(() => countedEvents().length).toBe(1);
    // Act
    await page.evaluate(() => history.pushState({}, '', '/articles/next'));
    // Assert: the previous address is the referrer, so no new visitor
    await expect.poll(() => countedEvents().length).toBe(2);
    expect(countedEvents()[1]?.body).toMatchObject({ page: `${other.url}/articles/next`, referrer: url });
    const landing = await apiCall(server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'landing_page', search: '/articles/', from: day(0), to: day(0) },
    });
    expect((landing.body as { data: unknown[] }).data).toEqual([
      { value: '/articles/sample?t=spa', count: '1' },
    ]);
  });

  it('counts nothing for the same page without the tag', async () => {
    await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: suite.other.url } });
    const { page } = await suite.ext.openTab(suite.other.samplePage('untagged'));
    await page.waitForLoadState('load');
    expect(apiRequests(suite.server, 'POST', '/api/event')).toHaveLength(0);
  });
});

describe.each(BROWSERS)('tracking code (%s)', (browser) => {
  // Clipboard: Copy writes from the page itself, where each browser has its own rules for it.
  const suite = useExtension(browser);

  /** axe in light and dark: Playwright's emulateMedia, so in Chromium only. */
  const accessibleInChromium = async (page: UiPage) => {
    if (suite.browser === 'chromium') await accessible(page as Page);
  };

  it('shows the tag for the profile’s analytics server after Track this site, and copies it', async () => {
    // Arrange: a profile whose analytics base URL is set (with a trailing slash, as typed)
    const { server } = suite;
    await suite.configure({ analyticsBaseUrl: `${server.url}/` });
    const { tabId } = await suite.openSample('code');
    const popup = await suite.openPopup(tabId);
    await recordClipboardWrites(popup.page);
    // Act
    await popup.page.getByRole('button', { name: 'Track this site' }).click();
    // Assert
    const code = popup.page.locator('.tracking-code-text');
    await expect.poll(() => code.textContent()).toBe(trackingTag(server.url));
    expect(await popup.page.locator('details.tracking-code-details').getAttribute('open')).not.toBeNull();
    await popup.page.getByRole('button', { name: 'Copy the tracking code' }).click();
    await popup.page.getByText('Copied', { exact: true }).waitFor();
    expect(await clipboardWrites(popup.page)).toEqual([trackingTag(server.url)]);
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(trackingTag(server.url));
    await accessibleInChromium(popup.page);
  });

  it('shows the tag from a website’s row action and in its edit dialog, and copies it', async () => {
    const { server } = suite;
    const { page } = await suite.openManager('#websites');
    await recordClipboardWrites(page);
    // Act: the row action
    await page.getByRole('button', { name: 'Tracking code for example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tracking code for example.com' });
    // Assert
    await expect
      .poll(() => dialog.locator('.tracking-code-text').textContent())
      .toBe(trackingTag(server.url));
    await dialog.getByRole('button', { name: 'Copy the tracking code' }).click();
    await dialog.getByText('Copied', { exact: true }).waitFor();
    expect(await clipboardWrites(page)).toEqual([trackingTag(server.url)]);
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(trackingTag(server.url));
    await accessibleInChromium(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The edit dialog shows the same code
    await page.getByRole('button', { name: 'Edit example.com' }).click();
    const edit = page.getByRole('dialog');
    await expect.poll(() => edit.locator('.tracking-code-text').textContent()).toBe(trackingTag(server.url));
    await accessibleInChromium(page);
  });
});
