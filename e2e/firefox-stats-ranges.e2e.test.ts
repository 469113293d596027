/**
 * Statistics over a long range (issue 25) in Firefox ESR, the twin of stats-ranges.e2e.test.ts's
 * two checks that depend most on the browser (Intl labels, canvas legend, localStorage): a
 * website's two years plot months with their years and the partial ends marked, and the dashed
 * previous period hides on request and stays hidden in the next view. DOM polling, not Locators
 * (see firefox-stats.e2e.test.ts).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { localDay as day } from './support/days';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';

const WEBSITE = 1001; // example.com, seeded

/** The months from `from` to `to` (`YYYY-MM-DD`), both counted. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** The data table's periods once the chart is drawn (opening the table first). */
const periods = (page: Page) =>
  untilInPage(page, () => {
    if (!document.querySelector('.stats-chart-box canvas')) return null;
    const details = document.querySelector<HTMLDetailsElement>('.stats-data');
    if (details) details.open = true;
    const rows = [...document.querySelectorAll('.stats-table tbody th')];
    return rows.length > 0 ? rows.map((row) => row.textContent?.trim() ?? '') : null;
  });

/** The lines the legend names (its first row, "Period", is the bucket under the cursor). */
const legend = (page: Page) =>
  page.$$eval('.stats-chart-box .u-legend .u-label', (all) => all.slice(1).map((label) => label.textContent));

describe('statistics over long ranges (Firefox)', () => {
  const suite = useFirefox();

  it("sums a website's two years into months, with their years and the partial ends marked", async () => {
    // Arrange: two years less a day, so months (730 days would be years)
    const [from, to] = [day(-729), day(0)];
    // Act
    const page = await suite.ff.openExtensionPage(
      `manager.html#websites/${WEBSITE}/stats?from=${from}&to=${to}`,
      '.stats-view',
    );
    // Assert
    const rows = await periods(page);
    expect(rows).toHaveLength(monthsBetween(from, to));
    expect(rows[0]).toMatch(new RegExp(`^\\w+ ${from.slice(0, 4)}( \\(partial\\))?$`));
    expect(rows.at(-1)).toMatch(new RegExp(`^\\w+ ${to.slice(0, 4)}( \\(partial\\))?$`));
    // A range that ends on a month's last day or starts on its first has whole months there
    const partial = rows.filter((row) => row.endsWith('(partial)')).length;
    expect(partial).toBeGreaterThanOrEqual(1);
    expect(rows.slice(1, -1).every((row) => !row.endsWith('(partial)'))).toBe(true);
  });

  it('hides the dashed previous period on request, and keeps it hidden in the next view', async () => {
    // Arrange
    const path = `manager.html#websites/${WEBSITE}/stats?range=7d`;
    const page = await suite.ff.openExtensionPage(path, '.stats-view');
    await untilInPage(page, () =>
      [...document.querySelectorAll('.stats-chart-box .u-legend .u-label')].some(
        (label) => label.textContent === 'Previous period',
      ),
    );
    expect(await legend(page)).toEqual(['Visitors', 'Pageviews', 'Previous period']);
    // Act
    await page.evaluate(() => {
      const toggle = [...document.querySelectorAll('label')].find((label) =>
        label.textContent?.includes('Show the previous period'),
      );
      toggle?.querySelector('input')?.click();
    });
    // Assert
    await untilInPage(
      page,
      () => document.querySelectorAll('.stats-chart-box .u-legend .u-label').length === 3,
    );
    expect(await legend(page)).toEqual(['Visitors', 'Pageviews']);
    const next = await suite.ff.openExtensionPage(path, '.stats-view');
    await untilInPage(next, () => document.querySelector('.stats-change') !== null);
    await untilInPage(next, () => document.querySelector('.stats-chart-box canvas') !== null);
    expect(await legend(next)).toEqual(['Visitors', 'Pageviews']);
    const checked = await next.$eval(
      '.stats-previous-toggle input',
      (input) => (input as HTMLInputElement).checked,
    );
    expect(checked).toBe(false);
  });
});
