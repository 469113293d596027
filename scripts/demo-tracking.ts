/**
 * The demo's tracked sample page (issue 27): the sample page's host is a website of the demo
 * account and the page carries the tracking tag, so opening it is a visit the reference server
 * counts. `visitAndCount` opens it once more and says whether the server counted that visit:
 * the demo prints it, and with "Don't count my visits" on, the same call shows the visit not
 * counted (the browser blocks the request, so nothing reaches `/api/event`).
 */
import { apiCall } from '../e2e/support/api';
import type { OtherOriginServer, RunningServer } from '../e2e/support/server';

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
 * Opens `url` in a new tab with `open` and waits until the server counted one more visit, or
 * `waitMs` passed without one. Returns true when the visit was counted.
 */
export async function visitAndCount(
  server: RunningServer,
  pages: OtherOriginServer,
  open: (url: string) => Promise<unknown>,
  url: string,
  waitMs = 4000,
): Promise<boolean> {
  const before = countedVisits(server, pages);
  await open(url);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (countedVisits(server, pages) > before) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
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
