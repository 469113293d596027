/**
 * Stopping and starting extension service workers through CDP, for the cold-start rows of the
 * bench. Chromium stops an idle MV3 worker after ~30 s in real use but never while a test is
 * attached, so the bench stops it itself (ServiceWorker.stopAllWorkers) and reads the stop from
 * CDP's workerVersionUpdated events: Chromium keeps the worker's DevTools target across a
 * restart, so Playwright's Worker object neither closes nor reappears.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

interface VersionsEvent {
  versions: Array<{ scriptURL: string; runningStatus: string }>;
}

/** Polls `read` every 5 ms until it returns a value (not null, undefined or false). */
export async function until<T>(
  read: () => T | Promise<T>,
  what: string,
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined && value !== false) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface WorkerControl {
  /** Stops every service worker and waits until each of `scriptUrls` reports it stopped. */
  stopAll(scriptUrls: string[]): Promise<void>;
  /** Starts the worker of an extension (`chrome-extension://ID/`), as an event would. */
  start(scopeUrl: string): Promise<void>;
  close(): Promise<void>;
}

export async function workerControl(context: BrowserContext): Promise<WorkerControl> {
  const page: Page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const status = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event: VersionsEvent) => {
    for (const version of event.versions) status.set(version.scriptURL, version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    async stopAll(scriptUrls) {
      // A worker already stopped sends no event: only the running ones are waited for.
      for (const url of scriptUrls) if (status.get(url) !== 'stopped') status.set(url, 'stop requested');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await until(() => scriptUrls.every((url) => status.get(url) === 'stopped'), 'the workers to stop');
    },
    async start(scopeUrl) {
      await cdp.send('ServiceWorker.startWorker', { scopeURL: scopeUrl });
    },
    async close() {
      await cdp.detach().catch(() => {});
      await page.close().catch(() => {});
    },
  };
}
