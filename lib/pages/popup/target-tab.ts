/**
 * Which tab the popup shortens: the active tab of the current window, or tab N when opened as
 * `popup.html?tabId=N` (tests, and pages that open the popup for another tab). A tab whose URL
 * cannot be read (no access) or cannot be shortened is refused here, before anything is sent.
 * The tab is read by the popup's first module before Preact loads (first-paint.ts);
 * this words its verdict in the UI language.
 */
import { t } from '../../shared/i18n';
import type { TabRead } from './first-paint';

export type TargetTab = { ok: true; tabId: number | null; url: string } | { ok: false; reason: string };

export function targetTab({ tabId, url, shortenable }: Omit<TabRead, 'draft'>): TargetTab {
  // Without the tabs permission or activeTab access, the URL is simply absent.
  if (!url) return { ok: false, reason: t('popup_tabUnreadable') };
  if (!shortenable) return { ok: false, reason: t('error_unsupported_url') };
  return { ok: true, tabId, url };
}
