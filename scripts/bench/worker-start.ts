/**
 * Background cold start: stop the service worker (CDP ServiceWorker.stopAllWorkers), wake it by
 * opening the popup (which also sends it a message), and read inside the new worker the time
 * from its start (performance.timeOrigin) to the `background-ready` mark at the end of the
 * background's main function.
 *
 * Chromium keeps the worker's DevTools target across a restart, so Playwright's Worker object
 * neither closes nor reappears: the stop is read from CDP's workerVersionUpdated events, and a
 * new performance.timeOrigin proves a fresh worker.
 */
import type { ChromeApi } from '../../e2e/support/chrome-api';
import type { BenchSession } from './session';

declare const chrome: ChromeApi & { runtime: { sendMessage(message: unknown): Promise<unknown> } };

interface VersionsEvent {
  versions: Array<{ scriptURL: string; runningStatus: string }>;
}

async function until<T>(read: () => T | Promise<T>, what: string, timeout = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined && value !== false) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type WorkerTimes = { origin: number; ready: number | null };

export async function measureWorkerStart(session: BenchSession, runs: number): Promise<number[]> {
  const { context } = session.ext;
  const prefix = session.ext.url('');
  const cdpPage = await context.newPage();
  const cdp = await context.newCDPSession(cdpPage);
  let status = 'unknown';
  cdp.on('ServiceWorker.workerVersionUpdated', (event: VersionsEvent) => {
    for (const version of event.versions) {
      if (version.scriptURL.startsWith(prefix)) status = version.runningStatus;
    }
  });
  await cdp.send('ServiceWorker.enable');
  const times = async (): Promise<WorkerTimes> =>
    session.ext.inWorker(() => ({
      origin: performance.timeOrigin,
      ready: performance.getEntriesByName('background-ready')[0]?.startTime ?? null,
    }));

  const coldStart = async (): Promise<number> => {
    const before = await times();
    status = 'stop requested';
    await cdp.send('ServiceWorker.stopAllWorkers');
    await until(() => status === 'stopped', 'the service worker to stop');
    const popup = await context.newPage();
    try {
      await popup.goto(session.ext.url(`popup.html?tabId=${session.tab.id}`));
      // The popup's own requests wake the worker too; a message makes sure of it.
      await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'bench-wake' }).catch(() => undefined));
      return await until(async () => {
        const now = await times();
        return now.origin !== before.origin && now.ready !== null ? now.ready : null;
      }, 'a restarted worker with its background-ready mark');
    } finally {
      await popup.close();
    }
  };

  try {
    await coldStart();
    const starts: number[] = [];
    for (let run = 0; run < runs; run++) starts.push(await coldStart());
    return starts;
  } finally {
    await cdp.detach().catch(() => {});
    await cdpPage.close();
  }
}
