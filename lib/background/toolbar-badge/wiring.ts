/**
 * The toolbar badge's listeners, registered synchronously at the worker's start (an
 * MV3 worker is woken only for events registered then). While the badge is off, a tab event
 * costs one read of the stored settings and no parse (`badgeOff`): the mode is
 * app-wide, at the top of the stored value. Removing the listeners while it is off (so tab events
 * would not wake a stopped worker) left Chromium's worker unable to stop in the e2e tests
 * (short-url.e2e.test.ts), so they stay.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { createTurns } from '../../shared/in-turn';
import { SETTINGS_ITEM, SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { loadSettings } from '../settings/store';
import { watchFlash } from '../toolbar-flash';

import * as update from './update';

type Badge = typeof update;

/** One badge update at a time: a burst of tab events asks the server once (the throttle's memory is in storage). */
const inTurn = createTurns();

const modeOf = (value: unknown) => (value as { toolbarBadge?: unknown } | undefined)?.toolbarBadge ?? 'off';

/**
 * Is the badge off? The stored value's own field when it says off (or nothing: off is the
 * default), without parsing the settings; only another value is checked by the full read.
 */
export async function badgeOff(): Promise<boolean> {
  if (modeOf(await storage.getItem<unknown>(SETTINGS_ITEM)) === 'off') return true;
  return (await loadSettings()).toolbarBadge === 'off';
}

async function withBadge(task: (badge: Badge) => Promise<void>, always: boolean): Promise<void> {
  if (!always && (await badgeOff())) return;
  await task(update);
}

const warn = (error: unknown) => console.warn('Could not update the toolbar badge', error);

function run(task: (badge: Badge) => Promise<void>, always = false): Promise<void> {
  return inTurn(() => withBadge(task, always)).catch(warn);
}

export function registerToolbarBadge(): void {
  browser.tabs.onActivated.addListener(({ tabId }) => void run((badge) => badge.updateTab(tabId)));
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    // A new address, or the page done loading (a navigation resets a tab's badge in both browsers).
    if (tab.active && (change.url !== undefined || change.status === 'complete'))
      void run((badge) => badge.updateTab(tabId));
  });
  // Firefox for Android has no windows.
  browser.windows?.onFocusChanged.addListener((windowId) => {
    if (windowId !== browser.windows.WINDOW_ID_NONE) void run((badge) => badge.updateActive(windowId));
  });
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SETTINGS_STORAGE_KEY];
    if (area !== 'local' || !change || modeOf(change.oldValue) === modeOf(change.newValue)) return;
    void run((badge) => badge.modeChanged(), true);
  });
  watchFlash({
    // Not in turn: a menu action's feedback never waits on a badge's request.
    shown: (text, color) => withBadge((badge) => badge.flashShown(text, color), false).catch(warn),
    cleared: () => run((badge) => badge.flashCleared()),
  });
}
