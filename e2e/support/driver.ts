/**
 * The extension as a scenario sees it, the same in both browsers: its pages as UiPages, web pages
 * in tabs, its storage, and code run in its background with the promise-based extension API.
 *
 * Chromium's background is the service worker, reached directly. Firefox's (MV2) is a background
 * page no driver can attach to: code runs in an extension page of its own, which reaches the
 * background's globals with `runtime.getBackgroundPage()` (the same process, so the objects are
 * shared, not copied).
 */
import { type ChromiumExtension, withinDeadline } from './chromium';
import type { FirefoxExtension } from './firefox';
import { FirefoxUiPage } from './firefox-ui';
import type { UiPage } from './ui';

export type BrowserName = 'chromium' | 'firefox';
export type StorageArea = 'local' | 'session';

/** What background code gets: the extension API (promises), the e2e hook, the global itself. */
export interface Background {
  // biome-ignore lint/suspicious/noExplicitAny: the whole extension API, typed by each caller as it needs
  api: any;
  e2e: {
    menuClick(info: unknown, tab?: unknown): Promise<unknown>;
    command(name: string, tab?: unknown): Promise<unknown>;
    omnibox?(text: string): Promise<unknown>;
    omniboxEnter?(text: string): Promise<unknown>;
    /** One check of the alerts, as their alarm runs it: how many notifications it showed. */
    runAlerts(): Promise<number>;
    /** Starts a check that never ends after its first notification (a worker stopped there). */
    runAlertsUntilShown(): void;
    /** The alerts' alarm in step with the settings: whether an alert is on. */
    syncAlerts(): Promise<boolean>;
    /**
     * What a click on the notification `id` (or on its button) does: what its kind's handler
     * resolved with (an alert: whether a page opened; a field run: 'copied', the Undo's
     * outcome or null), false for an id of no known kind.
     */
    clickNotification(id: string): Promise<unknown>;
    /** Writes settings items in the settings' turn (ExtensionDriver.writeSettings). */
    writeSettings(items: Record<string, unknown>): Promise<void>;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the background's own globals (spies, test state)
  global: any;
}

export interface ExtensionDriver {
  readonly browser: BrowserName;
  /** The extension page's URL (`popup.html?tabId=3` -> chrome-extension://ID/popup.html?tabId=3). */
  url(path: string): string;
  openExtensionPage(path: string): Promise<UiPage>;
  /** Opens a web page in a new tab; returns it and its tabs.Tab id. */
  openTab(url: string): Promise<{ page: UiPage; tabId: number }>;
  /**
   * Runs `fn(bg, arg)` in the background. `fn` is sent as source: it may use nothing but its
   * parameters, and `arg` must be JSON.
   */
  inBackground<T, A = undefined>(fn: (bg: Background, arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  storage(area: StorageArea): Promise<Record<string, unknown>>;
  /** Writes storage items; the settings go through writeSettings, never here. */
  setStorage(area: StorageArea, items: Record<string, unknown>): Promise<void>;
  /**
   * Writes the settings items (support/settings.ts settingsItems) in the background's settings
   * turn: a read-modify-write of the test before (a dialect detected at its server, still in
   * flight) either lands before them or reads them, and never puts that test's server back.
   */
  writeSettings(items: Record<string, unknown>): Promise<void>;
  clearStorage(area: StorageArea): Promise<void>;
  /**
   * Empties the localStorage the extension's pages share: what a page remembers for itself (the
   * popup's recent links left open, the statistics' range) would otherwise carry over from the
   * test that ran before in the same browser.
   */
  clearPageStorage(): Promise<void>;
  /** Closes every tab the last test opened. */
  closeTabs(): Promise<void>;
}

/** A write of the settings outside their turn could be undone by the extension's own (see writeSettings). */
function refuseSettings(area: StorageArea, items: Record<string, unknown>): void {
  if (area === 'local' && 'settings' in items)
    throw new Error("write the settings with ext.writeSettings, in the settings' turn, not setStorage");
}

/** The settings written by the background's e2e hook, in the settings' turn. */
const writeSettingsIn = (inBackground: ExtensionDriver['inBackground']) => (items: Record<string, unknown>) =>
  inBackground(({ e2e }, written) => e2e.writeSettings(written), items);

/** `fn` called with the Background built from `global` in the context the source is run in. */
const backgroundCall = (fn: (...args: never[]) => unknown, arg: unknown, global: string) => `(async () => {
  const global = ${global};
  const api = global.browser ?? global.chrome;
  return (${fn.toString()})({ api, e2e: global.__e2e, global }, ${JSON.stringify(arg ?? null)});
})()`;

export function chromiumDriver(ext: ChromiumExtension): ExtensionDriver {
  const inBackground: ExtensionDriver['inBackground'] = async (fn, arg) =>
    withinDeadline((await ext.worker()).evaluate(backgroundCall(fn, arg, 'globalThis')));
  return {
    browser: 'chromium',
    url: ext.url,
    openExtensionPage: (path) => ext.openExtensionPage(path),
    async openTab(url) {
      const { page, tab } = await ext.openTab(url);
      return { page, tabId: tab.id };
    },
    inBackground,
    storage: (area) => ext.storage(area),
    setStorage: (area, items) => {
      refuseSettings(area, items);
      return ext.setStorage(area, items);
    },
    writeSettings: writeSettingsIn(inBackground),
    clearStorage: (area) => ext.clearStorage(area),
    clearPageStorage: () => ext.clearPageStorage(),
    closeTabs: () => ext.closeTabs(),
  };
}

export function firefoxDriver(ff: FirefoxExtension): ExtensionDriver {
  const inBackground: ExtensionDriver['inBackground'] = (fn, arg) =>
    ff.inSource(backgroundCall(fn, arg, 'await browser.runtime.getBackgroundPage()'));
  // Storage is the same from any extension page: no need to go through the background.
  const inPage = <T, A>(fn: (bg: Background, arg: A) => T | Promise<T>, arg: A) =>
    ff.inSource<T>(backgroundCall(fn, arg, 'globalThis'));
  return {
    browser: 'firefox',
    url: ff.url,
    openExtensionPage: async (path) => new FirefoxUiPage(await ff.openExtensionPage(path), ff.url(path)),
    async openTab(url) {
      const { page, tabId } = await ff.openTab(url);
      return { page: new FirefoxUiPage(page), tabId };
    },
    inBackground,
    storage: (area) => inPage(({ api }, a) => api.storage[a as StorageArea].get(null), area),
    setStorage: (area, items) => {
      refuseSettings(area, items);
      return inPage(({ api }, [a, i]) => api.storage[a].set(i), [area, items] as [
        StorageArea,
        Record<string, unknown>,
      ]);
    },
    writeSettings: writeSettingsIn(inBackground),
    clearStorage: (area) => inPage(({ api }, a) => api.storage[a as StorageArea]?.clear(), area),
    // The helper page is one of the extension's: its localStorage is the one every page shares.
    clearPageStorage: () => inPage(({ global }) => global.localStorage.clear(), null),
    closeTabs: () => ff.closeTabs(),
  };
}
