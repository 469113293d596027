/**
 * The statistics view's request budget in Chromium, with the reference server's real
 * throttle (60 requests a minute per key, not raised). A real deployment runs the links and the
 * analytics service as two servers, each with its own throttle: so do these tests, with the
 * suite's server as the links service and a second reference server process as the analytics
 * service (settings' analyticsBaseUrl). Covered: the first screen at 1280 x 800 costs at most 8
 * requests, going back to a range seen costs none, all five presets of a website and of a link
 * within a minute meet no 429, the other top lists load as they scroll into view, a low budget
 * holds them with one message at the top, a missing record is one message with Back, and a
 * server that cannot be reached shows the saved numbers with when they were saved.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LOAD_MARGIN_PX } from '../lib/pages/manager/stats/TopCard';
import { ManagerPage } from './pages/manager-page';
import type { ChromeApi } from './support/chrome-api';
import { localDay } from './support/days';
import { useChromium } from './support/fixture';
import { whenShown } from './support/page-state';
import {
  apiRequests,
  expectNoRequest,
  type RunningServer,
  startReferenceServer,
  statsRequests,
  toApi,
  untilAnswered,
} from './support/server';
import {
  describeRequests,
  FIRST_SCREEN,
  firstScreenComplete,
  openManagerSized,
  requestsOf,
  untilPage,
  viewSettled,
} from './support/stats-screen';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';
import { rowsNearViewLoaded } from './support/websites-dashboard';

declare const chrome: ChromeApi;

const suite = useChromium({ browser: { movesPageClock: true } }); // the links service, 60 a minute
let analytics: RunningServer; // the analytics service, its own 60 a minute
const WEBSITE = 1001; // example.com, seeded
const LINK = 1;
const PRESETS = ['Today', 'Last 7 days', 'Last 30 days', 'Last 12 months', 'All time'];

// An analytics server of its own for each test, as the suite's links server (server-per-test.ts):
// a closed page's requests land on the last test's server, not in this test's log.
const analyticsServers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(analyticsServers.splice(0).map((server) => server.stop()));
});
beforeEach(async () => {
  analytics = await startReferenceServer();
  analyticsServers.push(analytics);
  await suite.configure({ analyticsBaseUrl: analytics.url });
});

async function openView(hash: string): Promise<Page> {
  const page = await suite.ext.context.newPage();
  await page.setViewportSize(FIRST_SCREEN);
  await page.goto(suite.ext.url(`manager.html#${hash}`));
  return page;
}

/**
 * Waits for the first screen and what the view asks without scrolling (the previous period, the
 * cards within the load margin) to be shown, then for their answers; returns how many requests
 * there were.
 */
async function firstScreen(page: Page, ...servers: RunningServer[]): Promise<number> {
  await page.waitForFunction(viewSettled, undefined, { timeout: 20_000 });
  for (const server of servers) await untilAnswered(server);
  return requestsOf(...servers).length;
}

describe('statistics request budget (Chromium, 60 requests a minute)', () => {
  it('goes through all five presets of a website and of a link within a minute without a 429', async () => {
    // Arrange
    const started = Date.now();
    const website = await openView(`websites/${WEBSITE}/stats?range=30d`);
    await firstScreen(website, analytics);
    // Act
    for (const preset of PRESETS) {
      await website.getByRole('button', { name: preset }).click();
      await firstScreen(website, analytics);
    }
    const link = await openView(`links/${LINK}/stats?range=30d`);
    await firstScreen(link, suite.server);
    for (const preset of PRESETS) {
      await link.getByRole('button', { name: preset }).click();
      await firstScreen(link, suite.server);
    }
    // Assert
    const log = describeRequests(suite.server, analytics);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(
      requestsOf(suite.server, analytics).filter((r) => r.status === 429),
      log,
    ).toEqual([]);
    expect(requestsOf(analytics).length, log).toBeLessThanOrEqual(60);
    expect(requestsOf(suite.server).length, log).toBeLessThanOrEqual(60);
    expect(await website.getByRole('alert').count()).toBe(0);
  });

  it('asks the previous period of a long range after the top lists on the first screen', async () => {
    // Arrange: Last 12 months, too long to come with its previous period (4 pages a series)
    const from = localDay(-364);
    // Act
    const page = await openView(`websites/${WEBSITE}/stats?range=12m`);
    await firstScreen(page, analytics);
    // Assert: in the order the server received them, every card within loading distance of the
    // window's bottom edge (the first screen, as the view counts it) before the previous period
    const onScreen = await page.evaluate(
      (margin) =>
        [...document.querySelectorAll<HTMLElement>('.stats-card[data-stat]')]
          .filter((card) => card.getBoundingClientRect().top < window.innerHeight + margin)
          .map((card) => card.dataset.stat),
      LOAD_MARGIN_PX,
    );
    const log = statsRequests(analytics);
    const firstBefore = log.findIndex((r) => String(r.query.to) < from);
    const askedBefore = new Set(log.slice(0, firstBefore).map((r) => r.query.name));
    expect(onScreen.length).toBeGreaterThan(0);
    expect(firstBefore, describeRequests(analytics)).toBeGreaterThan(0);
    expect(
      onScreen.filter((name) => !askedBefore.has(name)),
      describeRequests(analytics),
    ).toEqual([]);
  });

  it('loads the other top lists as they scroll into view', async () => {
    // Arrange
    const page = await openView(`websites/${WEBSITE}/stats?range=7d`);
    await firstScreen(page, analytics);
    const asked = () => new Set(statsRequests(analytics).map((r) => r.query.name));
    const before = asked();
    const events = page.locator('.stats-card').filter({ has: page.getByRole('heading', { name: 'Events' }) });
    // Act
    await events.scrollIntoViewIfNeeded();
    // Assert
    expect(before.has('event')).toBe(false);
    await expect.poll(() => events.getAttribute('aria-busy')).toBe('false');
    expect(asked().has('event')).toBe(true);
  });

  it('shows one message with Back for a missing record, and asks nothing more', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage('manager.html#websites?sort=desc');
    await page.getByRole('table').waitFor();
    // The list's own rows ask for their visitors: not what this test counts.
    await page.waitForFunction(rowsNearViewLoaded);
    await untilAnswered(analytics);
    analytics.clearRequests();
    await page.evaluate(() => {
      location.hash = '#websites/999999/stats';
    });
    // Act
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await untilAnswered(analytics);
    await expectNoRequest(analytics, toApi);
    // Assert
    expect(await alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('This website was not found');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(statsRequests(analytics)).toEqual([]);
    expect(apiRequests(analytics, 'GET', '/api/v1/websites/999999')).toHaveLength(1);
    await page.getByRole('button', { name: 'Back to websites' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#websites?sort=desc');
  });

  it('shows the saved numbers with when they were saved when the server cannot be reached', async () => {
    // Arrange: a view seen 10 minutes ago (its saved answers aged), then the server goes down:
    // every connection reset without an answer. Stopping it would free its port for any other
    // server on the machine (another test process's counts up through the same ports), and the
    // view would meet that server's answers instead of none.
    const down = await startReferenceServer();
    analyticsServers.push(down);
    await suite.configure({ analyticsBaseUrl: down.url });
    const first = await openView(`websites/${WEBSITE}/stats?range=7d`);
    await firstScreen(first, down);
    const visitors = await first.locator('.stats-total-value').first().textContent();
    await first.close();
    await untilAnswered(down);
    down.faults.reset('*', Number.POSITIVE_INFINITY);
    // Aged until a look finds nothing fresh: an answer that arrived before the fault may still be
    // on its way into storage, and a fresh one would be shown without asking the server.
    const ageSaved = () =>
      suite.ext.inWorker(async () => {
        const all = await chrome.storage.session.get(null);
        const fresh = Object.entries(all).filter(
          ([key, value]) =>
            key.startsWith('stats:') && (value as { fetchedAt: number }).fetchedAt > Date.now() - 5 * 60_000,
        );
        const aged = fresh.map(([key, value]) => [
          key,
          { ...(value as object), fetchedAt: Date.now() - 10 * 60_000 },
        ]);
        await chrome.storage.session.set(Object.fromEntries(aged));
        return fresh.length;
      });
    await ageSaved();
    await expect.poll(ageSaved).toBe(0);
    // Act
    const page = await openView(`websites/${WEBSITE}/stats?range=7d`);
    // Assert
    // A time, or a date and a time when the numbers were saved on an earlier day (just after midnight)
    const notice = page.getByText(
      /The server cannot be reached\. These are the numbers saved at ([A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}/,
    );
    await whenShown(page, [suite.server, down], () => notice.waitFor({ timeout: 30_000 }));
    expect(await notice.count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1, name: 'Statistics: example.com' }).count()).toBe(1);
    await expect.poll(() => page.locator('.stats-total-value').first().textContent()).toBe(visitors);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  // Last: installing the page clock is for the whole browser context, and it stays moved.
  it('holds the top lists not loaded when few requests are left, says so once at the top, then loads them', async () => {
    // Arrange: an analytics server allowing 9 requests a minute; the page's clock can jump ahead
    const tight = await startReferenceServer({ rateLimit: 9 });
    try {
      await suite.configure({ analyticsBaseUrl: tight.url });
      const page = await suite.ext.context.newPage();
      await page.setViewportSize(FIRST_SCREEN);
      await page.clock.install();
      await page.goto(suite.ext.url(`manager.html#websites/${WEBSITE}/stats?range=30d`));
      // Act
      const notice = page.getByText(/the lists not loaded yet load by themselves at \d/);
      await notice.waitFor();
      // Held: the requests on their way land, and no other is sent
      await untilAnswered(tight);
      await expectNoRequest(tight, toApi);
      const notices = await notice.count();
      const perCard = await page.locator('.stats-card').getByText(/load/).count();
      const held = await page.locator('.stats-card[aria-busy="true"]').count();
      const asked = apiRequests(tight).length;
      const limited = apiRequests(tight).filter((r) => r.status === 429);
      // The minute passes on the server's clock and the page's together
      tight.clock.advance(65_000);
      await page.clock.fastForward('01:05');
      // Assert: one message, nothing per card, no 429; after the minute the lists in view load
      expect(notices).toBe(1);
      expect(perCard).toBe(0);
      expect(held).toBeGreaterThan(0);
      expect(asked).toBeLessThanOrEqual(9);
      expect(limited).toEqual([]);
      await page.waitForFunction(firstScreenComplete, undefined, { timeout: 20_000 });
      await notice.waitFor({ state: 'detached' });
    } finally {
      await untilAnswered(tight);
      await tight.stop();
    }
  });
});

// Layout: which top lists the first screen at 1280 x 800 holds, and so what it asks, follows the
// browser's fonts and form controls, so Firefox's first screen must keep to the budget too. MV2
// background page: going back to a range seen is answered by the background's saved answers,
// kept by Firefox's background page instead of the worker.
describe.each(BROWSERS)("a website's first screen of statistics (%s, 60 requests a minute)", (browser) => {
  const suite = useExtension(browser); // the links service, 60 a minute
  let websites: RunningServer; // the analytics service, its own 60 a minute, one per test
  const started: RunningServer[] = [];

  beforeEach(async () => {
    websites = await startReferenceServer();
    started.push(websites);
    await suite.configure({ analyticsBaseUrl: websites.url });
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
  });

  /** Waits until the view shows all it asks without scrolling; returns how many requests it cost. */
  async function settled(page: UiPage): Promise<number> {
    await untilPage(page, viewSettled);
    return requestsOf(suite.server, websites).length;
  }

  /** Picks a preset and waits for its view (the button pressed, then every answer shown). */
  async function pick(manager: ManagerPage<UiPage>, preset: string): Promise<number> {
    await manager.rangePreset(preset).click();
    await expect.poll(() => manager.rangePreset(preset).getAttribute('aria-pressed')).toBe('true');
    return settled(manager.page);
  }

  it("asks at most 8 requests for a website's first screen at 1280 x 800, and none going back to a range seen", async () => {
    // Arrange
    const hash = `#websites/${WEBSITE}/stats?range=30d`;
    // Act
    const manager = new ManagerPage(await openManagerSized(suite.ext, hash));
    const first = await settled(manager.page);
    const firstLog = describeRequests(suite.server, websites);
    const waiting = await manager.page.locator('.stats-card[aria-busy="true"]').count();
    await pick(manager, 'Last 7 days');
    suite.server.clearRequests();
    websites.clearRequests();
    const back = await pick(manager, 'Last 30 days');
    suite.server.clearRequests();
    websites.clearRequests();
    const again = new ManagerPage(await openManagerSized(suite.ext, hash));
    const reopened = await settled(again.page);
    // Assert: the record, the two series (each with its previous period) and the cards in view
    expect(first, firstLog).toBeLessThanOrEqual(8);
    expect(requestsOf(suite.server), firstLog).toEqual([]); // the links server is not asked for a website
    expect(waiting).toBeGreaterThan(0); // the cards below wait to scroll into view
    expect(back, describeRequests(suite.server, websites)).toBe(0);
    expect(reopened, describeRequests(suite.server, websites)).toBe(0); // the record's name too comes from the saved answers
    expect(await again.statsHeading('example.com').count()).toBe(1);
  });
});
