/**
 * The websites list as a dashboard (issue 27) in Firefox ESR, the twin of
 * websites-dashboard.e2e.test.ts: Firefox runs a day ahead of the analytics account's zone; each
 * row's visitors over the account's last 7 days equal the server's total; rows out of view ask
 * nothing until they are scrolled to; going back to the list costs no statistics request (the
 * worker's session cache on Firefox's background page); a site without a visit asks whether its
 * tracking code is on the page. DOM polling, as in firefox-stats.e2e.test.ts (Firefox runs no
 * animation frames in a tab that is not in front).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useFirefox } from './support/firefox-suite';
import { cutElements, LONG_IDN_HOST, measureOverflow } from './support/layout';
import { untilInPage } from './support/poll-page';
import { apiRequests, statsRequests, untilQuiet } from './support/server';
import {
  addWebsites,
  noVisitsAnswer,
  rowVisitors,
  seriesAsked,
  serverWeekVisitors,
  shiftDay,
} from './support/websites-dashboard';
import { ACCOUNT_ZONE, BROWSER_ZONE, dayInZone } from './support/zones';

const SEEDED = [
  { id: 1002, host: 'blog.example.org' },
  { id: 1001, host: 'example.com' },
  { id: 1003, host: 'shop.example.net' },
];

/** In the page: every row within the window has its visitors (or its hint). */
function rowsInViewLoaded(): boolean {
  const cells = [...document.querySelectorAll('.websites-table td.visitors')];
  const inView = cells.filter((cell) => {
    const box = cell.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });
  return inView.length > 0 && inView.every((cell) => cell.getAttribute('aria-busy') === 'false');
}

describe('the websites list as a dashboard (Firefox)', () => {
  const suite = useFirefox({ timezone: ACCOUNT_ZONE }, { TZ: BROWSER_ZONE });

  async function openWebsites(height = 800): Promise<Page> {
    const page = await suite.ff.openExtensionPage('manager.html#websites', '.websites-table');
    await page.setViewport({ width: 1280, height });
    await untilInPage(page, rowsInViewLoaded);
    return page;
  }

  it("shows each row's visitors over the account's last 7 days, equal to the server's total", async () => {
    // Arrange
    const today = dayInZone(ACCOUNT_ZONE);
    const expected = await Promise.all(
      SEEDED.map((site) => serverWeekVisitors(suite.server, site.id, today)),
    );
    suite.server.clearRequests();
    // Act
    const page = await openWebsites();
    const rows = await page.evaluate(rowVisitors);
    // Assert
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    expect(rows.map((row) => row.host)).toEqual(SEEDED.map((site) => site.host));
    expect(rows.map((row) => row.count)).toEqual(expected.map((n) => n.toLocaleString('en-US')));
    for (const row of rows) expect(row.trend).toMatch(/^(Rising|Falling|Steady) over the last 7 days; /);
    const series = statsRequests(suite.server);
    expect(series).toHaveLength(3);
    for (const r of series)
      expect(r.query).toMatchObject({ name: 'visitors', from: shiftDay(today, -13), to: today });
  });

  it('asks nothing for the rows out of view until they are scrolled to, then once each, with no 429', async () => {
    // Arrange: 15 websites in a window 500 px high
    await addWebsites(suite.server, 'ff-dash', 12);
    suite.server.clearRequests();
    // Act
    const page = await openWebsites(500);
    await untilQuiet(suite.server, 400);
    const askedFirst = seriesAsked(suite.server).size;
    await page.evaluate(() =>
      document.querySelector('.websites-table tbody tr:last-child')?.scrollIntoView(),
    );
    await untilInPage(page, () =>
      [...document.querySelectorAll('.websites-table td.visitors')].every(
        (cell) => cell.getAttribute('aria-busy') === 'false',
      ),
    );
    await untilQuiet(suite.server, 400);
    // Assert
    expect(askedFirst).toBeGreaterThan(0);
    expect(askedFirst).toBeLessThan(15);
    const asked = seriesAsked(suite.server);
    expect(asked.size).toBe(15);
    expect([...asked.values()].every((n) => n === 1)).toBe(true);
    expect(apiRequests(suite.server).filter((r) => r.status === 429)).toEqual([]);
  });

  it('costs no statistics request going back to the list', async () => {
    // Arrange
    const page = await openWebsites();
    await page.evaluate(() => {
      location.hash = '#websites/1001/stats?range=7d';
    });
    await untilInPage(page, () => document.querySelector('.stats-view') !== null);
    await untilQuiet(suite.server, 400);
    suite.server.clearRequests();
    // Act
    await page.evaluate(() => history.back());
    await untilInPage(page, rowsInViewLoaded);
    await untilQuiet(suite.server, 400);
    // Assert
    expect((await page.evaluate(rowVisitors)).every((row) => row.count !== '')).toBe(true);
    expect(statsRequests(suite.server)).toEqual([]);
  });

  it('asks whether the tracking code is on the page for a site without a visit in 7 days, and opens the website', async () => {
    // Arrange
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: 'https://quiet.example' },
    });
    const id = Number((created.body as { data: { id: number } }).data.id);
    suite.server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(suite.server, id));
    // Act
    const page = await openWebsites();
    const rows = await page.evaluate(rowVisitors);
    await page.evaluate(() =>
      (
        document.querySelector('button[aria-label="Check the tracking code of quiet.example"]') as HTMLElement
      ).click(),
    );
    // The row's Tracking code dialog, once its tag is shown (issue 27, point 2).
    const dialog = await untilInPage(page, () => {
      const text = document.querySelector('[role="dialog"]')?.textContent;
      return text?.includes('/js/script.js') ? text : null;
    });
    // Assert
    const quiet = rows.find((row) => row.host === 'quiet.example');
    expect(quiet).toMatchObject({ count: '0', trend: null });
    expect(quiet?.hint).toContain('No visits yet: is the tracking code on the page?');
    expect(rows.filter((row) => row.hint !== null)).toHaveLength(1);
    expect(dialog).toContain('quiet.example');
    expect(dialog).toContain('/js/script.js');
  });

  for (const width of [800, 1280]) {
    it(`keeps a long IDN domain whole beside the new cells at ${width} px`, async () => {
      // Arrange: the long domain, and a site with the hint (the widest cell)
      await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: `https://${LONG_IDN_HOST}` } });
      const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
        form: { url: 'https://quiet.example' },
      });
      const id = Number((created.body as { data: { id: number } }).data.id);
      suite.server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(suite.server, id));
      // Act
      const page = await suite.ff.openExtensionPage('manager.html#websites', '.websites-table');
      await page.setViewport({ width, height: 800 });
      await untilInPage(page, () =>
        [...document.querySelectorAll('.websites-table td.visitors')].every(
          (cell) => cell.getAttribute('aria-busy') === 'false',
        ),
      );
      // Assert (the window's new width reaches the layout after a frame or two)
      await expect.poll(() => page.evaluate(measureOverflow), { timeout: 5_000 }).toMatchObject({ wide: [] });
      const overflow = await page.evaluate(measureOverflow);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
      const rows = await page.evaluate(rowVisitors);
      expect(rows.map((row) => row.host)).toContain(LONG_IDN_HOST);
      expect(rows.filter((row) => row.hint !== null)).toHaveLength(1);
      expect(await page.evaluate(cutElements, '.websites-table td')).toEqual([]);
      const share = await page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('.websites-table tbody tr')].map(
            (tr) => (tr.querySelector('td')?.clientWidth ?? 0) / tr.clientWidth,
          ),
        ),
      );
      expect(share).toBeGreaterThan(width === 800 ? 0.9 : 0.25);
    });
  }
});
