/**
 * The context menu: shorten a link, the page, or a selected URL. Items are created on
 * install/startup (removeAll, then create) and follow the `contextMenus` setting. With two or
 * more profiles each item becomes a parent with one child per profile (`shorten-link:<id>`);
 * with one, the items and ids are those of before profiles.
 */
import { type Browser, browser } from 'wxt/browser';
import { toApiErrorData } from '../api/errors';
import type { BatchJob } from '../shared/batch';
import { t } from '../shared/i18n';
import { type StoredSettings, toStored } from '../shared/profiles';
import { campaignsStorageKey, readStoredCampaigns } from '../shared/stored-campaigns';
import { selectionToUrl } from '../shared/urls';
import { startBatch } from './batch/jobs';
import { selectedLinks } from './batch/selection';
import { type QuickDeps, type QuickOutcome, reportFailure, shortenWithFeedback } from './feedback';
import { settingsItem } from './settings/store';
import { fieldMenuItems, presetOfClick, shortenFieldWithFeedback } from './shorten-in-field/menu';
import type { FieldOutcome } from './shorten-in-field/notice';

export const MENU_IDS = {
  link: 'shorten-link',
  page: 'shorten-page',
  selection: 'shorten-selection',
  /** every link and URL of a selection, as one Shorten many job. */
  selectionLinks: 'shorten-links-selection',
} as const;

/** The parts of contextMenus.onClicked's info the handler reads (also the e2e hook's input). */
export interface MenuClickInfo {
  menuItemId: string | number;
  linkUrl?: string;
  pageUrl?: string;
  selectionText?: string;
  srcUrl?: string;
  frameId?: number;
}
type TabLike = Pick<Browser.tabs.Tab, 'url' | 'id'> | undefined;

const ITEMS = [
  { id: MENU_IDS.link, context: 'link', title: () => t('menuShortenLink') },
  { id: MENU_IDS.page, context: 'page', title: () => t('menuShortenPage') },
  { id: MENU_IDS.selection, context: 'selection', title: () => t('menuShortenSelection') },
  { id: MENU_IDS.selectionLinks, context: 'selection', title: () => t('batch_menuTitle') },
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

/** A profile as the menu shows it. */
export interface MenuProfile {
  id: string;
  title: string;
}

/**
 * The items to create: the four, each with one child per profile when there are two or more; then
 * "Shorten links in this field" (the active profile's), with a child per campaign preset.
 */
export function menuItems(
  profiles: readonly MenuProfile[],
  presets: readonly string[] = [],
): Browser.contextMenus.CreateProperties[] {
  const items = ITEMS.flatMap(({ id, context, title }): Browser.contextMenus.CreateProperties[] => [
    { id, title: title(), contexts: [context] },
    ...(profiles.length < 2 ? [] : profiles).map(
      (p): Browser.contextMenus.CreateProperties => ({
        id: `${id}:${p.id}`,
        parentId: id,
        title: p.title,
        contexts: [context],
      }),
    ),
  ]);
  return [...items, ...fieldMenuItems(presets)];
}

let queue: Promise<void> = Promise.resolve();

/** Removes every item, then creates ours when enabled. Serialized: overlapping calls would
 * create duplicate ids. */
export function setupMenus(
  enabled: boolean,
  profiles: readonly MenuProfile[] = [],
  presets: readonly string[] = [],
): Promise<void> {
  queue = queue
    .catch(() => undefined)
    .then(async () => {
      await browser.contextMenus.removeAll();
      if (!enabled) return;
      for (const item of menuItems(profiles, presets)) await create(item);
    });
  return queue;
}

/** `shorten-link:abc` -> the profile id `abc`; undefined for an item without one (the active profile). */
export function profileOfClick(info: MenuClickInfo): string | undefined {
  const [, profileId] = String(info.menuItemId).split(':');
  return profileId;
}

/** The URL a click is about, or `null` for a selection that is not a URL; `undefined` = not ours. */
export function urlForClick(info: MenuClickInfo, tab: TabLike): string | null | undefined {
  switch (String(info.menuItemId).split(':')[0]) {
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
): Promise<QuickOutcome | BatchJob | FieldOutcome | null> {
  const preset = presetOfClick(info.menuItemId);
  if (preset !== null) {
    return shortenFieldWithFeedback({ tabId: tab?.id, frameId: info.frameId ?? 0, preset }, deps);
  }
  if (String(info.menuItemId).split(':')[0] === MENU_IDS.selectionLinks) {
    return shortenSelectionLinks(info, tab, deps);
  }
  const url = urlForClick(info, tab);
  if (url === undefined) return null;
  if (url === null) {
    const message = t('notify_selection_not_url');
    return reportFailure({ code: 'unsupported_url', message }, undefined, message);
  }
  return shortenWithFeedback(url, deps, profileOfClick(info));
}

/** the selection's links become one job; none found says so (notification, badge). */
async function shortenSelectionLinks(info: MenuClickInfo, tab: TabLike, deps: QuickDeps) {
  const links = await selectedLinks({
    tabId: tab?.id,
    frameId: info.frameId,
    selectionText: info.selectionText,
  });
  if (links.length === 0) {
    const message = t('batch_noLinks');
    return reportFailure({ code: 'unsupported_url', message }, undefined, message);
  }
  try {
    return await startBatch(
      { source: 'selection', items: links, profileId: profileOfClick(info) },
      { getApi: (settings) => deps.getApi(settings) },
    );
  } catch (error) {
    return reportFailure(toApiErrorData(error));
  }
}

/**
 * What the menu looks like for stored settings: on or off, and the profiles it lists (none with
 * one profile: the items of before profiles). Absent settings (none saved yet, or cleared) mean the default: menus on.
 */
export function menuPlan(raw: StoredSettings | null): { enabled: boolean; profiles: MenuProfile[] } {
  const stored = toStored(raw);
  // Named as the popup's switcher names them: the name, else the server's address.
  const address = (url: unknown) => String(url ?? '').replace(/^https?:\/\//, '');
  const profiles = stored.profiles.map((p) => ({
    id: p.id,
    title: p.name || address(p.linksBaseUrl) || p.id,
  }));
  return { enabled: stored.contextMenus !== false, profiles: profiles.length < 2 ? [] : profiles };
}

/** The names of the campaign presets a profile's stored stored holds (the field item's children). */
export const presetNames = (stored: unknown): string[] =>
  readStoredCampaigns(stored).presets.map((p) => p.name);

const activeOf = (raw: StoredSettings | null) => toStored(raw).activeProfile;

/** Wires the menu into the background (call from defineBackground's main, synchronously). */
export function registerMenus(deps: QuickDeps): void {
  const refresh = () =>
    settingsItem
      .getValue()
      .then(async (s) => {
        const plan = menuPlan(s);
        const key = campaignsStorageKey(activeOf(s));
        const presets = presetNames((await browser.storage.local.get(key))[key]);
        return setupMenus(plan.enabled, plan.profiles, presets);
      })
      .catch((error: unknown) => console.warn('Could not create the context menu', error));
  browser.runtime.onInstalled.addListener(refresh);
  browser.runtime.onStartup.addListener(refresh);
  // Rebuilt only when the plan changes (the wish, or the profiles listed): a rebuild removes
  // every item first, so one on each settings write would leave moments with no menu (seen in
  // CI when storage was cleared).
  settingsItem.watch((next, previous) => {
    const changed = JSON.stringify(menuPlan(next)) !== JSON.stringify(menuPlan(previous));
    if (changed || activeOf(next) !== activeOf(previous)) void refresh();
  });
  // A preset saved or deleted in a page: the field item's children follow.
  browser.storage.local.onChanged.addListener((changes) => {
    const presetsChanged = Object.entries(changes).some(
      ([key, { oldValue, newValue }]) =>
        key.startsWith(campaignsStorageKey('')) &&
        JSON.stringify(presetNames(oldValue)) !== JSON.stringify(presetNames(newValue)),
    );
    if (presetsChanged) void refresh();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info, tab, deps);
  });
}
