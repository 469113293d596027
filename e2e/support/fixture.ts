/**
 * The setup of the scenarios that run in Chromium only: `useExtension('chromium')` (suite.ts)
 * with Playwright's own pages and the service worker in reach, for what only Chromium has or
 * only Playwright can do (the worker stopped and started, screenshots, clipboard permissions).
 */
import type { Page } from 'playwright-core';
import type { Settings } from '../../lib/shared/settings/schema';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import type { ChromiumExtension, LaunchOptions, TabInfo } from './chromium';
import type { OtherOriginServer, RunningServer } from './server';
import { type ExtensionOptions, useExtension } from './suite';

export interface ChromiumSuite {
  ext: ChromiumExtension;
  server: RunningServer;
  other: OtherOriginServer;
  /** Writes settings for the demo account on the reference server (plus `patch`). */
  configure(patch?: Partial<Settings>, apiKey?: string): Promise<void>;
  /** Writes settings items in the background's settings turn (ExtensionDriver.writeSettings). */
  writeSettings(items: Record<string, unknown>): Promise<void>;
  /** Opens the sample page of the other-origin server in a tab; `token` makes its URL unique. */
  openSample(token?: string): Promise<{ tab: TabInfo; url: string }>;
  /** Opens popup.html?tabId=N (N = the given tab) and waits until it is usable. */
  openPopup(tabId: number): Promise<PopupPage<Page>>;
  openOptions(): Promise<OptionsPage<Page>>;
  /** Starts recording notifications.create calls in the worker (see notifications()). */
  spyNotifications(): Promise<void>;
  notifications(): Promise<{ calls: unknown[][]; shown: string[] }>;
  /** Calls the background e2e hook: __e2e.menuClick(info, tab). */
  menuClick(info: Record<string, unknown>, tabId?: number): Promise<unknown>;
  command(name: string, tabId?: number): Promise<unknown>;
}

export interface SuiteOptions extends Omit<ExtensionOptions, 'chromium' | 'firefox'> {
  /** How to launch Chromium (its time zone through `env.TZ`, its language through `--lang`). */
  browser?: LaunchOptions;
}

export function useChromium(options: SuiteOptions = {}): ChromiumSuite {
  const { browser, ...rest } = options;
  const suite = useExtension('chromium', { ...rest, ...(browser ? { chromium: browser } : {}) });
  const ext = () => suite.chromium as ChromiumExtension;
  let counter = 0;
  return {
    get ext() {
      return ext();
    },
    get server() {
      return suite.server;
    },
    get other() {
      return suite.other;
    },
    configure: (patch, apiKey) => suite.configure(patch, apiKey),
    writeSettings: (items) => suite.ext.writeSettings(items),
    async openSample(token) {
      const url = suite.other.samplePage(token ?? `t${++counter}`);
      const { tab } = await ext().openTab(url);
      return { tab, url };
    },
    async openPopup(tabId) {
      return new PopupPage(await ext().openExtensionPage(`popup.html?tabId=${tabId}`)).ready();
    },
    async openOptions() {
      return new OptionsPage(await ext().openExtensionPage('options.html')).ready();
    },
    spyNotifications: () => suite.spyNotifications(),
    notifications: () => suite.notifications(),
    menuClick: (info, tabId) => suite.menuClick(info, tabId),
    command: (name, tabId) => suite.command(name, tabId),
  };
}
