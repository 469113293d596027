/**
 * Statistics in Chromium against the reference server (current statistics names):
 * the manager's view of a website and of a link (presets, a custom range refused at its field
 * and one accepted, Show more, CSV, Back), a request that fails in one card, a spent rate limit,
 * the popup's "This site" panel and its Statistics links, and nothing written to storage.local.
 * the top lists load as they scroll into view, so tests scroll to the card they use.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoElement } from './support/absence';
import { apiCall } from './support/api';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { apiRequests, expectNoRequest, statsRequests, untilAnswered } from './support/server';
import { firstScreenComplete, viewSettled } from './support/stats-screen';

const suite = useChromium();
const WEBSITE = 1001; // example.com, seeded
const STATS = `/api/v1/stats/${WEBSITE}`;

/** The server's own total of a website series over a range (every page). */
async function serverTotal(name: string, from: string, to: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const { body } = await apiCall(suite.server, 'GET', STATS, {
      query: { name, from, to, per_page: 100, page },
    });
    const answer = body as { data: { count: string }[]; last_page: number };
    total += answer.data.reduce((sum, row) => sum + Number(row.count), 0);
    if (page >= answer.last_page) return total;
  }
}

const totalOf = (page: Page, label: string) =>
  page
    .locator('.stats-total')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.stats-total-value')
    .textContent();

/** The first screen is complete: the totals, the chart and every card in view have their answer (the others load as they scroll into view). */
const cardsLoaded = (page: Page) => page.waitForFunction(firstScreenComplete);

/** In the page: the rows each top list shows (by its heading), but the one named `except`'s. */
function rowsOfOtherCards(except: string): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const card of document.querySelectorAll('.stats-card')) {
    const heading = card.querySelector('h2')?.textContent ?? '';
    const rows = [...card.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
    if (heading !== except && rows.length > 0) shown[heading] = rows;
  }
  return shown;
}

/** A top list's card, scrolled into view (so it asks for its list) and loaded. */
async function cardNamed(page: Page, name: string) {
  const card = page.locator('.stats-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.getAttribute('aria-busy')).toBe('false');
  return card;
}

describe('manager statistics (Chromium)', () => {
  it('opens a website’s statistics from its row, with the server’s totals, and Back returns to the list', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage('manager.html#websites?sort=desc');
    // Act
    await page.getByRole('link', { name: 'Statistics example.com' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#websites/${WEBSITE}/stats`);
    await page.getByRole('heading', { name: 'Statistics: example.com' }).waitFor();
    await page.locator('.stats-chart-box canvas').waitFor();
    // Assert: the last 30 days by default, the numbers the server has
    const visitors = await serverTotal('visitors', day(-29), day(0));
    await expect.poll(() => totalOf(page, 'Visitors')).toBe(visitors.toLocaleString('en-US'));
    await page.getByRole('link', { name: /Back to websites/ }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#websites?sort=desc');
    await page.getByRole('table').waitFor();
  });

  it('switches presets in the hash (replacing it), hourly for Today', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    await page.locator('.stats-chart-box canvas').waitFor();
    // Act
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#websites/${WEBSITE}/stats?range=7d`);
    await page.getByRole('button', { name: 'Today' }).click();
    // Assert
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#websites/${WEBSITE}/stats?range=today`);
    await expect
      .poll(() =>
        statsRequests(suite.server).some((r) => r.query.name === 'visitors_hour' && r.query.from === day(0)),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a start after the end at its field and sends nothing; a good range is asked as typed', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=7d`);
    await cardsLoaded(page);
    suite.server.clearRequests();
    // Act
    await page.getByLabel('From', { exact: true }).fill(day(-2));
    await page.getByLabel('To', { exact: true }).fill(day(-5));
    await page.getByRole('button', { name: 'Apply' }).click();
    // Assert
    const from = page.getByLabel('From', { exact: true });
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    const described = await from.getAttribute('aria-describedby');
    expect(await page.locator(`#${described}`).textContent()).toContain('Pick a start on or before the end.');
    expect(statsRequests(suite.server).filter((r) => r.query.to === day(-5))).toEqual([]);

    await page.getByLabel('From', { exact: true }).fill(day(-10));
    await page.getByLabel('To', { exact: true }).fill(day(-3));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#websites/${WEBSITE}/stats?from=${day(-10)}&to=${day(-3)}`);
    await expect
      .poll(() =>
        statsRequests(suite.server).some((r) => r.query.from === day(-10) && r.query.to === day(-3)),
      )
      .toBe(true);
  });

  it('shows more countries on request (the focus on the first new one), exports them all as CSV, and says when a search matches none', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    await cardsLoaded(page);
    const card = await cardNamed(page, 'Countries');
    await expect.poll(() => card.locator('tbody tr').count()).toBe(10);
    // Act
    await card.getByRole('button', { name: /Show more/ }).click();
    await expect.poll(() => card.locator('tbody tr').count()).toBe(13);
    // the focus is on the first new row
    expect(
      await card
        .locator('tbody tr')
        .nth(10)
        .evaluate((row) => row === document.activeElement),
    ).toBe(true);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export Countries as CSV' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    // Assert
    const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
    const query = { name: 'country', from: day(-29), to: day(0), per_page: 100 };
    const { body } = await apiCall(suite.server, 'GET', STATS, { query });
    const rows = (body as { data: { value: string; count: string }[] }).data;
    expect(lines[0]).toBe('country,label,count');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((row) => row.value));
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(rows.map((row) => row.count));
    // a search without a match says so by the list's name
    await card.getByRole('searchbox').fill('zzz');
    await card.getByText('No countries match “zzz”.').waitFor();
  });

  it('names the lines in the legend, and shows the values of the period under the cursor', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=7d`);
    await page.locator('.stats-chart-box canvas').waitFor();
    const legend = page.locator('.stats-chart-box .u-legend');
    expect(await legend.locator('.u-value:visible').count()).toBe(0);
    // The previous period's dashed line joins once it has loaded
    await expect
      .poll(() => legend.locator('.u-label:visible').allTextContents())
      .toEqual(['Visitors', 'Pageviews', 'Previous period']);
    // Act
    await page.locator('.stats-chart-box .u-over').hover();
    // Assert
    await expect.poll(() => legend.locator('.u-value:visible').count()).toBe(4);
    expect(await legend.locator('.u-value').nth(1).textContent()).toMatch(/^\d[\d,]*$/);
    await page.getByRole('heading', { name: /Statistics/ }).hover();
    await expect.poll(() => legend.locator('.u-value:visible').count()).toBe(0);
  });

  it("shows a link's clicks by hour for one day, up to the current hour", async () => {
    const hourBefore = new Date().getHours();
    const page = await suite.ext.openExtensionPage('manager.html#links/1/stats?range=today');
    await page.locator('.stats-chart-box canvas').waitFor();
    await page.getByText('Show the data table').click();
    // Today stops at the hour it is now; the hour may turn while the test runs.
    await expect
      .poll(() => page.locator('.stats-table tbody tr').count())
      .toBeGreaterThanOrEqual(hourBefore + 1);
    expect(await page.locator('.stats-table tbody tr').count()).toBeLessThanOrEqual(
      new Date().getHours() + 1,
    );
    expect(statsRequests(suite.server).find((r) => r.query.name === 'click')?.query).toMatchObject({
      from: day(0),
      to: day(0),
    });
  });

  it('shows a failed request in its card with Retry, while the other cards keep their data', async () => {
    // Arrange: the view loaded, then the server answers HTML error pages
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=7d`);
    await cardsLoaded(page);
    const browsers = page.getByRole('heading', { name: 'Browsers' });
    await cardNamed(page, 'Browsers');
    // The cards near it load too (they came into view or within the margin)
    await page.waitForFunction(viewSettled);
    await untilAnswered(suite.server);
    const before = await page.evaluate(rowsOfOtherCards, 'Browsers');
    const html = { status: 502, body: '<html><body>Bad gateway</body></html>' };
    suite.server.faults.respond(`GET ${STATS}`, html, 1000);
    const card = page.locator('.stats-card').filter({ has: browsers });
    // Act: a search in one card asks the server again (reads are retried twice first)
    await card.getByRole('searchbox').fill('fire');
    // Assert
    await card.getByRole('alert').waitFor({ timeout: 15_000 });
    // Each card that showed rows still shows them (a card that came into view since may add its own).
    const after = await page.evaluate(rowsOfOtherCards, 'Browsers');
    expect(Object.keys(before).length).toBeGreaterThan(0);
    for (const [heading, rows] of Object.entries(before)) expect(after[heading], heading).toEqual(rows);
    suite.server.faults.clear();
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => card.locator('tbody tr').count()).toBe(1);
    expect(await card.getByRole('alert').count()).toBe(0);
  });

  it('never waits on a spent rate limit: the cards that loaded stay, the rest wait, said once at the top', async () => {
    // Arrange: the server's budget runs out after 3 statistics answers (the two series, each
    // with its previous period, and one card), for 45 s
    // From the links list: the websites list's rows would ask (and keep) their 7 days first
    // (the websites dashboard), and the view would then need fewer than 4 answers.
    const page = await suite.ext.openExtensionPage('manager.html#links');
    await page.getByRole('table').waitFor();
    await untilAnswered(suite.server);
    suite.server.faults.respond(
      `GET /api/v1/stats/*`,
      {
        status: 429,
        body: { message: 'Too Many Attempts.' },
        headers: { 'Retry-After': '45', 'X-RateLimit-Remaining': '0' },
      },
      1000,
      3,
    );
    // Act
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#websites/${WEBSITE}/stats?range=7d`);
    // Assert: the series and the first card are shown; the other card in view waits, unasked again
    const notice = page.getByText(/the lists not loaded yet load by themselves at \d/);
    await notice.waitFor();
    await page.locator('.stats-chart-box canvas').waitFor();
    await untilAnswered(suite.server);
    const asked = statsRequests(suite.server).length;
    await expectNoRequest(suite.server, (r) => r.path.startsWith('/api/v1/stats/'));
    expect(statsRequests(suite.server).length).toBe(asked);
    expect(statsRequests(suite.server).filter((r) => r.status === 429).length).toBeLessThanOrEqual(3);
    const cards = await page
      .locator('.stats-card')
      .evaluateAll((all) =>
        all.map((card) => ({ rows: card.querySelectorAll('tbody tr').length, text: card.textContent ?? '' })),
      );
    expect(cards.filter((card) => card.rows > 0).length).toBeGreaterThan(0);
    expect(cards.filter((card) => /load/.test(card.text))).toEqual([]);
    expect(await notice.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('writes no statistic to storage.local, and keeps the answers in session storage', async () => {
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=7d`);
    await cardsLoaded(page);
    const local = await suite.ext.storage('local');
    const session = await suite.ext.storage('session');
    expect(Object.keys(local).filter((key) => key.startsWith('stats'))).toEqual([]);
    expect(
      Object.keys(session).filter((key) => key.startsWith(`stats:default:websites:${WEBSITE}:`)).length,
    ).toBeGreaterThanOrEqual(6); // the record, two series, their previous periods, the cards in view
  });

  it("fills every one of a website's 13 top lists with its rows as it scrolls into view", async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    await cardsLoaded(page);
    const names = await page.locator('.stats-card h2').allTextContents();
    // Act: each card in turn, from the top
    const rows: Record<string, number> = {};
    for (const name of names) rows[name] = await (await cardNamed(page, name)).locator('tbody tr').count();
    // Assert
    expect(names).toHaveLength(13);
    expect(Object.entries(rows).filter(([, count]) => count === 0)).toEqual([]);
  });
});

describe('popup statistics (Chromium)', () => {
  it('shows "This site" for a tracked site: its visitors today and over 7 days', async () => {
    // Arrange: the sample page's host (127.0.0.1) is a tracked website
    const { server, other, ext } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const { tab } = await ext.openTab(other.samplePage('stats'));
    // Act
    const popup = await ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    const panel = popup.locator('#site-stats');
    await panel.locator('.site-stats-figures').waitFor();
    // Assert
    const query = { name: 'visitors', from: day(0), to: day(0) };
    const { body } = await apiCall(server, 'GET', `/api/v1/stats/${id}`, { query });
    const today = (body as { data: { count: string }[] }).data.reduce(
      (sum, row) => sum + Number(row.count),
      0,
    );
    const row = panel.getByRole('row', { name: /Visitors/ });
    expect((await row.getByRole('cell').first().textContent())?.trim()).toBe(today.toLocaleString('en-US'));
    expect(await panel.getByRole('link', { name: 'This site: 127.0.0.1' }).getAttribute('href')).toBe(
      `/manager.html#websites/${id}/stats?range=7d`,
    );
  });

  it('shows no panel for a site that is not tracked', async () => {
    const { tab } = await suite.ext.openTab(suite.other.samplePage('untracked'));
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.getByRole('button', { name: 'Track this site' }).waitFor();
    expect(await popup.locator('#site-stats').count()).toBe(0);
    expect(statsRequests(suite.server)).toEqual([]);
  });

  it("opens the new link's statistics from the result", async () => {
    // Arrange
    const { tab } = await suite.ext.openTab(suite.other.samplePage('stats-result'));
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.getByLabel('Alias', { exact: true }).fill('stats-e2e');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    const button = popup.getByRole('button', { name: 'Statistics stats-e2e' });
    await button.waitFor();
    const query = { search: 'stats-e2e', by: 'alias' };
    const created = (await apiCall(suite.server, 'GET', '/api/v1/links', { query })).body as {
      data: { id: number }[];
    };
    // Act
    const opened = suite.ext.context.waitForEvent('page');
    await button.click();
    // Assert
    const manager = await opened;
    await manager.waitForLoadState();
    expect(new URL(manager.url()).hash).toBe(`#links/${created.data[0]?.id}/stats?range=30d`);
    await manager.getByRole('heading', { name: 'Statistics: stats-e2e' }).waitFor();
  });
});

describe('statistics on a server without them (Chromium)', () => {
  const older = useChromium({ server: { stats: 'none' } });

  it('says so in one line in the manager, and asks nothing more', async () => {
    const page = await older.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=7d`);
    await page.getByText('This server has no statistics yet').waitFor();
    expect(await page.locator('.stats-card').count()).toBe(0);
    // Only the requests already in flight when the first answer came (StatsView's CONCURRENCY, 3)
    await untilAnswered(older.server);
    await expectNoRequest(older.server, (r) => r.path.startsWith('/api/v1/stats/'));
    expect(statsRequests(older.server).length).toBeLessThanOrEqual(3);
  });

  it('shows no panel in the popup for a tracked site', async () => {
    const { server, other, ext } = older;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const { tab } = await ext.openTab(other.samplePage('older'));
    const popup = await ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.getByText('Tracked: 127.0.0.1').waitFor();
    // The statistics route's 404, then the record itself: this server has no statistics.
    await expect.poll(() => apiRequests(server, 'GET', `/api/v1/websites/${id}`).length).toBeGreaterThan(0);
    await untilAnswered(server);
    await expectNoElement(popup.locator('#site-stats'));
  });
});
