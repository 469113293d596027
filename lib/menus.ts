/**
 * The context menu: shorten a link, the page, or a selected URL. Items are created on
 * install/startup (removeAll, then create) and follow the `contextMenus` setting.
 */
import { type Browser, browser } from 'wxt/browser';
import { type QuickDeps, type QuickOutcome, reportFailure, shortenWithFeedback } from './feedback';
import { t } from './i18n';
import { type Settings, settingsItem } from './settings';
import { selectionToUrl } from './urls';

export const MENU_IDS = {
  link: 'shorten-link',
  page: 'shorten-page',
  selection: 'shorten-selection',
} as const;

/** The parts of contextMenus.onClicked's info the handler reads (also the e2e hook's input). */
export interface MenuClickInfo {
  menuItemId: string | number;
  linkUrl?: string;
  pageUrl?: string;
  selectionText?: string;
  srcUrl?: string;
}
type TabLike = Pick<Browser.tabs.Tab, 'url'> | undefined;

const ITEMS = [
  { id: MENU_IDS.link, contexts: ['link'], title: () => t('menuShortenLink') },
  { id: MENU_IDS.page, contexts: ['page'], title: () => t('menuShortenPage') },
  { id: MENU_IDS.selection, contexts: ['selection'], title: () => t('menuShortenSelection') },
] as const;

function create(properties: Browser.contextMenus.CreateProperties): Promise<void> {
  return new Promise((resolve, reject) => {
    browser.contextMenus.create(properties, () => {
      const error = browser.runtime.lastError;
      if (error) reject(new Error(error.message));
      else resolve();
    });
  });
}

let queue: Promise<void> = Promise.resolve();

/** Removes every item, then creates ours when enabled. Serialized: overlapping calls would
 * create duplicate ids. */
export function setupMenus(enabled: boolean): Promise<void> {
  queue = queue
    .catch(() => undefined)
    .then(async () => {
      await browser.contextMenus.removeAll();
      if (!enabled) return;
      for (const item of ITEMS) {
        await create({ id: item.id, title: item.title(), contexts: [...item.contexts] });
      }
    });
  return queue;
}

/** The URL a click is about, or `null` for a selection that is not a URL; `undefined` = not ours. */
export function urlForClick(info: MenuClickInfo, tab: TabLike): string | null | undefined {
  switch (info.menuItemId) {
    case MENU_IDS.link:
      return info.linkUrl ?? '';
    case MENU_IDS.page:
      return info.pageUrl ?? tab?.url ?? '';
    case MENU_IDS.selection:
      return selectionToUrl(info.selectionText);
    default:
      return undefined;
  }
}

export async function handleMenuClick(
  info: MenuClickInfo,
  tab: TabLike,
  deps: QuickDeps,
): Promise<QuickOutcome | null> {
  const url = urlForClick(info, tab);
  if (url === undefined) return null;
  if (url === null) {
    const message = t('notify_selection_not_url');
    return reportFailure({ code: 'unsupported_url', message }, undefined, message);
  }
  return shortenWithFeedback(url, deps);
}

/** Absent settings (none saved yet, or cleared) mean the default: menus on. */
const menusWanted = (settings: Settings | null) => settings?.contextMenus !== false;

/** Wires the menu into the background (call from defineBackground's main, synchronously). */
export function registerMenus(deps: QuickDeps): void {
  const refresh = () =>
    settingsItem
      .getValue()
      .then((s) => setupMenus(menusWanted(s)))
      .catch((error: unknown) => console.warn('Could not create the context menu', error));
  browser.runtime.onInstalled.addListener(refresh);
  browser.runtime.onStartup.addListener(refresh);
  // Rebuilt only when the wish changes: a rebuild removes every item first, so one on each
  // settings write would leave moments with no menu (seen in CI when storage was cleared).
  settingsItem.watch((next, previous) => {
    if (menusWanted(next) !== menusWanted(previous)) void refresh();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info, tab, deps);
  });
}
