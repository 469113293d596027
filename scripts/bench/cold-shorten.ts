/**
 * Cold worker: what a person feels of the background is the first shorten after the
 * worker has gone idle. Each run stops every service worker, starts ours as the context menu's
 * event would, calls the menu handler through the e2e hook (`__e2e.menuClick`), and times from
 * the start request to the moment the server receives the POST (the in-process server's clock).
 * The same run for the minimal worker (minimal-worker.ts) sending the same POST gives the
 * reference; both alternate in one browser run.
 */
import type { Worker } from 'playwright-core';
import { apiRequests, type LoggedRequest } from '../../e2e/support/server';
import { MINIMAL_WORKER, type MinimalPost, replay } from './minimal-worker';
import type { BenchSession } from './session';
import { until, type WorkerControl, workerControl } from './worker-control';

const LINKS = '/api/v1/links';

/** A menu click's info for `shorten-link` on the sample page. */
const linkClick = (session: BenchSession, linkUrl: string) => ({
  menuItemId: 'shorten-link',
  linkUrl,
  pageUrl: session.sampleUrl,
});

/** The POST the server logged for `url`, once it has arrived. */
const postFor = (session: BenchSession, url: string) =>
  until(
    () =>
      apiRequests(session.server).find(
        (r: LoggedRequest) =>
          r.method === 'POST' && r.path === LINKS && (r.body as { url?: string }).url === url,
      ),
    `the POST for ${url}`,
  );

export interface ColdShortenSample {
  /** Start request -> POST received, our worker (ms). */
  ours: number[];
  /** The same for the minimal worker. */
  minimal: number[];
}

export async function measureColdShorten(session: BenchSession, runs: number): Promise<ColdShortenSample> {
  const { ext } = session;
  const isMinimal = (w: Worker) => w.url().endsWith(`/${MINIMAL_WORKER}`);
  // Looked up again each run, as ext.worker() does for ours: a worker whose process ended
  // comes back as a new target.
  const minimalWorker = async (): Promise<Worker> =>
    ext.context.serviceWorkers().find(isMinimal) ??
    ext.context.waitForEvent('serviceworker', { predicate: isMinimal, timeout: 10_000 });
  const ourScript = (await ext.worker()).url();
  const minimalScript = (await minimalWorker()).url();
  const minimalScope = new URL('/', minimalScript).href;
  const control = await workerControl(ext.context);

  const ours = (url: string) => ourColdShorten(session, control, [ourScript, minimalScript], url);

  const minimal = async (template: LoggedRequest, url: string): Promise<number> => {
    const request = replay(session.server, template, url);
    await control.stopAll([ourScript, minimalScript]);
    const start = session.now();
    await control.start(minimalScope);
    const { status, origin } = await (await minimalWorker()).evaluate(
      async (r: MinimalPost) => ({
        status: await (globalThis as unknown as { benchPost(r: MinimalPost): Promise<number> }).benchPost(r),
        origin: performance.timeOrigin,
      }),
      request,
    );
    if (status !== 201) throw new Error(`the minimal worker's POST answered ${status}`);
    assertFresh('the minimal worker', origin, start);
    const post = await postFor(session, url);
    return post.time - start;
  };

  try {
    const unique = (tag: string) => `${session.sampleUrl}&cold=${tag}`;
    await ours(unique('warm-up'));
    const template = await postFor(session, unique('warm-up'));
    await minimal(template, unique('warm-up-minimal'));
    const sample: ColdShortenSample = { ours: [], minimal: [] };
    for (let run = 0; run < runs; run++) {
      sample.ours.push(await ours(unique(`ours-${run}`)));
      sample.minimal.push(await minimal(template, unique(`minimal-${run}`)));
    }
    return sample;
  } finally {
    await control.close();
  }
}

/**
 * One cold run of ours: every worker in `stop` stopped, ours started as an event would, the
 * menu's handler called through the e2e hook; start request -> POST received (ms). Also used by
 * worker-trace.ts, which traces such runs.
 */
export async function ourColdShorten(
  session: BenchSession,
  control: WorkerControl,
  stop: string[],
  url: string,
): Promise<number> {
  const { ext } = session;
  await control.stopAll(stop);
  const start = session.now();
  await control.start(ext.url(''));
  const action = ext.inWorker(
    async ([info, tab]) => {
      const hook = (
        globalThis as unknown as { __e2e: { menuClick(i: unknown, t?: unknown): Promise<unknown> } }
      ).__e2e;
      // The tab as contextMenus.onClicked hands it over (it was read here with
      // tabs.get first, a round trip to the browser the real event does not make).
      await hook.menuClick(info, tab);
      // The copy left the offscreen document open, which keeps the extension's process alive:
      // the next start would reuse it (~5 ms instead of ~40). Closed, both workers start in a
      // new process each run: the worst cold case, and the one the minimal worker meets.
      await chrome.offscreen.closeDocument().catch(() => undefined);
      return performance.timeOrigin;
    },
    [linkClick(session, url), { id: session.tab.id, url: session.sampleUrl }] as [
      ReturnType<typeof linkClick>,
      { id: number; url: string },
    ],
  );
  const post = await postFor(session, url);
  // Copied and notified: the next run starts from a quiet worker.
  assertFresh('our worker', await action, start);
  return post.time - start;
}

/** A worker that began before the start request was not cold: the run would flatter it. */
function assertFresh(which: string, workerOrigin: number, start: number): void {
  if (workerOrigin < start) throw new Error(`${which} was already running when the run began`);
}

declare const chrome: {
  offscreen: { closeDocument(): Promise<void> };
};
