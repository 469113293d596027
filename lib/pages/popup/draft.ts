/**
 * The popup reads its draft straight from `storage.session`, where the background keeps it
 * (lib/shared/drafts.ts): a message to the background would be one more round trip before the form
 * shows (issue 7: popup ready). Writes still go through the background (drafts.save and
 * drafts.clear), which makes them one at a time. storage.session is open to extension pages
 * only, never to content scripts, and lives in memory only. The read itself is first-paint.ts's,
 * which the popup's first module runs before Preact loads (issue 29).
 */
import { browser } from 'wxt/browser';
import type { LinkFormValue } from '../../shared/link-form';
import { type FirstPaintApi, readDraftFor } from './first-paint';

/**
 * The draft typed earlier for `tabUrl`, else null; never throws (a draft never blocks the popup).
 * `tabUrl` may still be on its way: storage is read meanwhile (null = no tab, no draft).
 */
export function readDraft(tabUrl: string | null | Promise<string | null>): Promise<Partial<LinkFormValue> | null> {
  return readDraftFor(browser as unknown as FirstPaintApi, tabUrl);
}
