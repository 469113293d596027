/**
 * Which tab the popup shortens: the active tab of the current window, or tab N when opened as
 * `popup.html?tabId=N` (tests, and pages that open the popup for another tab). A tab whose URL
 * cannot be read (no access) or cannot be shortened is refused here, before anything is sent.
 */
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import { isShortenable } from '../../shared/urls';

export type TargetTab = { ok: true; tabId: number | null; url: string } | { ok: false; reason: string };

export function tabIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('tabId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

async function findTab(tabId: number | null) {
  if (tabId !== null) return browser.tabs.get(tabId);
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active;
}

export async function resolveTargetTab(search: string): Promise<TargetTab> {
  const tabId = tabIdFromSearch(search);
  let url: string | undefined;
  try {
    url = (await findTab(tabId))?.url;
  } catch {
    url = undefined; // An unknown tab id, or a tab we may not see.
  }
  // Without the tabs permission or activeTab access, the URL is simply absent.
  if (!url) return { ok: false, reason: t('popup_tabUnreadable') };
  if (!isShortenable(url)) return { ok: false, reason: t('error_unsupported_url') };
  return { ok: true, tabId, url };
}
