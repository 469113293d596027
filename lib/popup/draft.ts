/**
 * The popup reads its draft straight from `storage.session`, where the background keeps it
 * (lib/drafts.ts): a message to the background would be one more round trip before the form
 * shows (issue 7: popup ready). Writes still go through the background (drafts.save and
 * drafts.clear), which makes them one at a time. storage.session is open to extension pages
 * only, never to content scripts, and lives in memory only.
 */
import { browser } from 'wxt/browser';
import type { StoredDrafts } from '../drafts';
import type { LinkFormValue } from '../link-form';
import { DRAFTS_STORAGE_KEY } from '../storage-keys';

/** The draft typed earlier for `tabUrl`, else null; never throws (a draft never blocks the popup). */
export async function readDraft(tabUrl: string): Promise<Partial<LinkFormValue> | null> {
  try {
    const { [DRAFTS_STORAGE_KEY]: drafts } = await browser.storage.session.get(DRAFTS_STORAGE_KEY);
    // Any stored shape is tolerated: a missing or odd entry reads as no draft (typeof null too).
    const value: unknown = (drafts as StoredDrafts | undefined)?.[tabUrl]?.value;
    return typeof value === 'object' ? (value as Partial<LinkFormValue> | null) : null;
  } catch {
    return null;
  }
}
