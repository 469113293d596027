/**
 * Background cold start: stop the service worker (CDP ServiceWorker.stopAllWorkers), wake it by
 * opening the popup (which also sends it a message), and read inside the new worker the time
 * from its start (performance.timeOrigin) to the `background-ready` mark at the end of the
 * background's main function.
 * A new performance.timeOrigin proves a fresh worker (worker-control.ts says why the Worker
 * object cannot).
 */
import type { ChromeApi } from '../../e2e/support/chrome-api';
import type { BenchSession } from './session';
import { until, workerControl } from './worker-control';

declare const chrome: ChromeApi & { runtime: { sendMessage(message: unknown): Promise<unknown> } };

type WorkerTimes = { origin: number; ready: number | null };

export async function measureWorkerStart(session: BenchSession, runs: number): Promise<number[]> {
  const { context } = session.ext;
  const ourScript = (await session.ext.worker()).url();
  const control = await workerControl(context);
  const times = async (): Promise<WorkerTimes> =>
    session.ext.inWorker(() => ({
      origin: performance.timeOrigin,
      ready: performance.getEntriesByName('background-ready')[0]?.startTime ?? null,
    }));

  const coldStart = async (): Promise<number> => {
    const before = await times();
    await control.stopAll([ourScript]);
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
    await control.close();
  }
}
