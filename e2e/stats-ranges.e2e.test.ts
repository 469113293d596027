/**
 * Statistics over long and short ranges in Chromium against the reference server,
 * both clocks fixed at screens.ts's FIXED_NOW (2026-11-20 09:30 UTC) so the buckets are known:
 * a website's two years plot 25 months (not 731 days) with their years and the partial first and
 * last month marked; a range from 1999 plots years; a link's and a website's "Last 12 months"
 * have the same 13 months; "All time" shows no change; "Today" stops at the current hour; the
 * previous period is a dashed line that a person can hide, remembered for the next view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useChromium } from './support/fixture';
import { FIXED_NOW } from './support/screens';
import { statsRequests } from './support/server';

// A browser of its own, its clock fixed from the launch (not the run's shared one, fixed for good).
const suite = useChromium({ server: { now: () => FIXED_NOW }, browser: { fixedNow: FIXED_NOW } });
const WEBSITE = 1001; // example.com, seeded
const LINK = 1; // seeded

/** The day `offset` days from FIXED_NOW in the browser's zone (the tests run in the same zone). */
function day(offset: number): string {
  const now = new Date(FIXED_NOW);
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Opens a statistics view, waits for its chart and opens its data table. */
async function openChart(hash: string): Promise<Page> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  await page.locator('.stats-chart-box canvas').waitFor();
  await page.getByText('Show the data table').click();
  return page;
}

/** The data table: each row's period and its first count. */
const tableRows = (page: Page) =>
  page.locator('.stats-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      period: row.querySelector('th')?.textContent?.trim() ?? '',
      count: Number(row.querySelector('td')?.textContent?.replace(/\D/g, '') ?? 'NaN'),
    })),
  );

/** The server's own total of a website series over a range (every page). */
async function serverTotal(name: string, from: string, to: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${WEBSITE}`, {
      query: { name, from, to, per_page: 100, page },
    });
    const answer = body as { data: { count: string }[]; last_page: number };
    total += answer.data.reduce((sum, row) => sum + Number(row.count), 0);
    if (page >= answer.last_page) return total;
  }
}

/** The lines the legend names (its first row, "Period", is the bucket under the cursor). */
const legendLabels = async (page: Page) =>
  (
    await page
      .locator('.stats-chart-box .u-legend .u-series:not(.stats-today-series) .u-label')
      .allTextContents()
  ).slice(1);

describe('statistics over long and short ranges (Chromium)', () => {
  it("sums a website's two years into 25 months, with their years and the partial ends marked", async () => {
    // Arrange: two years less a day, so months (730 days would be years)
    const [from, to] = [day(-729), day(0)];
    // Act
    const page = await openChart(`#websites/${WEBSITE}/stats?from=${from}&to=${to}`);
    // Assert
    await expect.poll(() => page.locator('.stats-table tbody tr').count()).toBe(25);
    const rows = await tableRows(page);
    expect(rows[0]?.period).toBe('Nov 2024 (partial)');
    expect(rows.at(-1)?.period).toBe('Nov 2026 (partial)');
    expect(rows.filter((row) => row.period.includes('(partial)'))).toHaveLength(2);
    for (const year of ['2024', '2025', '2026'])
      expect(rows.some((row) => row.period.includes(year))).toBe(true);
    const visitors = rows.reduce((sum, row) => sum + row.count, 0);
    expect(visitors).toBe(await serverTotal('visitors', from, to));
    // The legend names the first month as partial under the cursor
    const box = await page.locator('.stats-chart-box .u-over').boundingBox();
    await page.locator('.stats-chart-box .u-over').hover({ position: { x: 2, y: (box?.height ?? 100) / 2 } });
    await expect
      .poll(() => page.locator('.stats-chart-box .u-legend .u-value').first().textContent())
      .toBe('Nov 2024 (partial)');
  });

  it('plots years for a custom range from 1999', async () => {
    const page = await openChart(`#websites/${WEBSITE}/stats?from=1999-01-01&to=${day(0)}`);
    await expect.poll(() => page.locator('.stats-table tbody tr').count()).toBe(28);
    const rows = await tableRows(page);
    expect(rows[0]?.period).toBe('1999');
    expect(rows.at(-1)?.period).toBe('2026 (partial)');
  });

  it("gives a link's and a website's Last 12 months the same 13 months", async () => {
    const link = await openChart(`#links/${LINK}/stats?range=12m`);
    await expect.poll(() => link.locator('.stats-table tbody tr').count()).toBe(13);
    const linkPeriods = (await tableRows(link)).map((row) => row.period);
    const website = await openChart(`#websites/${WEBSITE}/stats?range=12m`);
    await expect.poll(() => website.locator('.stats-table tbody tr').count()).toBe(13);
    expect((await tableRows(website)).map((row) => row.period)).toEqual(linkPeriods);
    expect(linkPeriods[0]).toBe('Nov 2025 (partial)');
  });

  it('shows no change for All time, and asks for no period before it', async () => {
    // Act
    const page = await openChart(`#websites/${WEBSITE}/stats?range=all`);
    await page.locator('.stats-total-value', { hasText: /\d/ }).first().waitFor();
    // The cards in view have loaded (the others wait until they scroll into view).
    await page.locator('.stats-card[aria-busy="false"]').first().waitFor();
    // Assert
    expect(await page.locator('.stats-change').count()).toBe(0);
    expect(await page.getByLabel('Show the previous period').count()).toBe(0);
    expect(await legendLabels(page)).toEqual(['Visitors', 'Pageviews']);
    const series = statsRequests(suite.server).filter((r) =>
      ['visitors', 'pageviews'].includes(String(r.query.name)),
    );
    expect(new Set(series.map((r) => r.query.to))).toEqual(new Set([day(0)]));
  });

  it("stops Today's hours at the current hour of the account's day, marked as the hour so far", async () => {
    // Arrange: the hour now where the account counts its days (the browser's zone without one)
    const account = await apiCall(suite.server, 'GET', '/api/v1/account');
    const zone = (account.body as { data: { timezone?: string | null } }).data.timezone ?? undefined;
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }).format(
        FIXED_NOW,
      ),
    );
    // Act
    const page = await openChart(`#links/${LINK}/stats?range=today`);
    // Assert
    await expect.poll(() => page.locator('.stats-table tbody tr').count()).toBe(hour + 1);
    const label = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 1, hour),
    );
    const rows = await tableRows(page);
    expect(rows.at(-1)?.period).toBe(`${label} (this hour so far)`);
    expect(rows.filter((row) => row.period.includes('so far'))).toHaveLength(1);
    expect(await page.locator('.stats-table tbody tr').last().getAttribute('class')).toBe('stats-partial');
    await page
      .getByText('Hatched and dotted: the hour now, counted so far (the hour is not over).')
      .waitFor();
  });

  it("marks Last 7 days' last point, today, as the day so far, and no other", async () => {
    // Act
    const page = await openChart(`#websites/${WEBSITE}/stats?range=7d`);
    // Assert
    await expect.poll(() => page.locator('.stats-table tbody tr').count()).toBe(7);
    const rows = await tableRows(page);
    expect(rows.at(-1)?.period).toMatch(/^\w{3} \d{1,2} \(today so far\)$/);
    expect(rows.filter((row) => row.period.includes('today so far'))).toHaveLength(1);
    expect(await page.locator('.stats-table tbody tr').last().getAttribute('class')).toBe('stats-partial');
    await page.getByText('Hatched and dotted: today, counted so far (the day is not over).').waitFor();
  });

  it('draws the previous period as a dashed line after the range, and hides it on request for the next views', async () => {
    // Arrange
    const page = await openChart(`#websites/${WEBSITE}/stats?range=7d`);
    const toggle = page.getByLabel('Show the previous period');
    // Assert: shown by default; a 7-day range asks its previous period in the same request (the
    // worker splits it)
    await expect.poll(() => legendLabels(page)).toEqual(['Visitors', 'Pageviews', 'Previous period']);
    expect(await toggle.isChecked()).toBe(true);
    const asked = statsRequests(suite.server).filter((r) => r.query.name === 'visitors');
    expect(asked.map((r) => [r.query.from, r.query.to])).toEqual([[day(-13), day(0)]]);
    await page.locator('.stats-chart-box .u-over').hover({ position: { x: 2, y: 100 } });
    await expect
      .poll(() => page.locator('.stats-chart-box .u-legend .u-value').nth(3).textContent())
      .toMatch(/^\d[\d,]* \(Nov 7\)$/);
    expect(await page.locator('.stats-table thead th').allTextContents()).toContain('Previous period');
    // Act: hide it
    await toggle.uncheck();
    // Assert: gone from the chart and the table, the change still shown, and hidden in the next view
    await expect.poll(() => legendLabels(page)).toEqual(['Visitors', 'Pageviews']);
    expect(await page.locator('.stats-table thead th').allTextContents()).not.toContain('Previous period');
    expect(await page.locator('.stats-change').count()).toBe(2);
    const next = await openChart(`#links/${LINK}/stats?range=30d`);
    await next.locator('.stats-change').waitFor();
    expect(await next.getByLabel('Show the previous period').isChecked()).toBe(false);
    expect(await legendLabels(next)).toEqual(['Clicks']);
    await next.getByLabel('Show the previous period').check();
    await expect.poll(() => legendLabels(next)).toEqual(['Clicks', 'Previous period']);
  });
});
