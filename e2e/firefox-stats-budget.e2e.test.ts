/**
 * The statistics view's request budget (issue 25) in Firefox ESR, the twin of part of
 * stats-budget.e2e.test.ts: the first screen of a website at 1280 x 800 costs at most 8
 * requests, and a missing record is one message with Back. As there, the links and the analytics
 * service are two reference server processes, each with the real throttle of 60 a minute.
 * DOM polling (see firefox-stats.e2e.test.ts for why not Locators).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { untilInPage } from './support/poll-page';
import {
  apiRequests,
  type RunningServer,
  resetServer,
  startReferenceServer,
  statsRequests,
  untilQuiet,
} from './support/server';
import { settingsFor, settingsItems } from './support/settings';
import { describeRequests, FIRST_SCREEN, firstScreenComplete, requestsOf } from './support/stats-screen';

const suite = useFirefox(); // the links service, 60 a minute
let analytics: RunningServer; // the analytics service, its own 60 a minute
const WEBSITE = 1001; // example.com, seeded

beforeAll(async () => {
  analytics = await startReferenceServer();
});
afterAll(async () => {
  await analytics?.stop();
});
beforeEach(async () => {
  await untilQuiet(analytics, 250);
  await resetServer(analytics);
  await suite.ff.inExtension(
    async (items) => {
      await (globalThis as unknown as FirefoxGlobals).browser.storage.local.set(items);
    },
    settingsItems(settingsFor(suite.server, suite.server.keys.demo, { analyticsBaseUrl: analytics.url })),
  );
});

describe('statistics request budget (Firefox, 60 requests a minute)', () => {
  it("asks at most 8 requests for a website's first screen at 1280 x 800", async () => {
    // Arrange
    const page = await suite.ff.openExtensionPage('manager.html#websites', 'body');
    await page.setViewport(FIRST_SCREEN);
    await untilQuiet(suite.server, 300);
    // The list's rows ask for their visitors (issue 27): the view's first screen is counted alone.
    await untilQuiet(analytics, 300);
    suite.server.clearRequests();
    analytics.clearRequests();
    // Act
    await page.evaluate((id) => {
      location.hash = `#websites/${id}/stats?range=30d`;
    }, WEBSITE);
    await untilInPage(page, firstScreenComplete, undefined, 20_000);
    await untilQuiet(analytics, 400);
    await untilQuiet(suite.server, 100);
    // Assert
    const log = describeRequests(suite.server, analytics);
    expect(requestsOf(suite.server, analytics).length, log).toBeLessThanOrEqual(8);
    expect(requestsOf(suite.server), log).toEqual([]);
    const busy = await page.$$eval('.stats-card[aria-busy="true"]', (all) => all.length);
    expect(busy).toBeGreaterThan(0); // the cards below wait to scroll into view
  });

  it('shows one message with Back for a missing record, and asks nothing more', async () => {
    // Arrange
    const page = await suite.ff.openExtensionPage('manager.html#websites?sort=desc', 'table');
    // The list's own rows ask for their visitors (issue 27): not what this test counts.
    await untilQuiet(analytics, 400);
    analytics.clearRequests();
    // Act
    await page.evaluate(() => {
      location.hash = '#websites/999999/stats';
    });
    await untilInPage(page, () => document.querySelector('[role="alert"]') !== null, undefined, 20_000);
    await untilQuiet(analytics, 400);
    // Assert
    const alerts = await page.$$eval('[role="alert"]', (all) => all.map((alert) => alert.textContent ?? ''));
    expect(alerts).toEqual([expect.stringContaining('This website was not found')]);
    expect(statsRequests(analytics)).toEqual([]);
    expect(apiRequests(analytics, 'GET', '/api/v1/websites/999999')).toHaveLength(1);
    await page.evaluate(() => {
      const back = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Back to websites');
      back?.click();
    });
    await untilInPage(page, () => location.hash === '#websites?sort=desc', undefined, 20_000);
  });
});
