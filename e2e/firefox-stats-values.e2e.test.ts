/**
 * Statistics values as people read them (issue 25) in Firefox ESR, the twin of
 * stats-values.e2e.test.ts: the reference server records the real servers' formats (docs/API.md
 * section 7.1) and the view shows names, cities with their country, an event with its value and
 * unit, device words, Direct and Unknown; a link's CSV keeps the server's raw value (null as an
 * empty field) beside the readable one. DOM polling, not Locators (see firefox-stats.e2e.test.ts).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { localDay as day } from './support/days';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';

const WEBSITE = 1001; // example.com, seeded
const LINK = 1; // seeded, with clicks

/** The readable values of one top list, once it has its rows (scrolled into view first). */
const shown = (page: Page, name: string): Promise<string[]> =>
  untilInPage(
    page,
    (name) => {
      const card = document.querySelector(`[aria-labelledby="stats-card-${name}"]`);
      if (!card) return null;
      card.scrollIntoView();
      if (card.getAttribute('aria-busy') === 'true') return null;
      const values = [...card.querySelectorAll('tbody .stats-value')].map(
        (node) => node.textContent?.trim() ?? '',
      );
      return values.length > 0 ? values : null;
    },
    name,
  );

describe('statistics values (Firefox)', () => {
  const suite = useFirefox();

  it("shows a website's values as words: names, cities with their country, events, devices, Direct, Unknown", async () => {
    // Act
    const page = await suite.ff.openExtensionPage(
      `manager.html#websites/${WEBSITE}/stats?range=30d`,
      '.stats-view',
    );
    // Assert
    expect(await shown(page, 'country')).toContain('United States');
    expect(await shown(page, 'city')).toContain('New York, NY · United States');
    expect(await shown(page, 'continent')).toEqual(expect.arrayContaining(['North America', 'Unknown']));
    expect(await shown(page, 'event')).toEqual(expect.arrayContaining(['Purchase · 49 USD', 'Signup']));
    expect((await shown(page, 'device')).sort()).toEqual(['Desktop', 'Mobile', 'Tablet']);
    expect(await shown(page, 'referrer')).toContain('Direct');
  });

  it("shows a link's null referrer as Direct and exports it as an empty raw value beside Direct", async () => {
    // Arrange: the CSV's blob is kept when the page makes its object URL
    const page = await suite.ff.openExtensionPage(
      `manager.html#links/${LINK}/stats?range=30d`,
      '.stats-view',
    );
    expect(await shown(page, 'referrer')).toContain('Direct');
    expect(await shown(page, 'language')).toEqual(expect.arrayContaining(['English', 'Unknown']));
    await page.evaluate(() => {
      const made = URL.createObjectURL.bind(URL);
      const kept = globalThis as unknown as { csv?: Promise<string> };
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) kept.csv = blob.text();
        return made(blob);
      };
    });
    // Act
    await untilInPage(
      page,
      () => {
        const card = document.querySelector('[aria-labelledby="stats-card-referrer"]');
        const button = [...(card?.querySelectorAll('button') ?? [])].find(
          (node) => node.textContent?.trim() === 'Export Referrers as CSV',
        );
        button?.click();
        return Boolean(button);
      },
      undefined,
    );
    const csv = await untilInPage(
      page,
      () => (globalThis as unknown as { csv?: Promise<string> }).csv ?? null,
      undefined,
    );
    // Assert
    const lines = String(csv).trim().split('\r\n');
    const query = { name: 'referrer', from: day(-29), to: day(0), per_page: 100 };
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${LINK}`, { query });
    const rows = (body as { data: { value: string | null; count: number }[] }).data;
    expect(lines[0]).toBe('referrer,label,count');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines).toContain(`,Direct,${rows.find((row) => row.value === null)?.count}`);
  });
});
