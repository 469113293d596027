/**
 * Which tab the popup shortens: the active tab of the current window, or tab N when opened as
 * `popup.html?tabId=N` (tests, and pages that open the popup for another tab). A tab whose URL
 * cannot be read (no access) or cannot be shortened is refused here, before anything is sent.
 * The tab is read by first-paint.ts, which the popup's first module runs before Preact (issue 29).
 */
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import { isShortenable } from '../../shared/shortenable';
import { type FirstPaintApi, readTabUrl, tabIdFromSearch } from './first-paint';

export { tabIdFromSearch };

export type TargetTab = { ok: true; tabId: number | null; url: string } | { ok: false; reason: string };

/** The popup's verdict on a tab read (`url` undefined: gone, or no access). */
export function targetTab(tabId: number | null, url: string | undefined): TargetTab {
  // Without the tabs permission or activeTab access, the URL is simply absent.
  if (!url) return { ok: false, reason: t('popup_tabUnreadable') };
  if (!isShortenable(url)) return { ok: false, reason: t('error_unsupported_url') };
  return { ok: true, tabId, url };
}

export async function resolveTargetTab(search: string): Promise<TargetTab> {
  const tabId = tabIdFromSearch(search);
  return targetTab(tabId, await readTabUrl(browser as unknown as FirstPaintApi, tabId));
}
