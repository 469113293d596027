/**
 * The demo's tracked sample page: the sample page's host is a website of the demo
 * account and the page carries the tracking tag, so opening it is a visit the reference server
 * counts. `visitAndCount` opens it once more and says whether the server counted that visit:
 * the demo prints it, then turns "Don't count my visits" on through the popup
 * (`switchOnExcludeVisits`) and shows the next visit not counted (the browser blocks the
 * request, so nothing reaches `/api/event`).
 */
import type { Page, Request } from 'playwright-core';
import { apiCall } from '../e2e/support/api';
import type { ChromiumExtension, TabInfo } from '../e2e/support/chromium';
import type { OtherOriginServer, RunningServer } from '../e2e/support/server';

/** The switch's accessible name, as the popup's "This site" panel labels it (en). */
export const EXCLUDE_SWITCH = 'Don’t count my visits';

/** Tracks the sample page's host (127.0.0.1) for the demo account; returns the website's id. */
export async function trackSampleHost(server: RunningServer, pages: OtherOriginServer): Promise<number> {
  const created = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: pages.url } });
  if (created.status !== 201) throw new Error(`demo: tracking ${pages.url} answered ${created.status}`);
  return Number((created.body as { data: { id: number } }).data.id);
}

/** The sample page's URL for `token`, carrying the tracking tag of the reference server. */
export const trackedSamplePage = (server: RunningServer, pages: OtherOriginServer, token: string) =>
  pages.samplePage(token, { trackingFor: server.url });

/** Page views of the sample server's pages that `POST /api/event` counted so far (status 200). */
export function countedVisits(server: RunningServer, pages: OtherOriginServer): number {
  return server
    .requests()
    .filter((r) => r.method === 'POST' && r.path === '/api/event' && r.status === 200)
    .filter((r) => String((r.body as { page?: unknown } | null)?.page ?? '').startsWith(`${pages.url}/`))
    .length;
}

/**
 * Opens `url` with `open`, which resolves once the page's page view ended (answered, or stopped
 * by the browser), and says whether the server counted one more visit. No waiting here: the
 * server logs a request before it answers it.
 */
export async function visitAndCount(
  server: RunningServer,
  pages: OtherOriginServer,
  open: (url: string) => Promise<unknown>,
  url: string,
): Promise<boolean> {
  const before = countedVisits(server, pages);
  await open(url);
  return countedVisits(server, pages) > before;
}

/** How a page's page view (`POST {analytics}/api/event`) ended in the browser. */
export type PageViewOutcome = 'answered' | 'blocked' | 'failed';

/** The outcome as the demo prints it. */
export const PAGE_VIEW_SAID: Record<PageViewOutcome, string> = {
  answered: 'the server answered its page view',
  blocked: 'the browser blocked its page view',
  failed: 'its page view failed',
};

/**
 * Resolves when `page` has sent its page view to `analytics` and the request ended: answered by
 * the server, blocked by the browser (a declarativeNetRequest rule: ERR_BLOCKED_BY_CLIENT), or
 * failed otherwise. Call it before the page loads; rejects when no page view came in `timeoutMs`.
 */
export function pageViewOutcome(page: Page, analytics: string, timeoutMs = 15_000): Promise<PageViewOutcome> {
  const isPageView = (request: Request) =>
    request.method() === 'POST' && request.url() === `${analytics}/api/event`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`demo: ${page.url()} sent no page view in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const done = (outcome: PageViewOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    page.on('requestfinished', (request) => isPageView(request) && done('answered'));
    page.on('requestfailed', (request) => {
      if (!isPageView(request)) return;
      done(request.failure()?.errorText === 'net::ERR_BLOCKED_BY_CLIENT' ? 'blocked' : 'failed');
    });
  });
}

/** A new tab showing the tracked `url`, once its page view ended; with its chrome.tabs record. */
export async function openTrackedPage(
  ext: ChromiumExtension,
  analytics: string,
  url: string,
): Promise<{ page: Page; tab: TabInfo; pageView: PageViewOutcome }> {
  const page = await ext.context.newPage();
  const outcome = pageViewOutcome(page, analytics);
  outcome.catch(() => undefined); // handled: when goto throws first, its error is the one reported
  await page.goto(url);
  const pageView = await outcome;
  return { page, tab: await ext.findTab(page.url()), pageView };
}

/** Opens the tracked `url` in a new tab: the page, its tab, how its page view ended, whether it counted. */
export async function visitTracked(
  ext: ChromiumExtension,
  server: RunningServer,
  pages: OtherOriginServer,
  url: string,
) {
  let opened: Awaited<ReturnType<typeof openTrackedPage>> | undefined;
  const counted = await visitAndCount(
    server,
    pages,
    async (at) => (opened = await openTrackedPage(ext, server.url, at)),
    url,
  );
  return { ...opened!, counted };
}

/** The part of a declarativeNetRequest rule that says what it blocks. */
export interface BlockingRule {
  action: { type: string };
  condition: { urlFilter?: string; initiatorDomains?: string[] };
}

/** True when one of `rules` blocks the page views that pages of `host` send to `analytics`. */
export const blocksPageViews = (rules: readonly BlockingRule[], analytics: string, host: string) =>
  rules.some(
    (rule) =>
      rule.action.type === 'block' &&
      rule.condition.urlFilter === `|${analytics}/api/event^` &&
      (rule.condition.initiatorDomains ?? []).includes(host),
  );

declare const chrome: { declarativeNetRequest: { getDynamicRules(): Promise<BlockingRule[]> } };

/**
 * Turns "Don't count my visits" on as a user does: opens the popup for `tabId` (a tab of the
 * tracked `host`), clicks the switch in its "This site" panel, waits until the panel says the
 * visits are not counted and the worker's dynamic rules block the page views. The e2e build
 * pre-grants loopback access, so the switch's permission request is granted without a prompt
 * (a headless browser could not answer one). Returns the popup, switch on, for its screenshot.
 */
export async function switchOnExcludeVisits(
  ext: ChromiumExtension,
  tabId: number,
  analytics: string,
  host: string,
  timeoutMs = 15_000,
): Promise<Page> {
  const popup = await ext.openExtensionPage(`popup.html?tabId=${tabId}`);
  await popup.setViewportSize({ width: 380, height: 520 });
  const control = popup.getByRole('switch', { name: EXCLUDE_SWITCH, exact: true });
  await control.click();
  await popup.getByText(`Your visits to ${host} are not counted`).waitFor();
  const deadline = Date.now() + timeoutMs;
  while (
    !blocksPageViews(
      await ext.inWorker(() => chrome.declarativeNetRequest.getDynamicRules()),
      analytics,
      host,
    )
  ) {
    if (Date.now() > deadline)
      throw new Error(`demo: no rule blocks ${host}'s page views after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return popup;
}

/** What the statistics say: the sample page's pageviews today, as the server stores the page. */
export async function samplePageViews(
  server: RunningServer,
  websiteId: number,
  url: string,
): Promise<number> {
  const { pathname, search } = new URL(url);
  const today = new Date().toISOString().slice(0, 10); // the analytics service's clock (UTC)
  const { body } = await apiCall(server, 'GET', `/api/v1/stats/${websiteId}`, {
    query: { name: 'page', search: `${pathname}${search}`, from: today, to: today },
  });
  const rows = (body as { data?: { value: string; count: string }[] }).data ?? [];
  return rows
    .filter((row) => row.value === `${pathname}${search}`)
    .reduce((sum, row) => sum + Number(row.count), 0);
}
