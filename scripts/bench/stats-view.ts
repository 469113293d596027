/**
 * Statistics, two rows:
 * - the manager's statistics view of a website over 365 days: navigation start -> the time chart
 *   drawn (the chart marks `stats-chart-drawn` in uPlot's draw hook), with the worker's session
 *   cache emptied before each run so every run asks the server, and once more from the cache;
 * - popup ready on a tab whose site is tracked, so the "This site" panel loads beside the form.
 */
import type { ChromeApi } from '../../e2e/support/chrome-api';
import { pageLoaded } from './popup';
import { ONE_SCRIPT_PAGE } from './reference-pages';
import type { BenchSession } from './session';
import { inFreshPage, probeValue } from './session';

declare const chrome: ChromeApi;

export const CHART_MARK = 'stats-chart-drawn';

/** The local day `offset` days from today, as the statistics requests spell it. */
export function day(offset: number, today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The manager's hash for a website's statistics over the last 365 days. */
export function yearViewPath(websiteId: number, today = new Date()): string {
  return `manager.html#websites/${websiteId}/stats?from=${day(-364, today)}&to=${day(0, today)}`;
}

async function api(session: BenchSession, method: string, path: string, body?: string): Promise<unknown> {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.server.keys.demo}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return json;
}

/** The first of the demo account's seeded websites (it has 400 days of statistics). */
export async function seededWebsiteId(session: BenchSession): Promise<number> {
  const page = (await api(session, 'GET', '/api/v1/websites?per_page=10')) as { data: { id: number }[] };
  const first = page.data[0];
  if (!first) throw new Error('the reference server has no seeded website');
  return Number(first.id);
}

/** Tracks the host of the popup's sample tab, so the popup shows the "This site" panel for it; returns its id. */
async function trackSampleSite(session: BenchSession): Promise<number> {
  const origin = new URL(session.sampleUrl).origin;
  const created = (await api(session, 'POST', '/api/v1/websites', `url=${encodeURIComponent(origin)}`)) as {
    data: { id: number };
  };
  return Number(created.data.id);
}

/** Empties the worker's session storage (statistics answers; drafts too, which the bench has none of). */
const clearStatsCache = (session: BenchSession) => session.ext.inWorker(() => chrome.storage.session.clear());

function chartDrawn(session: BenchSession, path: string): Promise<number> {
  return inFreshPage(session, path, async (page) => {
    const handle = await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
      CHART_MARK,
      { polling: 10, timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  });
}

export interface StatsViewSample {
  fromServer: number[];
  fromCache: number[];
}

/** Alternates a run with an empty cache and one from the cache it filled; one warm-up. */
export async function measureStatsView(session: BenchSession, runs: number): Promise<StatsViewSample> {
  const path = yearViewPath(await seededWebsiteId(session));
  const sample: StatsViewSample = { fromServer: [], fromCache: [] };
  await clearStatsCache(session);
  await chartDrawn(session, path);
  for (let run = 0; run < runs; run++) {
    await clearStatsCache(session);
    sample.fromServer.push(await chartDrawn(session, path));
    sample.fromCache.push(await chartDrawn(session, path));
  }
  return sample;
}

export interface TrackedPopupSample {
  popup: number[];
  oneScript: number[];
  /** Navigation start -> the panel shows numbers (runs where it did within 5 s). */
  panel: number[];
}

/**
 * Popup ready on a tab whose site is tracked, so the "This site" panel loads beside the form,
 * alternated with the floor page. The website is removed afterwards (later sections open the
 * popup too).
 */
export async function measureTrackedPopupReady(
  session: BenchSession,
  runs: number,
): Promise<TrackedPopupSample> {
  const id = await trackSampleSite(session);
  const sample: TrackedPopupSample = { popup: [], oneScript: [], panel: [] };
  const once = () =>
    inFreshPage(session, `popup.html?tabId=${session.tab.id}`, async (page) => {
      const ready = await probeValue(page, 'ready');
      const panel = await probeValue(page, 'panel', 5_000).catch(() => null);
      return { ready, panel };
    });
  try {
    await once();
    await pageLoaded(session, ONE_SCRIPT_PAGE);
    for (let run = 0; run < runs; run++) {
      const { ready, panel } = await once();
      sample.popup.push(ready);
      if (panel !== null) sample.panel.push(panel);
      sample.oneScript.push(await pageLoaded(session, ONE_SCRIPT_PAGE));
    }
  } finally {
    await api(session, 'DELETE', `/api/v1/websites/${id}`);
  }
  return sample;
}
