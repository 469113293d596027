/**
 * The toolbar badge's work, loaded on first use (wiring.ts imports it dynamically):
 * what a tab's badge shows, painted on that tab only (setBadgeText/-Title/-BackgroundColor with
 * its tabId), and cleared when there is nothing to show. A failure shows nothing: the badge is a
 * glance, never an error message (the popup says what went wrong when the user opens it).
 */
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { Settings } from '../../shared/settings/schema';
import { getApi } from '../api-clients';
import { loadSettings } from '../settings/store';
import { badgeApi } from '../toolbar-flash';
import { shortLinkBadge, type TabBadge, visitorsBadge } from './format';
import { pageShortLinks } from './short-link';
import { tabVisitors } from './visitors-source';

/** The address the badge may read: http(s) only (no extension, file or browser pages). */
function webUrl(address: string | undefined): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

async function badgeFor(url: URL, settings: Settings): Promise<TabBadge | null> {
  if (settings.toolbarBadge === 'visitors') {
    const visitors = await tabVisitors(url, settings);
    return visitors && visitorsBadge(visitors.count, visitors.host);
  }
  if (settings.toolbarBadge !== 'shortLink') return null;
  const links = await pageShortLinks(url.href, {
    settings,
    getApi: () => getApi({ services: ['links'], settings }),
    now: Date.now,
  });
  return links && shortLinkBadge(links);
}

/** Paints `badge` on tab `tabId` alone; null puts the tab back to the button's own look. */
export async function paint(tabId: number, badge: TabBadge | null): Promise<void> {
  const api = badgeApi();
  if (!api) return;
  if (badge) await api.setBadgeBackgroundColor({ tabId, color: badge.color });
  // null (both browsers, though the polyfill's types say string): the tab follows the global badge again.
  await api.setBadgeText({ tabId, text: (badge ? badge.text : null) as string });
  await api.setTitle({ tabId, title: badge ? badge.title : t('extName') });
}

/**
 * The badge the tab's page should have, painted once known. The tab may have moved on while the
 * server answered: painted only if it still shows the same address.
 */
export async function updateTab(tabId: number): Promise<void> {
  const settings = await loadSettings();
  const tab = await browser.tabs.get(tabId).catch(() => null);
  if (!tab) return;
  const url = webUrl(tab.url);
  let badge: TabBadge | null = null;
  try {
    if (url && settings.toolbarBadge !== 'off') badge = await badgeFor(url, settings);
  } catch {
    // No configured analytics server, no access to it, a spent rate limit, offline: no badge.
  }
  const now = await browser.tabs.get(tabId).catch(() => null);
  if (!now || now.url !== tab.url) return;
  await paint(tabId, badge).catch(() => undefined);
}

/** The active tab of a window (the focused one when absent): the one whose badge is seen. */
export async function updateActive(windowId?: number): Promise<void> {
  const query =
    windowId === undefined ? { active: true, lastFocusedWindow: true } : { active: true, windowId };
  const [tab] = await browser.tabs.query(query);
  if (tab?.id !== undefined) await updateTab(tab.id);
}

/** The mode changed: every tab loses the last mode's badge, the one in view gets the new one. */
export async function modeChanged(): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map((tab) => (tab.id === undefined ? undefined : paint(tab.id, null).catch(() => undefined))),
  );
  await updateActive();
}

/** A flash (toolbar-flash.ts) shows on the tab in view over its own badge... */
export async function flashShown(text: string, color: string): Promise<void> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return;
  await paint(tab.id, { text, color, title: t('extName') });
}

/** ...and the tab's own badge comes back after it (from the session cache, within the throttle). */
export const flashCleared = (): Promise<void> => updateActive();
