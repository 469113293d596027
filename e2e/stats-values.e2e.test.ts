/**
 * Statistics values as people read them, in Chromium against the reference server,
 * which records visits in exactly the real servers' formats (docs/API.md section 7.1): a
 * country by its name, a city with its country, a continent's name, an event with its value and
 * unit, a device type as a word, a direct visit as Direct (`''` from the analytics service,
 * `null` from the links service) and a failed lookup as Unknown; the CSV keeps the server's raw
 * value and adds the readable one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { localDay as day } from './support/days';
import { useChromium } from './support/fixture';
import { topListValues } from './support/stats-screen';

const suite = useChromium();
const WEBSITE = 1001; // example.com, seeded
const LINK = 1; // seeded, with clicks

/** The server's own rows of a top list over the last 30 days (its raw values). */
async function serverRows(id: number, name: string) {
  const query = { name, from: day(-29), to: day(0), per_page: 100 };
  const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, { query });
  return (body as { data: { value: string | null; count: string | number }[] }).data;
}

/** The CSV a card's export button downloads, as lines. */
async function exported(page: Page, name: string, title: string): Promise<string[]> {
  const card = page.locator(`[aria-labelledby="stats-card-${name}"]`);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Export ${title} as CSV` }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  return Buffer.concat(csv).toString('utf8').trim().split('\r\n');
}

describe('statistics values (Chromium)', () => {
  it("shows a website's values as words: names, cities with their country, events, devices, Direct, Unknown", async () => {
    // Act
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    // Assert: the server sends `US:United States`, `US:New York, NY`, `NA:North America`...
    expect(await topListValues(page, 'country')).toContain('United States');
    expect(await topListValues(page, 'city')).toContain('New York, NY · United States');
    expect(await topListValues(page, 'continent')).toEqual(
      expect.arrayContaining(['North America', 'Europe', 'Unknown']),
    );
    expect(await topListValues(page, 'language')).toEqual(
      expect.arrayContaining(['English', 'German', 'Unknown']),
    );
    expect(await topListValues(page, 'event')).toEqual(
      expect.arrayContaining(['Purchase · 49 USD', 'Signup', 'Download']),
    );
    expect((await topListValues(page, 'device')).sort()).toEqual(['Desktop', 'Mobile', 'Tablet']);
    const referrers = await topListValues(page, 'referrer');
    expect(referrers).toEqual(expect.arrayContaining(['Direct', 'www.google.com']));
    const everything = [
      ...(await topListValues(page, 'country')),
      ...(await topListValues(page, 'city')),
      ...(await topListValues(page, 'continent')),
      ...(await topListValues(page, 'event')),
    ];
    expect(everything.filter((text) => /^[A-Z]{2}:|::/.test(text))).toEqual([]);
  });

  it("shows a link's null referrer as Direct and its null lookups as Unknown, never the other way", async () => {
    // Arrange: the links service sends JSON null for both
    const referrers = await serverRows(LINK, 'referrer');
    const languages = await serverRows(LINK, 'language');
    expect(referrers.some((row) => row.value === null)).toBe(true);
    expect(languages.some((row) => row.value === null)).toBe(true);
    // Act
    const page = await suite.ext.openExtensionPage(`manager.html#links/${LINK}/stats?range=30d`);
    // Assert
    expect(await topListValues(page, 'referrer')).toContain('Direct');
    expect(await topListValues(page, 'country')).toContain('United States');
    expect(await topListValues(page, 'city')).toContain('New York, NY · United States');
    expect(await topListValues(page, 'device')).toContain('Desktop');
    const spoken = await topListValues(page, 'language');
    expect(spoken).toEqual(expect.arrayContaining(['English', 'Unknown']));
    expect(spoken).not.toContain('Direct');
  });

  it("exports the server's raw value beside the readable one (a website's cities, a link's referrers)", async () => {
    // Arrange
    const site = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    await topListValues(site, 'city');
    const cities = await serverRows(WEBSITE, 'city');
    // Act
    const cityLines = await exported(site, 'city', 'Cities');
    // Assert: one line per server row, the raw value first (quoted for its comma)
    const newYork = cities.find((row) => row.value === 'US:New York, NY');
    const unknownCity = cities.find((row) => row.value === '');
    expect(cityLines[0]).toBe('city,label,count');
    expect(cityLines).toHaveLength(cities.length + 1);
    expect(cityLines).toContain(`"US:New York, NY","New York, NY · United States",${newYork?.count}`);
    expect(cityLines).toContain(
      `"JP:Tokyo, 13",Tokyo · Japan,${cities.find((r) => r.value === 'JP:Tokyo, 13')?.count}`,
    );
    expect(cityLines).toContain(`,Unknown,${unknownCity?.count}`);

    // Arrange: a link, whose direct visits the server sends as null
    const link = await suite.ext.openExtensionPage(`manager.html#links/${LINK}/stats?range=30d`);
    await topListValues(link, 'referrer');
    const referrers = await serverRows(LINK, 'referrer');
    // Act
    const referrerLines = await exported(link, 'referrer', 'Referrers');
    // Assert: null is an empty field, the label says Direct
    expect(referrerLines[0]).toBe('referrer,label,count');
    expect(referrerLines).toContain(`,Direct,${referrers.find((row) => row.value === null)?.count}`);
    expect(referrerLines).toContain(
      `www.google.com,www.google.com,${referrers.find((row) => row.value === 'www.google.com')?.count}`,
    );
  });
});
