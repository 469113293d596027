/**
 * The tracking code and the tracking endpoint (issue 27) in Firefox ESR, the twin of
 * tracking-code.e2e.test.ts: a page carrying the tag, served by another origin, posts one page
 * view that the statistics then show; the tracking code after Track this site and in the
 * manager is the real tag for the profile's analytics server, and Copy copies it. DOM polling
 * (Firefox runs no animation frames in a tab that is not in front).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { localDay as day } from './support/days';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import { apiRequests, trackingTag } from './support/server';
import { settingsFor, settingsItems } from './support/settings';

const suite = useFirefox();

/** Clicks the button whose accessible name (aria-label, else text) is `name`, inside `scope`. */
async function press(page: Page, name: string, scope = 'body'): Promise<void> {
  await untilInPage(
    page,
    ({ name, scope }) => {
      const all = [...document.querySelectorAll(`${scope} button`)] as HTMLElement[];
      const found = all.find((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === name);
      found?.click();
      return Boolean(found);
    },
    { name, scope },
  );
}

/** Records clipboard writes in the page (the system clipboard is the browser's). */
const recordClipboard = (page: Page) =>
  page.evaluate(() => {
    const writes: string[] = [];
    (window as unknown as { __writes: string[] }).__writes = writes;
    navigator.clipboard.writeText = async (text: string) => {
      writes.push(text);
    };
  });
const clipboardWrites = (page: Page) =>
  untilInPage(page, () => {
    const writes = (window as unknown as { __writes?: string[] }).__writes ?? [];
    return writes.length > 0 ? writes : null;
  });

/** The text of the first `.tracking-code-text` inside `scope`, once shown. */
const shownCode = (page: Page, scope = 'body') =>
  untilInPage(page, (s) => document.querySelector(`${s} .tracking-code-text`)?.textContent, scope);

const countedEvents = () => apiRequests(suite.server, 'POST', '/api/event').filter((r) => r.status === 200);

describe('tracking endpoint (Firefox)', () => {
  it('counts one visit of a page carrying the tag, which the statistics then show', async () => {
    // Arrange
    const { ff, server, other } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    // Act
    const url = other.samplePage('ff-tracked', { trackingFor: server.url });
    await ff.openTab(url);
    // Assert
    await expect.poll(() => countedEvents().length).toBe(1);
    expect(countedEvents()[0]?.body).toEqual({
      page: url,
      referrer: '',
      screen_resolution: expect.stringMatching(/^\d+x\d+$/),
    });
    const { body } = await apiCall(server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'page', search: '/articles/sample?t=ff-tracked', from: day(0), to: day(0) },
    });
    expect((body as { data: unknown[] }).data).toEqual([
      { value: '/articles/sample?t=ff-tracked', count: '1' },
    ]);
    const browsers = await apiCall(server, 'GET', `/api/v1/stats/${id}`, {
      query: { name: 'browser', search: 'Firefox', from: day(0), to: day(0) },
    });
    expect((browsers.body as { data: unknown[] }).data).toHaveLength(1);
  });
});

describe('tracking code (Firefox)', () => {
  it('is shown after Track this site: the tag for the profile’s analytics server, and Copy copies it', async () => {
    // Arrange
    const { ff, server, other } = suite;
    await ff.inExtension(
      async (items) => {
        await (globalThis as unknown as FirefoxGlobals).browser.storage.local.set(items);
      },
      settingsItems(settingsFor(server, server.keys.demo, { analyticsBaseUrl: `${server.url}/` })),
    );
    const { tabId } = await ff.openTab(other.samplePage('ff-code'));
    const page = await ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button');
    await recordClipboard(page);
    // Act
    await press(page, 'Track this site');
    // Assert
    expect(await shownCode(page)).toBe(trackingTag(server.url));
    expect(await page.$eval('details.tracking-code-details', (d) => (d as HTMLDetailsElement).open)).toBe(
      true,
    );
    await press(page, 'Copy the tracking code');
    expect(await clipboardWrites(page)).toEqual([trackingTag(server.url)]);
    await untilInPage(
      page,
      () => document.querySelector('.tracking-code .copy-outcome')?.textContent === 'Copied',
    );
  });

  it('is a row action of every website in the manager and a part of its edit dialog', async () => {
    const { ff, server } = suite;
    const page = await ff.openExtensionPage('manager.html#websites', '.websites-table');
    await recordClipboard(page);
    // Act
    await press(page, 'Tracking code for example.com');
    // Assert
    const title = await untilInPage(
      page,
      () => document.querySelector('[role="dialog"] .dialog-title')?.textContent,
    );
    expect(title).toBe('Tracking code for example.com');
    expect(await shownCode(page, '[role="dialog"]')).toBe(trackingTag(server.url));
    await press(page, 'Copy the tracking code', '[role="dialog"]');
    expect(await clipboardWrites(page)).toEqual([trackingTag(server.url)]);
    await press(page, 'Close', '[role="dialog"]');
    await untilInPage(page, () => document.querySelector('[role="dialog"]') === null);
    await press(page, 'Edit example.com');
    expect(await shownCode(page, '[role="dialog"]')).toBe(trackingTag(server.url));
  });
});
