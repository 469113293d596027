/**
 * The setup of a scenario, written once for both browsers: `useExtension('chromium')` or
 * `useExtension('firefox')`, usually through `describe.each(BROWSERS)`.
 *
 * The browser is the run's one browser of that kind and launch options (launches.ts); each test
 * gets a reference server of its own (server-per-test.ts), so nothing the last test left in
 * flight (a closed page does not stop the background's requests) reaches this test's data or
 * requests log. Before each test the tabs are closed, the extension's storage emptied and, unless
 * told otherwise, the extension configured for the demo account.
 *
 * Which scenarios run in Firefox as well: those where the platform differs (e2e/README.md).
 */
import { beforeAll, beforeEach } from 'vitest';
import type { Settings } from '../../lib/shared/settings/schema';
import type { ServerOptions } from '../../reference-server/types';
import { ManagerPage } from '../pages/manager-page';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import type { ChromiumExtension, LaunchOptions } from './chromium';
import { type BrowserName, chromiumDriver, type ExtensionDriver, firefoxDriver } from './driver';
import type { FirefoxExtension, FirefoxLaunchOptions } from './firefox';
import { sharedChromium, sharedFirefox } from './launches';
import type { OtherOriginServer, RunningServer } from './server';
import { useServerPerTest } from './server-per-test';
import { settingsFor, settingsItems } from './settings';
import type { UiPage } from './ui';

export type { BrowserName } from './driver';

/** Both browsers, for `describe.each(BROWSERS)` over a scenario where the platform differs. */
export const BROWSERS: BrowserName[] = ['chromium', 'firefox'];

export interface ExtensionOptions {
  server?: ServerOptions;
  /** Configure the extension for the demo account before each test (default true). */
  configure?: boolean;
  /** How to launch Chromium (its time zone through `env.TZ`, its language through `--lang`). */
  chromium?: LaunchOptions;
  /** How to launch Firefox (its build, its time zone through `env.TZ`). */
  firefox?: FirefoxLaunchOptions;
}

export interface Suite {
  readonly browser: BrowserName;
  readonly ext: ExtensionDriver;
  /** The Playwright-driven extension, in Chromium only (for what only Chromium can do). */
  readonly chromium: ChromiumExtension | undefined;
  /** The puppeteer-driven extension, in Firefox only. */
  readonly firefox: FirefoxExtension | undefined;
  readonly server: RunningServer;
  readonly other: OtherOriginServer;
  /** Writes settings for the demo account on this test's reference server (plus `patch`). */
  configure(patch?: Partial<Settings>, apiKey?: string): Promise<void>;
  /** Opens the other-origin server's sample page in a tab; `token` makes its URL unique. */
  openSample(
    token?: string,
    options?: { trackingFor?: string },
  ): Promise<{ page: UiPage; tabId: number; url: string }>;
  /** Opens popup.html?tabId=N and waits until it is usable. */
  openPopup(tabId: number): Promise<PopupPage<UiPage>>;
  openOptions(): Promise<OptionsPage<UiPage>>;
  /** Opens manager.html (at `hash`, e.g. `#websites`) and waits for its first list. */
  openManager(hash?: string): Promise<ManagerPage<UiPage>>;
  /** The background e2e hook: __e2e.menuClick(info, tab of tabId). */
  menuClick(info: Record<string, unknown>, tabId?: number): Promise<unknown>;
  command(name: string, tabId?: number): Promise<unknown>;
  /** Starts recording notifications.create calls in the background (see notifications()). */
  spyNotifications(): Promise<void>;
  notifications(): Promise<{ calls: unknown[][]; shown: string[] }>;
}

export function useExtension(browser: BrowserName, options: ExtensionOptions = {}): Suite {
  const servers = useServerPerTest(options.server);
  const state = {} as { ext: ExtensionDriver; chromium?: ChromiumExtension; firefox?: FirefoxExtension };
  let counter = 0;

  beforeAll(async () => {
    if (browser === 'chromium') {
      state.chromium = await sharedChromium(options.chromium);
      state.ext = chromiumDriver(state.chromium);
    } else {
      state.firefox = await sharedFirefox(options.firefox);
      state.ext = firefoxDriver(state.firefox);
    }
  });

  beforeEach(async () => {
    await state.ext.closeTabs();
    await Promise.all([
      state.ext.clearStorage('local'),
      state.ext.clearStorage('session'),
      state.ext.clearPageStorage(),
    ]);
    if (options.configure !== false) await suite.configure();
  });

  const hook = (kind: 'menuClick' | 'command', first: unknown, tabId: number | undefined) =>
    state.ext.inBackground(
      async ({ api, e2e }, [k, value, id]) => {
        const tab = id === null ? undefined : await api.tabs.get(id);
        return k === 'menuClick' ? e2e.menuClick(value, tab) : e2e.command(value as string, tab);
      },
      [kind, first, tabId ?? null] as [typeof kind, unknown, number | null],
    );

  const suite: Suite = {
    browser,
    get ext() {
      return state.ext;
    },
    get chromium() {
      return state.chromium;
    },
    get firefox() {
      return state.firefox;
    },
    get server() {
      return servers.server;
    },
    get other() {
      return servers.other;
    },
    async configure(patch = {}, apiKey = servers.server.keys.demo) {
      await state.ext.writeSettings(settingsItems(settingsFor(servers.server, apiKey, patch)));
    },
    async openSample(token, sampleOptions) {
      const url = servers.other.samplePage(token ?? `t${++counter}`, sampleOptions);
      return { ...(await state.ext.openTab(url)), url };
    },
    async openPopup(tabId) {
      return new PopupPage(await state.ext.openExtensionPage(`popup.html?tabId=${tabId}`)).ready();
    },
    async openOptions() {
      return new OptionsPage(await state.ext.openExtensionPage('options.html')).ready();
    },
    async openManager(hash = '') {
      return new ManagerPage(await state.ext.openExtensionPage(`manager.html${hash}`)).ready();
    },
    menuClick: (info, tabId) => hook('menuClick', info, tabId),
    command: (name, tabId) => hook('command', name, tabId),
    async spyNotifications() {
      await state.ext.inBackground(({ global }) => {
        global.__notificationCalls = [];
        for (const api of [global.chrome?.notifications, global.browser?.notifications]) {
          if (!api || api.create.__spy) continue;
          const real = api.create.bind(api);
          const spy = (...args: unknown[]) => {
            // The list of now, not of the first spy: a later test's spyNotifications starts a new one.
            global.__notificationCalls?.push(args);
            return real(...args);
          };
          spy.__spy = true;
          api.create = spy;
        }
      });
    },
    notifications: () =>
      state.ext.inBackground(async ({ api, global }) => ({
        calls: (global.__notificationCalls ?? []) as unknown[][],
        shown: Object.keys(await api.notifications.getAll()),
      })),
  };
  return suite;
}
