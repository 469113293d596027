/**
 * The toolbar badge's listeners (issue 27), registered synchronously at the worker's start (an
 * MV3 worker is woken only for events registered then). While the badge is off they are removed
 * again once the settings are read, so that switching tabs or loading a page does not wake a
 * stopped worker for nothing (removing an event's last listener drops it from the events that
 * wake the worker); choosing a badge adds them back.
 */
import { browser } from 'wxt/browser';
import { createTurns } from '../../shared/in-turn';
import { SETTINGS_STORAGE_KEY } from '../../shared/storage-keys';
import { watchFlash } from '../badge';
import { loadSettings } from '../settings/store';

import * as update from './update';

type Badge = typeof update;

/** One badge update at a time: a burst of tab events asks the server once (the throttle's memory is in storage). */
const inTurn = createTurns();

async function withBadge(task: (badge: Badge) => Promise<void>, always: boolean): Promise<void> {
  if (!always && (await loadSettings()).toolbarBadge === 'off') return;
  await task(update);
}

const warn = (error: unknown) => console.warn('Could not update the toolbar badge', error);

function run(task: (badge: Badge) => Promise<void>, always = false): Promise<void> {
  return inTurn(() => withBadge(task, always)).catch(warn);
}

const modeOf = (value: unknown) => (value as { toolbarBadge?: unknown } | undefined)?.toolbarBadge ?? 'off';

const onActivated = ({ tabId }: { tabId: number }) => void run((badge) => badge.updateTab(tabId));

const onUpdated = (tabId: number, change: { url?: string; status?: string }, tab: { active: boolean }) => {
  // A new address, or the page done loading (a navigation resets a tab's badge in both browsers).
  if (tab.active && (change.url !== undefined || change.status === 'complete'))
    void run((badge) => badge.updateTab(tabId));
};

const onFocusChanged = (windowId: number) => {
  if (windowId !== browser.windows.WINDOW_ID_NONE) void run((badge) => badge.updateActive(windowId));
};

let listening = false;

/** Adds (true) or removes (false) the tab and window listeners; Firefox for Android has no windows. */
function listenToTabs(on: boolean): void {
  if (on === listening) return;
  listening = on;
  const method = on ? 'addListener' : 'removeListener';
  browser.tabs.onActivated[method](onActivated);
  browser.tabs.onUpdated[method](onUpdated);
  browser.windows?.onFocusChanged[method](onFocusChanged);
}

export function registerToolbarBadge(): void {
  listenToTabs(true);
  loadSettings()
    .then((settings) => settings.toolbarBadge === 'off' && listenToTabs(false))
    .catch(warn);
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
