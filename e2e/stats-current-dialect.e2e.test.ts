/**
 * Statistics against a server of the current dialect (docs/API.md section 6) in Chromium:
 * the account answer of that dialect names the account's time zone, the statistics are the
 * real servers' stored values, and the throttle is the real one (60 a minute). The browser runs
 * in the machine's zone; the account counts its days in Pacific/Kiritimati (UTC+14), so on most
 * of the machine's day the two days differ and the view must ask the account's.
 */
import { describe, expect, it } from 'vitest';
import { useChromium } from './support/fixture';
import { statsRequests } from './support/server';
import { topListValues } from './support/stats-screen';
import { dayInZone } from './support/zones';

const ZONE = 'Pacific/Kiritimati';
const suite = useChromium({ server: { dialect: 'current', timezone: ZONE } });
const WEBSITE = 1001; // example.com, seeded
const LINK = 1; // seeded, with clicks

describe('statistics on a current-dialect server (Chromium)', () => {
  it("counts a link's Last 7 days in the account's zone and shows its values as words", async () => {
    // Act
    const page = await suite.ext.openExtensionPage(`manager.html#links/${LINK}/stats?range=7d`);
    await page.locator('.stats-chart-box canvas').waitFor();
    // Assert: the days asked end on the account's day, and the view says where days are counted
    const accountDay = dayInZone(ZONE);
    // The view asks this period and the one before it (for the change), in either order.
    const lastDaysAsked = statsRequests(suite.server)
      .filter((r) => r.query.name === 'click')
      .map((r) => String(r.query.to))
      .sort();
    expect(lastDaysAsked.at(-1)).toBe(accountDay);
    expect(await page.locator('.stats-zone-note').textContent()).toContain(ZONE);
    expect(await topListValues(page, 'country')).toContain('United States');
    expect(await topListValues(page, 'referrer')).toContain('Direct');
  });

  it("shows a website's statistics with its continents, events and devices as words, no 429 on the way", async () => {
    // Act
    const page = await suite.ext.openExtensionPage(`manager.html#websites/${WEBSITE}/stats?range=30d`);
    // Assert
    expect(await topListValues(page, 'continent')).toContain('North America');
    expect(await topListValues(page, 'event')).toContain('Purchase · 49 USD');
    expect((await topListValues(page, 'device')).sort()).toEqual(['Desktop', 'Mobile', 'Tablet']);
    expect(suite.server.requests().filter((r) => r.status === 429)).toEqual([]);
  });
});
