/**
 * The websites list as a dashboard in Chromium, against the reference server with its
 * real throttle (60 requests a minute): each row shows its visitors over the last 7 days of the
 * analytics server's clock (UTC: it never converts to the account's zone; the browser runs in
 * another zone, so a row counted in the browser's days would differ from the server's total) and
 * a sparkline; rows ask when they come into view,
 * through the worker's session cache (going back costs no statistics request), within the request
 * budget (few requests left: the rows wait, one notice says when they load, no 429); and a site
 * without a visit asks whether its tracking code is on the page, in the row and in the popup.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall, visit } from './support/api';
import { axeViolations, formatViolations } from './support/axe';
import { useChromium } from './support/fixture';
import { cutElements, LONG_IDN_HOST, measureOverflow } from './support/layout';
import { msg } from './support/messages';
import { apiRequests, expectNoRequest, statsRequests, toApi, untilAnswered } from './support/server';
import { openManagerSized, untilPage, viewSettled } from './support/stats-screen';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';
import {
  addWebsites,
  noVisitsAnswer,
  rowsNearViewLoaded,
  rowVisitors,
  seriesAsked,
  serverWeekVisitors,
  shiftDay,
} from './support/websites-dashboard';
import { ACCOUNT_ZONE, BROWSER_ZONE, dayInZone } from './support/zones';

const suite = useChromium({
  server: { timezone: ACCOUNT_ZONE },
  browser: { env: { TZ: BROWSER_ZONE }, movesPageClock: true },
});
const SEEDED = [
  { id: 1002, host: 'blog.example.org' },
  { id: 1001, host: 'example.com' },
  { id: 1003, host: 'shop.example.net' },
];

async function openWebsites(
  hash = '#websites',
  size = { width: 1280, height: 800 },
  { clock = false } = {},
): Promise<Page> {
  const page = await suite.ext.context.newPage();
  await page.setViewportSize(size);
  // The rows held for the rate limit wait on the page's own timer: Playwright's clock moves it on.
  if (clock) await page.clock.install();
  await page.goto(suite.ext.url(`manager.html${hash}`));
  await page.locator('.websites-table').waitFor();
  return page;
}

/**
 * Each row's visitors cell, once every row the list asks for without scrolling (in view and
 * within its load margin) shows its answer: a row just below the window is asked too, and read
 * while still loading it would show nothing.
 */
async function loadedRows(page: UiPage) {
  await untilPage(page, rowsNearViewLoaded);
  return page.evaluate(rowVisitors);
}

/** Time passes for the server and the page at once, as a real wait would let it. */
async function pass(page: Page, ms: number): Promise<void> {
  suite.server.clock.advance(ms);
  await page.clock.fastForward(ms);
}

describe('the websites list as a dashboard (Chromium)', () => {
  it('asks for the rows as they scroll into view and within the budget: a page of 25 costs 30 requests, the last rows wait with one notice, no 429', async () => {
    // Arrange: 25 websites; the 22 added and 4 more reads cost 26 of the same 60 requests a
    // minute, so the page's first screen (about 20 rows with the margin) leaves fewer than 10
    await addWebsites(suite.server, 'dash', 22);
    for (let i = 0; i < 4; i++) await apiCall(suite.server, 'GET', '/api/v1/websites');
    suite.server.clearRequests();
    // Act
    const page = await openWebsites('#websites', undefined, { clock: true });
    // Rows within the margin below the window load too: counted once they show their visitors.
    const first = await loadedRows(page);
    await untilAnswered(suite.server);
    const askedFirst = seriesAsked(suite.server).size;
    const loadedFirst = (await page.evaluate(rowVisitors)).filter((row) => row.count !== '').length;
    await page.locator('.websites-table tbody tr').last().scrollIntoViewIfNeeded();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'the visitors not shown yet load by themselves at' });
    await notice.waitFor();
    const waiting = (await page.evaluate(rowVisitors)).filter((row) => row.busy).length;
    const notices = await page.locator('.visitors-notice').count();
    // The minute passes for the server and the page at once. The page holds the rows on its own
    // timer until a minute after an answer it had (the server does not say when its window
    // ends): nothing may be asked up to a second before the server's window ends (it would be a
    // 429), then the held rows load by themselves.
    await untilAnswered(suite.server);
    const windowEnd = suite.server.rateLimit.window()?.end ?? 0;
    await pass(page, windowEnd - 1_000 - suite.server.clock.now());
    await expectNoRequest(suite.server, toApi);
    const lastAnswer = Math.max(...apiRequests(suite.server).map((r) => r.time));
    await pass(page, lastAnswer + 61_000 - suite.server.clock.now());
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.websites-table td.visitors')].every(
        (cell) => cell.getAttribute('aria-busy') === 'false',
      ),
    );
    await untilAnswered(suite.server);
    await expectNoRequest(suite.server, toApi); // every row loaded: nothing more to ask
    // Assert: the first screen asked only for its rows (and the margin below)
    expect(first).toHaveLength(25);
    expect(askedFirst).toBe(loadedFirst);
    expect(askedFirst).toBeLessThan(25);
    // Below 10 requests left the last rows waited, said once; then every row was asked once
    expect(waiting).toBeGreaterThan(0);
    expect(notices).toBe(1);
    expect(await notice.count()).toBe(0); // gone once they loaded
    const asked = seriesAsked(suite.server);
    expect(asked.size).toBe(25);
    expect([...asked.values()].every((n) => n === 1)).toBe(true);
    const all = apiRequests(suite.server);
    const log = all.map((r) => `${r.status} ${r.method} ${r.path} ${r.query.name ?? ''}`).join('\n');
    expect(
      all.filter((r) => r.status === 429),
      log,
    ).toEqual([]);
    // The manager's own lists (domains, spaces, pixels, account), the websites and one series per
    // row: a website's days are the analytics server's clock, so no account is asked for a zone.
    expect(all.length, log).toBe(30);
    expect((await page.evaluate(rowVisitors)).every((row) => row.count !== '')).toBe(true);
  });

  it('asks whether the tracking code is on the page for a site without a visit in 7 days, and opens the website from there', async () => {
    // Arrange
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: 'https://quiet.example' },
    });
    const id = Number((created.body as { data: { id: number } }).data.id);
    suite.server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(suite.server, id));
    // Act
    const page = await openWebsites();
    const rows = await loadedRows(page);
    await page.getByRole('button', { name: 'Check the tracking code of quiet.example' }).click();
    // Assert
    const quiet = rows.find((row) => row.host === 'quiet.example');
    expect(quiet).toMatchObject({ count: '0', trend: null });
    expect(quiet?.hint).toContain('No visits yet: is the tracking code on the page?');
    expect(rows.filter((row) => row.hint !== null)).toHaveLength(1);
    // The row's Tracking code dialog: the site's name and the tag.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('/js/script.js', { exact: false }).first().waitFor();
    const dialogText = await dialog.textContent();
    expect(dialogText).toContain('quiet.example');
    expect(dialogText).toContain('/js/script.js');
  });

  it('asks the same in the popup\'s "This site" panel, linking to the site in the manager', async () => {
    // Arrange: the sample page's host tracked, and no visit
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: suite.other.url },
    });
    const id = Number((created.body as { data: { id: number } }).data.id);
    suite.server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(suite.server, id), 3);
    const { tab } = await suite.openSample();
    // Act
    const popup = await suite.openPopup(tab.id);
    const hint = popup.page.locator('#site-stats .site-stats-hint');
    await hint.waitFor();
    // Assert
    expect(await hint.textContent()).toContain('No visits yet: is the tracking code on the page?');
    const link = hint.getByRole('link', { name: 'Check the tracking code' });
    expect(await link.getAttribute('href')).toBe('/manager.html#websites?search=127.0.0.1');
  });
});

describe.each(BROWSERS)("the websites list in the account's days and at any width (%s)", (browser) => {
  // Time zones: the browser runs a day ahead of the account, and each row must count the
  // analytics server's 7 days (UTC), whatever zone the account names. MV2 background page: going back to the list and a new tab of the
  // manager are answered by the background's saved answers, kept by Firefox's background page
  // instead of the worker. Layout: a long domain beside the new cells, in each browser's fonts.
  const suite = useExtension(browser, {
    server: { timezone: ACCOUNT_ZONE },
    chromium: { env: { TZ: BROWSER_ZONE } },
    firefox: { env: { TZ: BROWSER_ZONE } },
  });

  /** The websites list in a window of `size` from its first request, its table shown. */
  async function openList(size = { width: 1280, height: 800 }): Promise<ManagerPage<UiPage>> {
    const manager = new ManagerPage(await openManagerSized(suite.ext, '#websites', size));
    await manager.page.locator('.websites-table').waitFor();
    return manager;
  }

  it("shows each row's visitors over the analytics server's last 7 days, equal to the server's total, with a sparkline saying the trend", async () => {
    // Arrange
    const today = dayInZone('UTC');
    expect(dayInZone(ACCOUNT_ZONE)).not.toBe(dayInZone(BROWSER_ZONE));
    const expected = await Promise.all(
      SEEDED.map((site) => serverWeekVisitors(suite.server, site.id, today)),
    );
    suite.server.clearRequests();
    // Act
    const manager = await openList();
    const rows = await loadedRows(manager.page);
    // Assert
    const zone = await manager.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toBe(BROWSER_ZONE);
    expect(rows.map((row) => row.host)).toEqual(SEEDED.map((site) => site.host));
    expect(rows.map((row) => row.count)).toEqual(expected.map((n) => n.toLocaleString('en-US')));
    for (const row of rows) {
      expect(row.trend).toMatch(
        /^(Rising|Falling|Steady) over the last 7 days; visitors day by day: [\d,]+(, [\d,]+){5}, [\d,]+ \(today so far\)$/,
      );
      expect(row.hint).toBeNull();
    }
    const header = manager.page.getByRole('columnheader', { name: 'Visitors, 7 days' });
    expect(await header.count()).toBe(1);
    expect(await header.getAttribute('title')).toBe(msg('stats_zoneNoteServer', 'UTC'));
    // One series per row, ending on the analytics server's day (its previous week comes in the same request).
    const series = statsRequests(suite.server);
    expect(series.map((r) => r.path).sort()).toEqual(SEEDED.map((site) => `/api/v1/stats/${site.id}`).sort());
    for (const r of series)
      expect(r.query).toMatchObject({ name: 'visitors', from: shiftDay(today, -13), to: today });
  });

  it('costs no statistics request going back to the list, nor in a new tab of the manager', async () => {
    // Arrange: a website's statistics opened from the list, shown with all they ask unscrolled
    const list = await openList();
    await loadedRows(list.page);
    await list.statisticsLink('example.com').click();
    await list.statsHeading('example.com').waitFor();
    await untilPage(list.page, viewSettled);
    const asked = statsRequests(suite.server).length;
    // Act
    await list.backTo('websites').click();
    const back = await loadedRows(list.page);
    const again = await openList();
    const fresh = await loadedRows(again.page);
    // Assert: every row shows its visitors, and none asked for them again (a row that had asked
    // would have been logged before it showed its answer)
    expect(back.every((row) => row.count !== '')).toBe(true);
    expect(fresh.every((row) => row.count !== '')).toBe(true);
    const askedAgain = statsRequests(suite.server).slice(asked);
    expect(askedAgain.map((r) => `${r.path} ${r.query.name} ${r.query.from}..${r.query.to}`)).toEqual([]);
  });

  for (const width of [800, 1280]) {
    it(`keeps a long IDN domain whole beside the new cells at ${width} px, the page within the window and accessible`, async () => {
      // Arrange: the long domain, visited, and a site with the hint (the widest cell)
      await apiCall(suite.server, 'POST', '/api/v1/websites', { form: { url: `https://${LONG_IDN_HOST}` } });
      await visit(suite.server, `https://${LONG_IDN_HOST}/`);
      const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
        form: { url: 'https://quiet.example' },
      });
      const id = Number((created.body as { data: { id: number } }).data.id);
      suite.server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(suite.server, id));
      // Act
      const { page } = await openList({ width, height: 800 });
      const rows = await loadedRows(page);
      // Assert
      expect(rows.map((row) => row.host)).toContain(LONG_IDN_HOST);
      expect(rows.every((row) => row.count !== '')).toBe(true);
      expect(rows.filter((row) => row.hint !== null)).toHaveLength(1);
      const overflow = await page.evaluate(measureOverflow);
      expect(overflow.wide).toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
      expect(await page.evaluate(cutElements, '.websites-table td')).toEqual([]);
      // The domain keeps its room: at least a third of the row (cards: the card's line beside
      // the row's checkbox)
      const share = await page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('.websites-table tbody tr')].map(
            (tr) => (tr.querySelector('td.col-host')?.clientWidth ?? 0) / tr.clientWidth,
          ),
        ),
      );
      expect(share).toBeGreaterThan(width === 800 ? 0.85 : 0.25);
      // Chromium only: axe goes into the page as source through Playwright's evaluate
      // (support/axe.ts), and the same markup is no more or less accessible in Firefox.
      if (suite.browser === 'chromium') {
        const violations = await axeViolations(page as unknown as Page);
        expect(violations, formatViolations(violations)).toEqual([]);
      }
    });
  }
});
