/**
 * The popup reads its draft straight from `storage.session`, where the background keeps it
 * (lib/shared/drafts.ts): a message to the background would be one more round trip before the form
 * shows (issue 7: popup ready). Writes still go through the background (drafts.save and
 * drafts.clear), which makes them one at a time. storage.session is open to extension pages
 * only, never to content scripts, and lives in memory only.
 */
import { browser } from 'wxt/browser';
import type { StoredDrafts } from '../../shared/drafts';
import type { LinkFormValue } from '../../shared/link-form';
import { DRAFTS_STORAGE_KEY } from '../../shared/storage-keys';

/**
 * The draft typed earlier for `tabUrl`, else null; never throws (a draft never blocks the popup).
 * `tabUrl` may still be on its way: storage is read meanwhile (null = no tab, no draft).
 */
export async function readDraft(
  tabUrl: string | null | Promise<string | null>,
): Promise<Partial<LinkFormValue> | null> {
  try {
    const [{ [DRAFTS_STORAGE_KEY]: drafts }, url] = await Promise.all([
      browser.storage.session.get(DRAFTS_STORAGE_KEY),
      tabUrl,
    ]);
    // Any stored shape is tolerated: a missing or odd entry reads as no draft (typeof null too).
    const value: unknown = url === null ? null : (drafts as StoredDrafts | undefined)?.[url]?.value;
    return typeof value === 'object' ? (value as Partial<LinkFormValue> | null) : null;
  } catch {
    return null;
  }
}
