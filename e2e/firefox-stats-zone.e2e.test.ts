/**
 * The account's day (issue 25) in Firefox ESR, the twin of stats-zone.e2e.test.ts: Firefox runs
 * in Pacific/Kiritimati (TZ, UTC+14), the demo account counts its days in Pacific/Honolulu
 * (UTC-10), a whole day behind; the link view's Today must be the account's day, with the clicks
 * the server counted on it, and say in which zone days are counted. DOM polling, as in
 * firefox-stats.e2e.test.ts (Firefox runs no animation frames in a tab that is not in front).
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import { statsRequests } from './support/server';
import { ACCOUNT_ZONE, BROWSER_ZONE, dayInZone } from './support/zones';

const LINK = 1;

describe("the account's day (Firefox, browser a day ahead of the account)", () => {
  const suite = useFirefox({ timezone: ACCOUNT_ZONE }, { TZ: BROWSER_ZONE });

  it("shows a link's Today as the account's day, with its clicks, and says in which zone", async () => {
    // Arrange
    const accountDay = dayInZone(ACCOUNT_ZONE);
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${LINK}`, {
      query: { name: 'click', from: accountDay, to: accountDay },
    });
    const clicks = (body as unknown as { data: { count: number }[] }).data.reduce(
      (sum, row) => sum + row.count,
      0,
    );
    // No toBeGreaterThan(0) here: today counts only the hours that have begun (issue 25), and in
    // the account's first hours a link may have no click yet; the days asked below prove the day.
    suite.server.clearRequests();
    // Act
    const page = await suite.ff.openExtensionPage(
      `manager.html#links/${LINK}/stats?range=today`,
      '.stats-view',
    );
    // Assert
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    const total = await untilInPage(page, () => {
      const value = document.querySelector('.stats-total-value')?.textContent ?? '…';
      return value === '…' ? null : value;
    });
    expect(total).toBe(clicks.toLocaleString('en-US'));
    const note = await untilInPage(page, () => document.querySelector('.stats-zone-note')?.textContent);
    expect(note).toContain(ACCOUNT_ZONE);
    const asked = statsRequests(suite.server);
    expect(asked.find((r) => r.query.name === 'click')?.query).toMatchObject({
      from: accountDay,
      to: accountDay,
    });
    expect(asked.filter((r) => r.query.to === dayInZone(BROWSER_ZONE))).toEqual([]);
  });
});
