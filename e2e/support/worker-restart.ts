/**
 * Stopping the extension's service worker between two steps of a test, as Chrome does after
 * ~30 s idle (nothing the next event needs may live only in the worker's memory).
 * Chromium never stops an idle worker while a test is attached, so the test stops it through CDP
 * (ServiceWorker.stopAllWorkers, as scripts/bench/worker-control.ts does) and waits for CDP to
 * report it stopped. A marker set on the old worker's global proves the next one is new.
 */
import type { ChromiumExtension } from './chromium';

interface VersionsEvent {
  versions: Array<{ scriptURL: string; runningStatus: string }>;
}

const MARKER = '__e2eWorkerBeforeStop';

export interface WorkerStopper {
  /** Stops the worker and waits until CDP says it stopped. The next event (a message) wakes a new one. */
  stop(): Promise<void>;
  /** Starts a stopped worker, as an event would (for calls through the e2e hook). */
  start(): Promise<void>;
  /**
   * Whether the worker runs (or is starting) as CDP last reported, asked without waking it:
   * a stopped worker that stays stopped proves no event started it.
   */
  running(): boolean;
  /** How many times CDP saw the worker start since the last stop. */
  startsSinceStop(): number;
  /**
   * Resolves once `within` ms pass without the worker starting; rejects as soon as it starts.
   * Like expectNoRequest, a deadline is the only wait that proves an absence.
   */
  expectNoStart(options?: { within?: number }): Promise<void>;
  /** True when the running worker is not the one `stop` stopped (its marker is gone). */
  isNewWorker(): Promise<boolean>;
  /** Starts the worker again if it is stopped, and lets go of CDP. */
  close(): Promise<void>;
}

export async function workerStopper(ext: ChromiumExtension): Promise<WorkerStopper> {
  const scriptUrl = (await ext.worker()).url();
  const page = await ext.context.newPage();
  const cdp = await ext.context.newCDPSession(page);
  let status = 'running';
  // Whether it stopped since the last stop request: a page's message may wake a new worker a few
  // milliseconds later (the popup's panels ask as they load), which must not hide the stop.
  let stopped = false;
  let starts = 0;
  cdp.on('ServiceWorker.workerVersionUpdated', (event: VersionsEvent) => {
    for (const version of event.versions) {
      if (version.scriptURL !== scriptUrl) continue;
      if (version.runningStatus !== status && version.runningStatus === 'starting') starts++;
      status = version.runningStatus;
      if (status === 'stopped') stopped = true;
    }
  });
  await cdp.send('ServiceWorker.enable');
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for the worker ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const start = async () => {
    await cdp.send('ServiceWorker.startWorker', { scopeURL: ext.url('') });
    await until(() => status === 'running', 'to start');
  };
  return {
    async stop() {
      await ext.inWorker((name) => {
        (globalThis as Record<string, unknown>)[name] = true;
      }, MARKER);
      status = 'stop requested';
      stopped = false;
      starts = 0;
      await cdp.send('ServiceWorker.stopAllWorkers');
      await until(() => stopped, 'to stop');
    },
    start,
    running: () => status !== 'stopped',
    startsSinceStop: () => starts,
    async expectNoStart({ within = 1_000 } = {}) {
      const deadline = Date.now() + within;
      while (Date.now() < deadline) {
        if (starts > 0 || status !== 'stopped')
          throw new Error(`expected the stopped worker to stay stopped, it is ${status} (${starts} starts)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async isNewWorker() {
      return ext.inWorker((name) => (globalThis as Record<string, unknown>)[name] !== true, MARKER);
    },
    async close() {
      // The browser serves the later tests and files of this worker process (launches.ts): a
      // worker left stopped would leave their calls into it unanswered.
      if (status !== 'running') await start();
      await cdp.detach().catch(() => {});
      await page.close().catch(() => {});
    },
  };
}

/**
 * Stops the worker and starts a new one at once, as a worker Chrome stopped mid-job and an event
 * woke again; rejects unless the running worker is a new one.
 */
export async function restartWorker(ext: ChromiumExtension): Promise<void> {
  const stopper = await workerStopper(ext);
  try {
    await stopper.stop();
    await stopper.start();
    if (!(await stopper.isNewWorker())) throw new Error('the worker did not restart: the old one still runs');
  } finally {
    await stopper.close();
  }
}
