/**
 * Which tabs the popup's Shorten many offers. How many tabs are highlighted needs no
 * permission (tabs.query answers every tab, without url or title); their URLs and titles need the
 * optional `tabs` permission (Chrome and Firefox alike give them without it only for tabs under
 * a host permission, and activeTab only for the active one). So the offer counts first, and the
 * permission is asked on the click, in the page, as both browsers require.
 */
import { browser } from 'wxt/browser';
import { type TabsChoice, tabsAsItems, tabsQuery } from '../../../shared/batch';

export type { TabsChoice };

const TABS = { permissions: ['tabs' as const] };

/** How many tabs of this window are highlighted (1: just the active one). */
export async function highlightedCount(): Promise<number> {
  try {
    return (await browser.tabs.query({ highlighted: true, currentWindow: true })).length;
  } catch {
    return 1;
  }
}

/** How many tabs this window has: "Shorten every tab" says it before it starts (0: unknown). */
export async function windowTabCount(): Promise<number> {
  try {
    return (await browser.tabs.query({ currentWindow: true })).length;
  } catch {
    return 0;
  }
}

export async function hasTabsPermission(): Promise<boolean> {
  try {
    return await browser.permissions.contains(TABS);
  } catch {
    return false;
  }
}

/**
 * Call first thing in the click handler (no await before it: the request needs the user's
 * gesture). Firefox closes the popup while it asks: the next click finds the permission granted.
 */
export function askTabsPermission(known: boolean): Promise<boolean> {
  return known ? Promise.resolve(true) : browser.permissions.request(TABS).catch(() => false);
}

/** The chosen tabs' URLs and titles (lib/shared/batch.ts tabsAsItems says which count). */
export async function chosenTabs(choice: TabsChoice): Promise<Array<{ url: string; title: string | null }>> {
  return tabsAsItems(await browser.tabs.query(tabsQuery(choice)), choice, browser.runtime.getURL('/'));
}
