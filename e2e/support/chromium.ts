/**
 * The built extension (.output/chrome-mv3-e2e) in Debian's Chromium, driven by playwright-core.
 * Launched once per run and launch options (launches.ts); the fixtures reset it between tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { requireBrowser } from '../../scripts/browsers';
import type { ChromeApi, TabInfo } from './chrome-api';
import { CHROME_E2E_BUILD } from './paths';

declare const chrome: ChromeApi;

/**
 * Load the unpacked build(s), keep Chromium off the (closed) network (CONTRIBUTING.md, "Toolchain
 * notes": without the background-networking flags Chromium floods it with refused connections).
 */
export function chromiumArgs(extensionDir: string, extraExtensionDirs: string[] = []): string[] {
  const dirs = [extensionDir, ...extraExtensionDirs].join(',');
  return [
    `--disable-extensions-except=${dirs}`,
    `--load-extension=${dirs}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

/**
 * Records `navigator.clipboard.writeText` calls in extension pages (window.__clipboardWrites),
 * still calling the real clipboard so reads elsewhere see the text.
 */
const CLIPBOARD_RECORDER = `(() => {
  if (location.protocol !== 'chrome-extension:' || !navigator.clipboard) return;
  const writes = [];
  Object.defineProperty(window, '__clipboardWrites', { value: writes });
  const real = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = (text) => {
    writes.push(String(text));
    return real(text);
  };
})();`;

export type { TabInfo } from './chrome-api';

export interface ChromiumExtension {
  context: BrowserContext;
  /** The profile folder, which names this browser's processes (global-setup's teardown). */
  userDataDir: string;
  extensionId: string;
  /** chrome-extension://ID/<page> */
  url(page: string): string;
  /** The extension's service worker (looked up again each time: Chromium may replace it). */
  worker(): Promise<Worker>;
  /** Runs `fn(arg)` in the service worker. */
  inWorker<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Opens an extension page (e.g. 'options.html', 'popup.html?tabId=3') in a new tab and waits for it to load. */
  openExtensionPage(path: string): Promise<Page>;
  /** Opens a web page in a new tab; returns the page and its chrome.tabs id. */
  openTab(url: string): Promise<{ page: Page; tab: TabInfo }>;
  /**
   * Opens a URL the extension cannot read (chrome:, about:, data:): the tab is found as the one
   * tab id that was not there before.
   */
  openUnreadableTab(url: string): Promise<{ page: Page; tabId: number }>;
  /** The chrome.tabs record of a tab showing exactly this URL. */
  findTab(url: string): Promise<TabInfo>;
  /** The texts written with navigator.clipboard.writeText in this extension page. */
  clipboardWrites(page: Page): Promise<string[]>;
  storage(area: 'local' | 'sync' | 'session'): Promise<Record<string, unknown>>;
  setStorage(area: 'local' | 'sync' | 'session', items: Record<string, unknown>): Promise<void>;
  clearStorage(area: 'local' | 'sync' | 'session'): Promise<void>;
  /** Empties the localStorage the extension's pages share (what a page remembers for itself). */
  clearPageStorage(): Promise<void>;
  /** Closes every tab but one blank page (between tests). */
  closeTabs(): Promise<void>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  extensionDir?: string;
  /** Other unpacked extensions to load beside it (the bench's minimal worker). */
  extraExtensionDirs?: string[];
  headless?: boolean;
  /**
   * Environment variables for the browser beside the test runner's: `{ TZ: 'Pacific/Kiritimati' }`
   * runs the whole browser (pages and worker) in that time zone.
   */
  env?: Record<string, string>;
  /** More command-line switches (`--lang=de`: the browser's language). */
  args?: string[];
  /**
   * What to run instead of the Chromium binary (it runs the binary itself): a wrapper that gives
   * the browser a policy folder of the test's own (policy.ts).
   */
  executable?: string;
  /**
   * Every page's clock fixed at this time (ms since the epoch) from the launch on. A fixed clock
   * is a launch option, not something a test sets on a browser it got: the run shares one
   * browser between the files asking for the same options (launches.ts), and a clock fixed on
   * it would stay fixed for every later file.
   */
  fixedNow?: number;
  /**
   * The file moves its pages' clock (Playwright's `page.clock`, which belongs to the whole browser
   * and cannot be taken back): a browser of its own, so the other files keep the real clock.
   */
  movesPageClock?: boolean;
}

/**
 * Playwright's worker.evaluate has no timeout of its own: on a worker that has stopped under it
 * (a test stopped it and left it stopped), the call would wait forever and the run with it.
 */
const WORKER_CALL_LIMIT_MS = 60_000;

export function withinDeadline<T>(call: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the extension's worker did not answer within ${WORKER_CALL_LIMIT_MS / 1000} s: a test that stops it must start it again (workerStopper's close)`,
          ),
        ),
      WORKER_CALL_LIMIT_MS,
    );
  });
  return Promise.race([call, limit]).finally(() => clearTimeout(timer));
}

/** The extension's own worker: WXT writes the background as /background.js. */
const isOurWorker = (url: string) => url.startsWith('chrome-extension://') && url.endsWith('/background.js');

export async function launchChromium(options: LaunchOptions = {}) {
  const extensionDir = options.extensionDir ?? CHROME_E2E_BUILD;
  const userDataDir = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: options.executable ?? requireBrowser('chromium'),
    headless: options.headless ?? true,
    args: [...chromiumArgs(extensionDir, options.extraExtensionDirs), ...(options.args ?? [])],
    viewport: { width: 800, height: 700 },
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
  context.setDefaultTimeout(10_000);
  if (options.fixedNow !== undefined) await context.clock.setFixedTime(options.fixedNow);
  await context.addInitScript(CLIPBOARD_RECORDER);
  const first =
    context.serviceWorkers().find((w) => isOurWorker(w.url())) ??
    (await context.waitForEvent('serviceworker', {
      predicate: (w) => isOurWorker(w.url()),
      timeout: 15_000,
    }));
  const extensionId = new URL(first.url()).host;
  const prefix = `chrome-extension://${extensionId}/`;

  const worker = async (): Promise<Worker> => {
    const found = context.serviceWorkers().find((w) => w.url().startsWith(prefix));
    if (found) return found;
    return context.waitForEvent('serviceworker', {
      predicate: (w) => w.url().startsWith(prefix),
      timeout: 15_000,
    });
  };
  const inWorker = async <T, A>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> => {
    const run = fn as unknown as (arg: unknown) => Promise<T>;
    return withinDeadline((await worker()).evaluate(run, arg as unknown));
  };

  const findTab = async (url: string): Promise<TabInfo> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const all = await inWorker(() => chrome.tabs.query({}));
      const tab = all.find((t) => t.url === url);
      if (tab) return tab;
      if (Date.now() > deadline) throw new Error(`no tab with URL ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // The background writes its defaults on install (settings init, menus): let that finish so a
  // test's own settings are not overwritten by the install-time init.
  const settleDeadline = Date.now() + 5_000;
  while (Date.now() < settleDeadline) {
    const ready = await inWorker(async () => {
      const stored = await chrome.storage.local.get('settings');
      const menus = await chrome.contextMenus.update('shorten-page', {}).then(
        () => true,
        () => false,
      );
      return stored.settings !== undefined && menus;
    }).catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const extension: ChromiumExtension = {
    context,
    userDataDir,
    extensionId,
    url: (page) => prefix + page,
    worker,
    inWorker,
    async openExtensionPage(path) {
      const page = await context.newPage();
      await page.goto(prefix + path);
      return page;
    },
    async openTab(url) {
      const page = await context.newPage();
      await page.goto(url);
      return { page, tab: await findTab(page.url()) };
    },
    async openUnreadableTab(url) {
      const ids = async () => (await inWorker(() => chrome.tabs.query({}))).map((t) => t.id);
      const before = new Set(await ids());
      const page = await context.newPage();
      await page.goto(url).catch(() => undefined); // chrome:// pages may report a failed load
      const added = (await ids()).filter((id) => !before.has(id));
      if (added.length !== 1) throw new Error(`expected one new tab for ${url}, found ${added.length}`);
      return { page, tabId: added[0] as number };
    },
    findTab,
    async clipboardWrites(page) {
      return page.evaluate(() => [
        ...((window as unknown as { __clipboardWrites?: string[] }).__clipboardWrites ?? []),
      ]);
    },
    storage: (area) => inWorker((a) => chrome.storage[a].get(null), area),
    setStorage: (area, items) =>
      inWorker(([a, i]) => chrome.storage[a].set(i), [area, items] as [typeof area, Record<string, unknown>]),
    clearStorage: (area) => inWorker((a) => chrome.storage[a].clear(), area),
    async clearPageStorage() {
      // The worker has no localStorage: the browser clears the extension origin's through any tab.
      const session = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
      await session.send('Storage.clearDataForOrigin', {
        origin: prefix.replace(/\/$/, ''),
        storageTypes: 'local_storage',
      });
      await session.detach();
    },
    async closeTabs() {
      const pages = context.pages();
      const keep = pages[0] ?? (await context.newPage());
      // Blank and in front before the others close, so no closing activates another test's tab
      // (the toolbar badge would answer that activation with the next test's settings).
      if (keep.url() !== 'about:blank') await keep.goto('about:blank');
      await keep.bringToFront();
      await Promise.all(pages.filter((p) => p !== keep).map((p) => p.close()));
    },
    async close() {
      await context.close().catch(() => {});
      await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
    },
  };
  return extension;
}
