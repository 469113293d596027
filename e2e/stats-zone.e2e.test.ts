/**
 * Whose day: the browser runs in Pacific/Kiritimati (TZ, UTC+14), the demo account counts its
 * days in Pacific/Honolulu (UTC-10), a whole day behind, and the analytics server on its own
 * clock (UTC), between the two. The links service (the reference server, as the real one)
 * counts a link's clicks in the account's zone, so the browser's "today" has no clicks yet: a
 * link's Today must be the account's day and say so. The analytics service never converts: a
 * website's Today, in the manager and the popup's This site panel, is the server's UTC day.
 * Either way Today's total is the sum of its hours.
 */
import { describe, expect, it } from 'vitest';
import { apiCall, visit } from './support/api';
import { msg } from './support/messages';
import { statsRequests } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import { ACCOUNT_ZONE, BROWSER_ZONE, dayInZone } from './support/zones';

const LINK = 1;
const WEBSITE = 1001; // example.com, seeded
/**
 * The server's clock stands still at the file's start, so a total and its hours are read at the
 * same instant whatever the browser's clock (the real one, which may only be ahead) does meanwhile.
 */
const SERVER_NOW = Date.now();
const utcDay = () => dayInZone('UTC', new Date(SERVER_NOW));

// Time zones: every scenario here is about a browser in another zone than the account, and each
// browser takes its zone from its own launch (TZ), its background included.
describe.each(BROWSERS)("the account's day (%s, browser a day ahead of the account)", (browser) => {
  const suite = useExtension(browser, {
    server: { timezone: ACCOUNT_ZONE, now: () => SERVER_NOW },
    chromium: { env: { TZ: BROWSER_ZONE } },
    firefox: { env: { TZ: BROWSER_ZONE } },
  });

  /** Today's view of a record in the manager: its first total and the sum of its data table's hours. */
  async function todayView(hash: string) {
    const page = await suite.ext.openExtensionPage(`manager.html${hash}?range=today`);
    await page.locator('.stats-chart-box canvas').waitFor();
    await page.locator('.stats-series[aria-busy="false"]').waitFor();
    await page.getByText(msg('stats_dataTable')).click();
    const hours = await page
      .locator('.stats-table tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Number(row.querySelector('td')?.textContent?.replace(/\D/g, ''))),
      );
    const total = Number(
      (await page.locator('.stats-total-value').first().textContent())?.replace(/\D/g, ''),
    );
    return { page, total, hours };
  }

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

  it("makes a website's Today the analytics server's UTC day: its total is the sum of its hours, and it says so", async () => {
    // Arrange: a visit in the server's current hour, so that Today has one whatever the time
    await visit(suite.server, 'https://example.com/');
    suite.server.clearRequests();
    // Act
    const { page, total, hours } = await todayView(`#websites/${WEBSITE}/stats`);
    // Assert: the hours of the server's day that have begun, each counted once
    expect(hours.length).toBe(new Date(SERVER_NOW).getUTCHours() + 1);
    expect(total).toBeGreaterThan(0);
    expect(hours.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(total).toBe(await serverCount(WEBSITE, 'visitors', utcDay()));
    const today = statsRequests(suite.server).filter((r) => r.query.name === 'visitors');
    expect(today.map((r) => r.query.to)).toContain(utcDay());
    expect(today.every((r) => String(r.query.to) <= utcDay())).toBe(true);
    expect(await page.locator('.stats-zone-note').textContent()).toBe(msg('stats_zoneNoteServer', 'UTC'));
  });

  it("makes a link's Today the account's day: its total is the sum of its hours", async () => {
    // Act
    const { total, hours } = await todayView(`#links/${LINK}/stats`);
    // Assert
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(total).toBe(await serverCount(LINK, 'click', dayInZone(ACCOUNT_ZONE, new Date(SERVER_NOW))));
  });

  it("counts the popup's This site panel in the analytics server's day, and says so", async () => {
    // Arrange: the sample page's host (127.0.0.1) is a tracked website
    const { server, other } = suite;
    const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const id = Number((created.body as { data: { id: number } }).data.id);
    const { tabId } = await suite.openSample('zone');
    const visitors = await serverCount(id, 'visitors', utcDay());
    // Act
    const popup = await suite.openPopup(tabId);
    const panel = popup.thisSite('127.0.0.1');
    await panel.locator('.site-stats-figures').waitFor();
    // Assert
    const series = statsRequests(server).filter((r) => r.query.name === 'visitors');
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((r) => r.query.to === utcDay())).toBe(true);
    const figures = await popup.siteFigures('127.0.0.1', msg('stats_visitors'));
    expect(figures.today).toBe(visitors.toLocaleString('en-US'));
    const today = panel.getByRole('columnheader', { name: msg('stats_preset_today') });
    expect(await today.getAttribute('title')).toBe(msg('stats_zoneTodayServer', 'UTC'));
    expect(await panel.locator('.site-stats-zone').textContent()).toBe(msg('stats_zoneNoteServer', 'UTC'));
  });
});
