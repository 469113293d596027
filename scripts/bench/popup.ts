/**
 * The popup's two budgets (docs/ARCHITECTURE.md, "Budgets"): ready time against the floor page, and the
 * overhead of Shorten over the bare request.
 */
import { PopupPage } from '../../e2e/pages/popup-page';
import { apiRequests, type LoggedRequest } from '../../e2e/support/server';
import { replay } from './minimal-worker';
import { BLANK_PAGE, ONE_SCRIPT_PAGE } from './reference-pages';
import { type BenchSession, inFreshPage, probeValue } from './session';

const LINKS = '/api/v1/links';

/** The smallest page the extension ships (one module script, the shared chunk, one stylesheet). */
export const OFFSCREEN_PAGE = 'offscreen.html';

/** One popup run, from navigation start (ms). */
export interface PopupRun {
  /** URL filled and Shorten enabled. */
  ready: number;
  /** First contentful paint (the browser's paint timing). */
  fcp: number;
  /** Preact has taken over the pre-rendered form (the `popup-hydrated` mark). */
  hydrated: number;
}

/** popup.html?tabId=N: navigation start -> URL filled and Shorten enabled, first paint, hydrated. */
export function popupRun(session: BenchSession): Promise<PopupRun> {
  return inFreshPage(session, `popup.html?tabId=${session.tab.id}`, async (page) => {
    const ready = await probeValue(page, 'ready');
    const later = await page.waitForFunction(
      () => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const hydrated = performance.getEntriesByName('popup-hydrated')[0]?.startTime;
        return fcp !== undefined && hydrated !== undefined ? { fcp, hydrated } : null;
      },
      undefined,
      { polling: 10 },
    );
    return { ready, ...((await later.jsonValue()) as { fcp: number; hydrated: number }) };
  });
}

/** Any page: navigation start -> end of its load event. */
export function pageLoaded(session: BenchSession, path: string): Promise<number> {
  return inFreshPage(session, path, async (page) => {
    const handle = await page.waitForFunction(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)?.loadEventEnd || null,
      undefined,
      { polling: 10 },
    );
    return (await handle.jsonValue()) as number;
  });
}

export interface PopupReadySample {
  popup: number[];
  /** The same runs' first contentful paint and hydration. */
  fcp: number[];
  hydrated: number[];
  /** BLANK_PAGE (reference-pages.ts), the budget's reference. */
  blank: number[];
  /** ONE_SCRIPT_PAGE: the blank page plus one empty script. */
  oneScript: number[];
  offscreen: number[];
}

/** Alternates the popup and the three other pages so all share the same noise; one warm-up each. */
export async function measurePopupReady(session: BenchSession, runs: number): Promise<PopupReadySample> {
  const sample: PopupReadySample = {
    popup: [],
    fcp: [],
    hydrated: [],
    blank: [],
    oneScript: [],
    offscreen: [],
  };
  const pages = { blank: BLANK_PAGE, oneScript: ONE_SCRIPT_PAGE, offscreen: OFFSCREEN_PAGE };
  await popupRun(session);
  for (const path of Object.values(pages)) await pageLoaded(session, path);
  for (let run = 0; run < runs; run++) {
    const { ready, fcp, hydrated } = await popupRun(session);
    sample.popup.push(ready);
    sample.fcp.push(fcp);
    sample.hydrated.push(hydrated);
    for (const [name, path] of Object.entries(pages)) {
      sample[name as keyof typeof pages].push(await pageLoaded(session, path));
    }
  }
  return sample;
}

/**
 * Waits until the server has seen no API request for 150 ms: the popup's start-up reads (lists
 * for More options) are over, as they would be by the time a person clicks, so the click is
 * timed alone.
 */
async function apiQuiet(session: BenchSession): Promise<void> {
  const deadline = Date.now() + 3_000;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = apiRequests(session.server).length;
    if (now !== count) [count, since] = [now, Date.now()];
    else if (Date.now() - since >= 150) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface ShortenRun {
  /** Click on Shorten -> Short URL shown, in the page. */
  shown: number;
  /** The POST /api/v1/links the popup's click caused. */
  post: LoggedRequest;
  /** Every API request between the click and the result ('POST /api/v1/links', ...). */
  requests: string[];
}

/** A fresh popup, a unique URL typed in, Shorten clicked; checks that exactly one link was created. */
async function shortenOnce(session: BenchSession, url: string): Promise<ShortenRun> {
  return inFreshPage(session, `popup.html?tabId=${session.tab.id}`, async (page) => {
    await probeValue(page, 'ready');
    const popup = new PopupPage(page);
    await popup.url.fill(url);
    await apiQuiet(session);
    const before = apiRequests(session.server).length;
    await popup.shortenButton.click();
    const shown = await probeValue(page, 'shown').catch(async (error: unknown) => {
      const text = await page.locator('body').textContent();
      throw new Error(`no Short URL after Shorten; the popup shows: ${(text ?? '').slice(0, 200)}`, {
        cause: error,
      });
    });
    const click = await probeValue(page, 'click');
    const requests = apiRequests(session.server).slice(before);
    const posts = requests.filter((r) => r.method === 'POST' && r.path === LINKS);
    const post = posts[0];
    if (posts.length !== 1 || post?.status !== 201 || (post.body as { url?: string }).url !== url) {
      throw new Error(
        `expected one new link for ${url}, got ${posts.map((p) => p.status).join(', ') || 'none'}`,
      );
    }
    return { shown: shown - click, post, requests: requests.map((r) => `${r.method} ${r.path}`) };
  });
}

/** The popup's own POST, replayed by fetch in the service worker (same headers and form body). */
async function directFetch(session: BenchSession, post: LoggedRequest, newUrl: string) {
  return session.ext.inWorker(
    async (request) => {
      const start = performance.now();
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        credentials: 'omit',
      });
      await response.text();
      const elapsed = performance.now() - start;
      if (response.status !== 201) throw new Error(`the direct POST answered ${response.status}`);
      return elapsed;
    },
    replay(session.server, post, newUrl),
  );
}

export interface ShortenSample {
  shown: number[];
  direct: number[];
  /** The API requests of the last click (ideally only the POST). */
  requestsPerClick: string[];
}

/** Alternates a popup Shorten and a direct fetch, each with its own new URL; one warm-up first. */
export async function measureShorten(session: BenchSession, runs: number): Promise<ShortenSample> {
  const url = (tag: string) => `${session.sampleUrl}&bench=${tag}`;
  const warm = await shortenOnce(session, url('warm-up'));
  await directFetch(session, warm.post, url('warm-up-direct'));
  const sample: ShortenSample = { shown: [], direct: [], requestsPerClick: [] };
  for (let run = 0; run < runs; run++) {
    const popupRun = await shortenOnce(session, url(`popup-${run}`));
    sample.shown.push(popupRun.shown);
    sample.requestsPerClick = popupRun.requests;
    sample.direct.push(await directFetch(session, warm.post, url(`direct-${run}`)));
  }
  return sample;
}
