/**
 * The pages in the states people see, set up the same way every time: `npm run screenshots`
 * (docs/) and the visual regression check (visual.e2e.test.ts) both use these. Deterministic:
 * the server's and the pages' clocks are fixed, the data is the seed, fields that would show a
 * port or a random URL are filled with fixed text, and animations are off in screenshots.
 */
import type { Page } from 'playwright-core';
import type { Settings } from '../../lib/shared/settings/schema';
import { startServer } from '../../reference-server/index';
import { ManagerPage } from '../pages/manager-page';
import { PopupPage } from '../pages/popup-page';
import { apiCall } from './api';
import { type ChromiumExtension, launchChromium } from './chromium';
import { LONG_IDN_HOST } from './layout';
import { type OtherOriginServer, type RunningServer, startOtherOriginServer } from './server';
import { settingsFor, settingsItems } from './settings';
import { noVisitsAnswer } from './websites-dashboard';

/** 2026-11-20 09:30 UTC: seed dates, "Created" and link expiry all follow this clock. */
export const FIXED_NOW = Date.UTC(2026, 10, 20, 9, 30);
export const POPUP_VIEWPORT = { width: 380, height: 600 };
export const MANAGER_WIDE = { width: 1280, height: 800 };
export const MANAGER_NARROW = { width: 800, height: 900 };
export type Scheme = 'light' | 'dark';

export interface ScreenSession {
  ext: ChromiumExtension;
  server: RunningServer;
  other: OtherOriginServer;
  /** Writes the demo account's settings (default domain https://sho.rt) plus `patch`. */
  configure(patch?: Partial<Settings>): Promise<void>;
  close(): Promise<void>;
}

/** `port` 0 picks a free one; the docs use 8787 when free so short URLs read the same each run. */
/** `args`: more Chromium switches (`--lang=de`: the screens in German). */
export async function startScreenSession(
  options: { port?: number; args?: string[] } = {},
): Promise<ScreenSession> {
  const serverOptions = { host: '127.0.0.1', seed: true, now: () => FIXED_NOW, rateLimit: 100_000 };
  const server = await startServer({ ...serverOptions, port: options.port ?? 0 }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return startServer({ ...serverOptions, port: 0 });
  });
  const [other, ext] = await Promise.all([
    startOtherOriginServer(),
    launchChromium(options.args ? { args: options.args } : {}),
  ]);
  await ext.context.clock.setFixedTime(FIXED_NOW);
  const configure = (patch: Partial<Settings> = {}) =>
    ext.setStorage(
      'local',
      settingsItems(settingsFor(server, server.keys.demo, { defaultDomain: 1, ...patch })),
    );
  await configure();
  return {
    ext,
    server,
    other,
    configure,
    close: async () => {
      await ext.close();
      await Promise.all([server.stop(), other.stop()]);
    },
  };
}

/** Opens an extension page at this size and colour scheme. */
async function open(
  session: ScreenSession,
  path: string,
  scheme: Scheme,
  size = POPUP_VIEWPORT,
): Promise<Page> {
  const page = await session.ext.openExtensionPage(path);
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  return page;
}

/** The popup for a fresh sample tab, usable, its URL replaced by a fixed one. */
export async function popupForm(
  session: ScreenSession,
  scheme: Scheme,
  token = 'screens',
): Promise<PopupPage> {
  const { tab } = await session.ext.openTab(session.other.samplePage(token));
  const popup = new PopupPage(await open(session, `popup.html?tabId=${tab.id}`, scheme));
  await popup.ready();
  await popup.waitForUrl();
  await popup.fill({ url: 'https://example.com/articles/how-we-ship-small-extensions' });
  // The header's host (or, with two profiles, the Profile select) comes with the settings: wait
  // for it so the header does not change later.
  await popup.page.locator('.server-host:not(:empty), .popup-header .profile-switcher').waitFor();
  return popup;
}

/** The result view after shortening with a fixed alias (a new alias each call: `alias`). */
export async function popupResult(
  session: ScreenSession,
  scheme: Scheme,
  alias = 'ship-small',
): Promise<PopupPage> {
  const popup = await popupForm(session, scheme, alias);
  await popup.fill({ alias });
  await popup.shorten();
  await popup.waitForShortUrl();
  await popup.page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
  return popup;
}

/** The manager's links view, settled (table, empty or error state shown). */
export async function managerLinks(
  session: ScreenSession,
  scheme: Scheme,
  size = MANAGER_WIDE,
  hash = '#links',
): Promise<ManagerPage> {
  const manager = new ManagerPage(await open(session, `manager.html${hash}`, scheme, size));
  await manager.ready();
  return manager;
}

/**
 * The manager's websites list (a dashboard), once every row in the window has its
 * visitors over 7 days and its sparkline (or its "No visits yet" hint).
 */
export async function managerWebsites(
  session: ScreenSession,
  scheme: Scheme,
  size = MANAGER_WIDE,
  hash = '#websites',
): Promise<ManagerPage> {
  const manager = await managerLinks(session, scheme, size, hash);
  await manager.page.locator('.websites-table td.visitors').first().waitFor();
  await manager.page.waitForFunction(() =>
    [...document.querySelectorAll('.websites-table td.visitors')]
      .filter((cell) => cell.getBoundingClientRect().top < window.innerHeight)
      .every((cell) => cell.getAttribute('aria-busy') === 'false'),
  );
  return manager;
}

/** Screenshot options that keep pixels stable between runs. */
export const STABLE = { animations: 'disabled', caret: 'hide' } as const;

/**
 * Waits until the page has stopped changing (lazy chunks, the recent links, the analytics check
 * fill in after the first paint): the same markup over four checks 100 ms apart.
 */
export async function settled(page: Page, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = '';
  let same = 0;
  while (same < 4) {
    if (Date.now() > deadline) throw new Error(`the page kept changing for ${timeout} ms`);
    const now = await page.evaluate(() => document.body.outerHTML);
    same = now === last ? same + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
}

/**
 * The statistics view of a record (`#links/1/stats?range=30d`, `#websites/1001/stats?...`),
 * once its chart is drawn and every card has its rows.
 */
export async function managerStats(
  session: ScreenSession,
  scheme: Scheme,
  hash: string,
  size = MANAGER_WIDE,
): Promise<Page> {
  const page = await open(session, `manager.html${hash}`, scheme, size);
  await page.locator('.stats-chart-box canvas').waitFor();
  // a top list loads when its card scrolls into view; each is brought in, then the top.
  const cards = page.locator('.stats-card');
  for (let index = 0; index < (await cards.count()); index++) {
    await cards.nth(index).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.stats-card')[n]?.getAttribute('aria-busy') === 'false',
      index,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

/**
 * The popup on a tab whose site is tracked, its "This site" panel shown. The sample page's host
 * (127.0.0.1: the e2e build reads only loopback tabs) is added as a website first, once.
 */
export async function popupWithSiteStats(session: ScreenSession, scheme: Scheme): Promise<PopupPage> {
  const { server, other } = session;
  const headers = { Authorization: `Bearer ${server.keys.demo}`, Accept: 'application/json' };
  const sites = (await (
    await fetch(`${server.url}/api/v1/websites?search=127.0.0.1`, { headers })
  ).json()) as {
    data: unknown[];
  };
  if (sites.data.length === 0) {
    const body = new URLSearchParams({ url: other.url });
    await fetch(`${server.url}/api/v1/websites`, { method: 'POST', headers, body });
  }
  const { tab } = await session.ext.openTab(other.samplePage('site-stats'));
  const popup = new PopupPage(await open(session, `popup.html?tabId=${tab.id}`, scheme));
  await popup.ready();
  await popup.page.locator('#site-stats .site-stats-figures').waitFor();
  await popup.page.getByRole('switch').waitFor(); // "Don't count my visits", its own chunk
  // The tab's URL holds a free port: the field shows a fixed one, as popupForm does.
  await popup.fill({ url: 'http://127.0.0.1/articles/sample' });
  await popup.page.locator('.server-host:not(:empty), .popup-header .profile-switcher').waitFor();
  return popup;
}

/**
 * the same panel for a site without a visit in 7 days, asking whether its tracking code
 * is on the page. The reference server generates visits for every website, so the three answers
 * of the panel are the analytics service's empty ones (fault injection); the saved answers of
 * an earlier panel are dropped first.
 */
export async function popupWithNoVisits(session: ScreenSession, scheme: Scheme): Promise<PopupPage> {
  const { server, other } = session;
  const headers = { Authorization: `Bearer ${server.keys.demo}`, Accept: 'application/json' };
  const found = (await (
    await fetch(`${server.url}/api/v1/websites?search=127.0.0.1`, { headers })
  ).json()) as { data: { id: number }[] };
  const id =
    found.data[0]?.id ??
    (
      (await (
        await fetch(`${server.url}/api/v1/websites`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ url: other.url }),
        })
      ).json()) as { data: { id: number } }
    ).data.id;
  await session.ext.clearStorage('session');
  const path = `${server.url}/api/v1/stats/${id}`;
  const body = {
    current_page: 1,
    data: [],
    from: null,
    last_page: 1,
    path,
    per_page: 100,
    to: null,
    total: 0,
    status: 200,
  };
  server.faults.respond(`GET /api/v1/stats/${id}`, { status: 200, body }, 3);
  const popup = await popupWithSiteStats(session, scheme);
  await popup.page.locator('#site-stats .site-stats-hint').waitFor();
  return popup;
}

/**
 * a long IDN domain beside the websites list's new cells, and a site without a visit
 * (its empty answer injected `times` times: the reference server generates visits for every site).
 */
export async function addDashboardSites(session: ScreenSession, times: number): Promise<void> {
  const { server } = session;
  await apiCall(server, 'POST', '/api/v1/websites', { form: { url: `https://${LONG_IDN_HOST}` } });
  const quiet = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: 'https://quiet.example' } });
  const id = (quiet.body as { data: { id: number } }).data.id;
  server.faults.respond(`GET /api/v1/stats/${id}`, noVisitsAnswer(server, id), times);
}
