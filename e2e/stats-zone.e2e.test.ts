/**
 * The account's day: the browser runs in Pacific/Kiritimati (TZ, UTC+14), the demo
 * account counts its days in Pacific/Honolulu (UTC-10), a whole day behind. The links service
 * (the reference server, as the real one) counts a link's clicks in the account's zone, so the
 * browser's "today" has no clicks yet: the manager's Today must be the account's day, say in
 * which zone it counts, and the popup's This site panel must use the analytics account's day.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { msg } from './support/messages';
import { statsRequests } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import { ACCOUNT_ZONE, BROWSER_ZONE, dayInZone } from './support/zones';

const LINK = 1;

// Time zones: every scenario here is about a browser in another zone than the account, and each
// browser takes its zone from its own launch (TZ), its background included.
describe.each(BROWSERS)("the account's day (%s, browser a day ahead of the account)", (browser) => {
  const suite = useExtension(browser, {
    server: { timezone: ACCOUNT_ZONE },
    chromium: { env: { TZ: BROWSER_ZONE } },
    firefox: { env: { TZ: BROWSER_ZONE } },
  });

  /** The server's own count of a statistics name over one day. */
  async function serverCount(id: number, name: string, day: string): Promise<number> {
    const { body } = await apiCall(suite.server, 'GET', `/api/v1/stats/${id}`, {
      query: { name, from: day, to: day, per_page: 100 },
    });
    return (body as unknown as { data: { count: string | number }[] }).data.reduce(
      (sum, row) => sum + Number(row.count),
      0,
    );
  }

  it('runs the browser, background included, in its own zone, a day ahead of the account', async () => {
    const page = await suite.ext.openExtensionPage('options.html');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    // The background's own Intl (Firefox's background page is another window than the caller's).
    const background = await suite.ext.inBackground(
      ({ global }) => global.Intl.DateTimeFormat().resolvedOptions().timeZone as string,
    );
    expect(background).toBe(BROWSER_ZONE);
    expect(dayInZone(BROWSER_ZONE)).not.toBe(dayInZone(ACCOUNT_ZONE));
  });

  it("shows a link's Today as the account's day, with its clicks, and says in which zone", async () => {
    // Arrange
    const accountDay = dayInZone(ACCOUNT_ZONE);
    const clicks = await serverCount(LINK, 'click', accountDay);
    // No toBeGreaterThan(0) here: today counts only the hours that have begun, and in
    // the account's first hours a link may have no click yet; the days asked below prove the day.
    suite.server.clearRequests();
    // Act
    const page = await suite.ext.openExtensionPage(`manager.html#links/${LINK}/stats?range=today`);
    await page.locator('.stats-chart-box canvas').waitFor();
    // Assert
    await expect
      .poll(() => page.locator('.stats-total-value').first().textContent())
      .toBe(clicks.toLocaleString('en-US'));
    const note = page.locator('.stats-zone-note');
    expect(await note.textContent()).toContain(ACCOUNT_ZONE);
    expect(await note.textContent()).toContain(msg('stats_zoneNote', '').replace(/\.$/, '').trim());
    const asked = statsRequests(suite.server);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => String(request.query.to) <= accountDay)).toBe(true);
    expect(asked.filter((request) => request.query.to === dayInZone(BROWSER_ZONE))).toEqual([]);
    expect(await page.getByLabel('To', { exact: true }).getAttribute('max')).toBe(accountDay);
    // Kept for the session (the background's zone.ts), so the next view asks no account request for it.
    const session = await suite.ext.storage('session');
    expect(session['statsZone:default:links']).toEqual({ url: suite.server.url, timeZone: ACCOUNT_ZONE });
  });

  it("counts the popup's This site panel in the analytics account's day", async () => {
    // Arrange: the sample page's host (127.0.0.1) is a tracked website
    const { server, other } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const { tabId } = await suite.openSample('zone');
    const accountDay = dayInZone(ACCOUNT_ZONE);
    const visitors = await serverCount(id, 'visitors', accountDay);
    // Act
    const popup = await suite.openPopup(tabId);
    const panel = popup.thisSite('127.0.0.1');
    await panel.locator('.site-stats-figures').waitFor();
    // Assert
    const series = statsRequests(server).filter((r) => r.query.name === 'visitors');
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((r) => r.query.to === accountDay)).toBe(true);
    const figures = await popup.siteFigures('127.0.0.1', msg('stats_visitors'));
    expect(figures.today).toBe(visitors.toLocaleString('en-US'));
    const today = panel.getByRole('columnheader', { name: msg('stats_preset_today') });
    expect(await today.getAttribute('title')).toContain(ACCOUNT_ZONE);
  });
});
