/**
 * One browser run for the timings: the e2e build in headless Chromium (e2e/support/chromium.ts),
 * the reference server in process (rate limit out of the way), a sample page in a real tab, and
 * the extension configured for the demo account with reuse off (every Shorten creates a link).
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type ChromiumExtension, launchChromium, type TabInfo } from '../../e2e/support/chromium';
import { CHROME_E2E_BUILD } from '../../e2e/support/paths';
import {
  type OtherOriginServer,
  type RunningServer,
  startOtherOriginServer,
  startReferenceServer,
} from '../../e2e/support/server';
import { settingsFor, settingsItems } from '../../e2e/support/settings';
import { MANAGER_PROBE, POPUP_PROBE } from './in-page';
import { writeMinimalWorker } from './minimal-worker';
import { REFERENCE_FILES } from './reference-pages';

export interface BenchSession {
  ext: ChromiumExtension;
  server: RunningServer;
  other: OtherOriginServer;
  /** The tab the popup targets (popup.html?tabId=N) and the URL it shows. */
  tab: TabInfo;
  sampleUrl: string;
  chromiumVersion: string;
  /** The reference server's clock (sub-millisecond): the times in its request log. */
  now(): number;
  close(): Promise<void>;
}

export async function startSession(): Promise<BenchSession> {
  // A private copy of the build: others rebuild .output/ while the bench runs, and Chromium
  // reads an unpacked extension's files from disk on demand.
  const extensionDir = await mkdtemp(join(tmpdir(), 'bench-extension-'));
  await cp(CHROME_E2E_BUILD, extensionDir, { recursive: true });
  for (const [file, contents] of Object.entries(REFERENCE_FILES)) {
    await writeFile(join(extensionDir, file), contents);
  }
  for (const file of ['manifest.json', 'background.js', 'popup.html', 'manager.html', 'offscreen.html']) {
    if (!existsSync(join(extensionDir, file))) {
      throw new Error(
        `${CHROME_E2E_BUILD} has no ${file}: run npm run build:e2e (or wait for a build to finish)`,
      );
    }
  }
  const minimalWorkerDir = await writeMinimalWorker();
  const now = () => performance.timeOrigin + performance.now();
  const [server, other, ext] = await Promise.all([
    startReferenceServer({ rateLimit: 100_000, now }),
    startOtherOriginServer(),
    launchChromium({ extensionDir, extraExtensionDirs: [minimalWorkerDir] }),
  ]);
  await ext.setStorage(
    'local',
    settingsItems(settingsFor(server, server.keys.demo, { reuseExisting: false })),
  );
  await ext.context.addInitScript(POPUP_PROBE);
  await ext.context.addInitScript(MANAGER_PROBE);
  const sample = await ext.openTab(other.samplePage('bench'));
  const cdp = await ext.context.newCDPSession(sample.page);
  const { product } = (await cdp.send('Browser.getVersion')) as { product: string };
  await cdp.detach();
  return {
    ext,
    server,
    other,
    tab: sample.tab,
    sampleUrl: sample.tab.url ?? sample.page.url(),
    chromiumVersion: product.replace(/^(Headless)?Chrome\//, 'Chromium '),
    now,
    async close() {
      await Promise.all([ext.close(), server.stop(), other.stop()]);
      await rm(extensionDir, { recursive: true, force: true });
      await rm(minimalWorkerDir, { recursive: true, force: true });
    },
  };
}

/** Opens `path` of the extension in a fresh tab, runs `fn`, closes the tab. */
export async function inFreshPage<T>(
  session: BenchSession,
  path: string,
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await session.ext.context.newPage();
  try {
    await page.goto(session.ext.url(path));
    return await fn(page);
  } finally {
    await page.close();
  }
}

/** Waits until the page's `window.__bench[key]` is set (by an in-page probe) and returns it. */
export async function probeValue(page: Page, key: string, timeout = 15_000): Promise<number> {
  // A function, not a string: a string predicate is eval'd, which the extension's CSP forbids.
  const handle = await page.waitForFunction(
    (name) => (window as unknown as { __bench?: Record<string, number | null> }).__bench?.[name] ?? null,
    key,
    { polling: 10, timeout },
  );
  return (await handle.jsonValue()) as number;
}
