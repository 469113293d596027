/**
 * Popup drafts: what the user typed survives closing the popup (it closes on any click
 * outside). Kept in `session:` storage (memory only, gone when the browser quits; passwords
 * typed in the form never reach the disk), keyed by the tab's URL, cleared after success.
 */
import { storage } from 'wxt/utils/storage';
import { createTurns } from './in-turn';
import type { LinkFormValue } from './link-form';
import { DRAFTS_ITEM } from './storage-keys';

/** Enough for the tabs a user juggles; the oldest drafts go first. */
export const DRAFT_LIMIT = 20;

export interface Draft {
  value: LinkFormValue;
  savedAt: number;
}

/** What the item holds: tab URL -> draft. The popup reads it directly (lib/pages/popup/first-paint.ts). */
export type StoredDrafts = Record<string, Draft>;

export const draftsItem = storage.defineItem<StoredDrafts>(DRAFTS_ITEM, { fallback: {} });

/** Two popups (two windows) typing at once cannot drop each other's draft. */
const inTurn = createTurns();

export function saveDraft(tabUrl: string, value: LinkFormValue, now = Date.now()): Promise<void> {
  return inTurn(async () => {
    const drafts = { ...(await draftsItem.getValue()), [tabUrl]: { value, savedAt: now } };
    const newestFirst = Object.entries(drafts).sort(([, a], [, b]) => b.savedAt - a.savedAt);
    await draftsItem.setValue(Object.fromEntries(newestFirst.slice(0, DRAFT_LIMIT)));
  });
}

export function clearDraft(tabUrl: string): Promise<void> {
  return inTurn(async () => {
    const { [tabUrl]: _gone, ...rest } = await draftsItem.getValue();
    await draftsItem.setValue(rest);
  });
}
