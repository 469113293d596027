/**
 * The built extension (.output/firefox-mv2-e2e) in Firefox ESR, driven by puppeteer-core over
 * WebDriver BiDi. The extension's uuid is fixed through a pref, so its pages are at a known
 * moz-extension:// origin. Background code is reached from an extension page with
 * `browser.runtime.getBackgroundPage()` (MV2: the background page is a window in the same
 * extension process), which is how the tests call the e2e hook.
 */
import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { requireBrowser } from '../../scripts/browsers';
import { FIREFOX_E2E_BUILD, GECKO_ID } from './paths';

export interface FirefoxExtension {
  browser: Browser;
  uuid: string;
  /** moz-extension://UUID/<page> */
  url(page: string): string;
  /**
   * Opens an extension page. `goto` to moz-extension:// never reports completion in Firefox
   * (docs/TOOLCHAIN.md): it is started without waiting, then the page's
   * content is awaited.
   */
  openExtensionPage(path: string, readySelector?: string): Promise<Page>;
  /** Opens a web page; returns it and its tabs.Tab id (found by URL from an extension page). */
  openTab(url: string): Promise<{ page: Page; tabId: number }>;
  /**
   * Evaluates the expression `source` in an extension page (has `browser.*`) kept open for that
   * purpose (driver.ts builds the source).
   */
  inSource<T>(source: string): Promise<T>;
  /** Closes every tab but the helper page of inExtension (between tests). */
  closeTabs(): Promise<void>;
  close(): Promise<void>;
}

export interface FirefoxLaunchOptions {
  /** The build to install (default: the MV2 e2e build). */
  extensionDir?: string;
  /** Variables for Firefox beside the runner's (`{ TZ: 'Pacific/Kiritimati' }`). */
  env?: Record<string, string>;
  /** What to run instead of the Firefox binary (a wrapper that gives it a policies.json: policy.ts). */
  executable?: string;
}

export async function launchFirefox(options: FirefoxLaunchOptions = {}): Promise<FirefoxExtension> {
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: options.executable ?? requireBrowser('firefox'),
    headless: true,
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      // Keep Firefox off the closed network.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'extensions.getAddons.cache.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  await browser.installExtension(options.extensionDir ?? FIREFOX_E2E_BUILD);
  const prefix = `moz-extension://${uuid}/`;

  const openExtensionPage = async (path: string, readySelector = 'body *'): Promise<Page> => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    void page.goto(prefix + path).catch(() => undefined);
    // Poll instead of waitForFunction: the first realm (about:blank) is destroyed by the
    // navigation, and a wait running in it fails with "no such frame" instead of retrying.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ready = await page
        .evaluate(
          (p, selector) => location.href.startsWith(p) && document.querySelector(selector) !== null,
          prefix,
          readySelector,
        )
        .catch(() => false);
      if (ready) return page;
      if (Date.now() > deadline) throw new Error(`${path} did not show ${readySelector}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  let helper: Page | undefined;
  const inHelper = async <T>(evaluate: (page: Page) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      if (!helper || helper.isClosed()) helper = await openExtensionPage('popup.html', 'body');
      try {
        return await evaluate(helper);
      } catch (error) {
        // The helper tab can lose its browsing context (Firefox discards it): open a new one once.
        if (attempt > 1 || !/no such frame|closed|destroyed/i.test(String(error))) throw error;
        await helper.close().catch(() => undefined);
        helper = undefined;
      }
    }
  };
  const inExtension = <T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T> =>
    inHelper(
      (page) => page.evaluate(fn as unknown as (arg: unknown) => Promise<T>, arg as unknown) as Promise<T>,
    );
  const inSource = <T>(source: string): Promise<T> => inHelper((page) => page.evaluate(source) as Promise<T>);

  return {
    browser,
    uuid,
    url: (page) => prefix + page,
    openExtensionPage,
    async openTab(url) {
      const page = await browser.newPage();
      await page.goto(url);
      const tabId = await inExtension(async (u) => {
        const api = (globalThis as unknown as FirefoxGlobals).browser;
        const tabs = await api.tabs.query({});
        return tabs.find((t) => t.url === u)?.id ?? -1;
      }, page.url());
      if (tabId < 0) throw new Error(`no tab with URL ${url}`);
      return { page, tabId };
    },
    inSource,
    async closeTabs() {
      if (!helper || helper.isClosed()) helper = await openExtensionPage('popup.html', 'body');
      const keep = helper;
      // The page kept comes to the front first: closing the active tab would activate another
      // test's tab on its way out, and the toolbar badge answers that activation with the next
      // test's settings (a lookup and statistics that test never asked for).
      await keep.bringToFront();
      for (const page of await browser.pages()) if (page !== keep) await page.close().catch(() => undefined);
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

/** The `browser.*` the Firefox tests call inside extension pages. */
export interface FirefoxGlobals {
  browser: {
    tabs: {
      query(filter: Record<string, unknown>): Promise<Array<{ id: number; url?: string }>>;
      get(id: number): Promise<{ id: number; url?: string }>;
    };
    storage: {
      local: {
        get(keys: null | string | string[]): Promise<Record<string, unknown>>;
        set(items: Record<string, unknown>): Promise<void>;
        clear(): Promise<void>;
      };
      sync: { get(keys: null): Promise<Record<string, unknown>> };
      session?: { clear(): Promise<void> };
    };
    runtime: {
      getBackgroundPage(): Promise<Window>;
      getManifest(): { manifest_version: number };
      sendMessage(message: unknown): Promise<unknown>;
    };
    menus?: { update(id: string, props: Record<string, unknown>): Promise<void> };
    contextMenus: { update(id: string, props: Record<string, unknown>): Promise<void> };
    notifications: {
      create: (...args: unknown[]) => unknown;
      getAll(): Promise<Record<string, unknown>>;
    };
  };
}
