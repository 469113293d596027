/**
 * The per-file setup of the Chromium tests: one browser, one reference server and one
 * other-origin server per file; before each test the tabs are closed, the last test's requests
 * left to land (untilQuiet), the server reset to its seed, the extension's storage emptied, and
 * (unless told otherwise) the extension configured for the demo account by writing
 * `local:settings` in the service worker.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Settings } from '../../lib/shared/settings/schema';
import type { ServerOptions } from '../../reference-server/types';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import type { ChromeApi } from './chrome-api';
import { type ChromiumExtension, type LaunchOptions, launchChromium, type TabInfo } from './chromium';
import {
  type OtherOriginServer,
  type RunningServer,
  resetServer,
  startOtherOriginServer,
  startReferenceServer,
  untilQuiet,
} from './server';
import { settingsFor, settingsItems } from './settings';

declare const chrome: ChromeApi;

export interface ChromiumSuite {
  ext: ChromiumExtension;
  server: RunningServer;
  other: OtherOriginServer;
  /** Writes settings for the demo account on the reference server (plus `patch`). */
  configure(patch?: Partial<Settings>, apiKey?: string): Promise<void>;
  /** Opens the sample page of the other-origin server in a tab; `token` makes its URL unique. */
  openSample(token?: string): Promise<{ tab: TabInfo; url: string }>;
  /** Opens popup.html?tabId=N (N = the given tab) and waits until it is usable. */
  openPopup(tabId: number): Promise<PopupPage>;
  openOptions(): Promise<OptionsPage>;
  /** Starts recording notifications.create calls in the worker (see notifications()). */
  spyNotifications(): Promise<void>;
  notifications(): Promise<{ calls: unknown[][]; shown: string[] }>;
  /** Calls the background e2e hook: __e2e.menuClick(info, tab). */
  menuClick(info: Record<string, unknown>, tabId?: number): Promise<unknown>;
  command(name: string, tabId?: number): Promise<unknown>;
}

export interface SuiteOptions {
  server?: ServerOptions;
  /** Configure the extension before each test (default true). */
  configure?: boolean;
  /** How to launch Chromium (for example its time zone through `env.TZ`, issue 25). */
  browser?: LaunchOptions;
}

export function useChromium(options: SuiteOptions = {}): ChromiumSuite {
  const state = {} as { ext: ChromiumExtension; server: RunningServer; other: OtherOriginServer };
  let counter = 0;

  beforeAll(async () => {
    const [server, other, ext] = await Promise.all([
      startReferenceServer(options.server),
      startOtherOriginServer(),
      launchChromium(options.browser),
    ]);
    Object.assign(state, { server, other, ext });
  });

  afterAll(async () => {
    await Promise.all([state.ext?.close(), state.server?.stop(), state.other?.stop()]);
  });

  beforeEach(async () => {
    await state.ext.closeTabs();
    await untilQuiet(state.server, 250); // the last test's requests land before the reset
    await Promise.all([state.ext.clearStorage('local'), state.ext.clearStorage('session')]);
    await resetServer(state.server);
    state.other.clearRequests();
    if (options.configure !== false) await suite.configure();
  });

  const suite: ChromiumSuite = {
    get ext() {
      return state.ext;
    },
    get server() {
      return state.server;
    },
    get other() {
      return state.other;
    },
    async configure(patch = {}, apiKey = state.server.keys.demo) {
      await state.ext.setStorage('local', settingsItems(settingsFor(state.server, apiKey, patch)));
    },
    async openSample(token) {
      const url = state.other.samplePage(token ?? `t${++counter}`);
      const { tab } = await state.ext.openTab(url);
      return { tab, url };
    },
    async openPopup(tabId) {
      const page = await state.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
      return new PopupPage(page).ready();
    },
    async openOptions() {
      const page = await state.ext.openExtensionPage('options.html');
      return new OptionsPage(page).ready();
    },
    async spyNotifications() {
      await state.ext.inWorker(() => {
        const g = globalThis as unknown as {
          __notificationCalls?: unknown[][];
          chrome: { notifications: { create: (...args: unknown[]) => unknown } };
          browser?: { notifications?: { create: (...args: unknown[]) => unknown } };
        };
        g.__notificationCalls = [];
        for (const api of [g.chrome.notifications, g.browser?.notifications]) {
          if (!api || (api.create as { __spy?: boolean }).__spy) continue;
          const real = api.create.bind(api);
          const spy = (...args: unknown[]) => {
            // The list of now, not of the first spy: a later test's spyNotifications starts a new one.
            g.__notificationCalls?.push(args);
            return real(...args);
          };
          (spy as { __spy?: boolean }).__spy = true;
          api.create = spy;
        }
      });
    },
    async notifications() {
      return state.ext.inWorker(async () => {
        const g = globalThis as unknown as {
          __notificationCalls?: unknown[][];
          chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } };
        };
        const shown = Object.keys(await g.chrome.notifications.getAll());
        return { calls: g.__notificationCalls ?? [], shown };
      });
    },
    async menuClick(info, tabId) {
      return state.ext.inWorker(
        async ([i, id]) => {
          const tab = id === undefined ? undefined : await chrome.tabs.get(id);
          const hook = (
            globalThis as unknown as { __e2e: { menuClick(i: unknown, t?: unknown): Promise<unknown> } }
          ).__e2e;
          return hook.menuClick(i, tab);
        },
        [info, tabId] as [Record<string, unknown>, number | undefined],
      );
    },
    async command(name, tabId) {
      return state.ext.inWorker(
        async ([n, id]) => {
          const tab = id === undefined ? undefined : await chrome.tabs.get(id);
          const hook = (
            globalThis as unknown as { __e2e: { command(n: string, t?: unknown): Promise<unknown> } }
          ).__e2e;
          return hook.command(n, tab);
        },
        [name, tabId] as [string, number | undefined],
      );
    },
  };
  return suite;
}
