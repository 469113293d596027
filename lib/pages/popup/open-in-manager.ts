/**
 * The popup's "Edit in the manager" for a link it shows (a short URL of the account is
 * that link, to copy, see and edit): the manager's links list searched by its alias, in a new tab.
 */
import { browser } from 'wxt/browser';

/** `#links?search=<alias>&by=alias`: the hash the manager reads (lib/pages/manager/hash-state.ts). */
export function managerLinkPath(alias: string): string {
  return `/manager.html#links?${new URLSearchParams({ search: alias, by: 'alias' })}`;
}

export function openLinkInManager(alias: string): void {
  // WXT types getURL with the pages it has built; the manager page is another entrypoint.
  const pageUrl = browser.runtime.getURL as (path: string) => string;
  void browser.tabs.create({ url: pageUrl(managerLinkPath(alias)) });
  window.close();
}
