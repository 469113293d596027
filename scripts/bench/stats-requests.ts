/**
 * The statistics view's request budget, counted from the reference servers' request
 * logs. Like a real deployment, the links and the analytics service are two servers, each with
 * the real throttle (60 requests a minute per key): two reference servers in process, beside the
 * bench's own (whose limit is raised for the timings). The extension is pointed at them for these
 * counts and back at the bench's server afterwards. Counted:
 * - a website's view at 1280 x 800 with an empty cache, from navigation to its first screen
 *   complete (totals, chart, every top list in view) and the requests it caused landed: Last 30
 *   days (the default) and Last 12 months;
 * - going back to Last 30 days after Last 7 days, and opening that view again in a new tab;
 * - all five presets of a website, then of a link, one after the other, each to its first
 *   screen: the requests each server received, how many were refused (429), and the time taken.
 */
import type { Page } from 'playwright-core';
import { startReferenceServer, untilQuiet } from '../../e2e/support/server';
import { settingsFor, settingsItems } from '../../e2e/support/settings';
import { FIRST_SCREEN, firstScreenComplete, requestsOf } from '../../e2e/support/stats-screen';
import type { BenchSession } from './session';
import { seededWebsiteId } from './stats-view';

const PRESETS = ['Today', 'Last 7 days', 'Last 30 days', 'Last 12 months', 'All time'];
const LINK = 1;

export interface PresetTour {
  requests: number;
  refused: number;
  ms: number;
}

export interface StatsRequestCounts {
  firstScreen: number;
  firstScreenYear: number;
  back: number;
  reopened: number;
  website: PresetTour;
  link: PresetTour;
}

export async function measureStatsRequests(session: BenchSession): Promise<StatsRequestCounts> {
  const [links, analytics] = await Promise.all([startReferenceServer(), startReferenceServer()]);
  const { ext } = session;
  const use = (analyticsBaseUrl: string, server = links) =>
    ext.setStorage(
      'local',
      settingsItems(settingsFor(server, server.keys.demo, { reuseExisting: false, analyticsBaseUrl })),
    );
  const fresh = async () => {
    await ext.clearStorage('session');
    for (const server of [links, analytics]) {
      await untilQuiet(server, 300);
      await server.reset(); // data and the throttle's windows
      server.clearRequests();
    }
  };
  const open = async (hash: string): Promise<Page> => {
    const page = await ext.context.newPage();
    await page.setViewportSize(FIRST_SCREEN);
    await page.goto(ext.url(`manager.html#${hash}`));
    return page;
  };
  const firstScreen = async (page: Page): Promise<number> => {
    await page.waitForFunction(firstScreenComplete, undefined, { timeout: 30_000 });
    for (const server of [links, analytics]) await untilQuiet(server, 400);
    return requestsOf(links, analytics).length;
  };
  const tour = async (hash: string): Promise<PresetTour> => {
    await fresh();
    const started = Date.now();
    const page = await open(hash);
    await firstScreen(page);
    for (const preset of PRESETS) {
      await page.getByRole('button', { name: preset }).click();
      await firstScreen(page);
    }
    await page.close();
    const all = requestsOf(links, analytics);
    return {
      requests: all.length,
      refused: all.filter((r) => r.status === 429).length,
      ms: Date.now() - started,
    };
  };

  try {
    await use(analytics.url);
    const website = await seededWebsiteId(session);
    await fresh();
    const view = await open(`websites/${website}/stats?range=30d`);
    const firstScreenCount = await firstScreen(view);
    await view.getByRole('button', { name: 'Last 7 days' }).click();
    await firstScreen(view);
    for (const server of [links, analytics]) server.clearRequests();
    await view.getByRole('button', { name: 'Last 30 days' }).click();
    const back = await firstScreen(view);
    await view.close();
    const again = await open(`websites/${website}/stats?range=30d`);
    const reopened = await firstScreen(again);
    await again.close();

    await fresh();
    const year = await open(`websites/${website}/stats?range=12m`);
    const firstScreenYear = await firstScreen(year);
    await year.close();

    return {
      firstScreen: firstScreenCount,
      firstScreenYear,
      back,
      reopened,
      website: await tour(`websites/${website}/stats?range=30d`),
      link: await tour(`links/${LINK}/stats?range=30d`),
    };
  } finally {
    await ext.clearStorage('session');
    await use('', session.server); // the session's own settings (session.ts)
    await Promise.all([links.stop(), analytics.stop()]);
  }
}
