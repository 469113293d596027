/**
 * The toolbar badge's listeners. A tab listener the worker has registered makes the browser
 * start a stopped worker for every tab switch and page load (MV3), so they are registered only
 * while the badge is on: at the worker's start synchronously (an event that woke the worker for
 * the badge still reaches it), then taken off again once the settings, read after the waking
 * event's own work, say the badge is off, and
 * added or taken off as the setting changes. With the badge off, switching tabs and loading pages
 * leave a stopped worker stopped (e2e/alerts.e2e.test.ts counts it; npm run bench reports it).
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { createTurns } from '../../shared/in-turn';
import { SETTINGS_ITEM, SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { afterStart } from '../after-start';
import { loadSettings } from '../settings/store';
import { watchFlash } from '../toolbar-flash';

import * as update from './update';

type Badge = typeof update;

/** One badge update at a time: a burst of tab events asks the server once (the throttle is kept in storage). */
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

const onActivated = ({ tabId }: { tabId: number }) => void run((badge) => badge.updateTab(tabId));
const onUpdated = (tabId: number, change: { url?: string; status?: string }, tab: { active: boolean }) => {
  // A new address, or the page done loading (a navigation resets a tab's badge in both browsers).
  if (tab.active && (change.url !== undefined || change.status === 'complete'))
    void run((badge) => badge.updateTab(tabId));
};
const onFocusChanged = (windowId: number) => {
  if (windowId !== browser.windows.WINDOW_ID_NONE) void run((badge) => badge.updateActive(windowId));
};

/** Adds the tab listeners (`on`) or takes them off; adding twice adds nothing. */
export function listenToTabs(on: boolean): void {
  const method = on ? 'addListener' : 'removeListener';
  if (on && browser.tabs.onActivated.hasListener(onActivated)) return;
  browser.tabs.onActivated[method](onActivated);
  browser.tabs.onUpdated[method](onUpdated);
  // Firefox for Android has no windows.
  browser.windows?.onFocusChanged[method](onFocusChanged);
}

export function registerToolbarBadge(): void {
  listenToTabs(true);
  // After the event that woke the worker: its own settings read goes first (after-start.ts).
  afterStart(() => void badgeOff().then((off) => off && listenToTabs(false), warn));
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SETTINGS_STORAGE_KEY];
    if (area !== 'local' || !change || modeOf(change.oldValue) === modeOf(change.newValue)) return;
    listenToTabs(modeOf(change.newValue) !== 'off');
    void run((badge) => badge.modeChanged(), true);
  });
  watchFlash({
    // Not in turn: a menu action's feedback never waits on a badge's request.
    shown: (text, color) => withBadge((badge) => badge.flashShown(text, color), false).catch(warn),
    cleared: () => run((badge) => badge.flashCleared()),
  });
}
