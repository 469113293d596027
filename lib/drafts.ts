/**
 * Popup drafts: what the user typed survives closing the popup (it closes on any click
 * outside). Kept in `session:` storage (memory only, gone when the browser quits; passwords
 * typed in the form never reach the disk), keyed by the tab's URL, cleared after success.
 */
import { storage } from 'wxt/utils/storage';
import type { LinkFormValue } from './link-form';

/** Enough for the tabs a user juggles; the oldest drafts go first. */
export const DRAFT_LIMIT = 20;

interface Draft {
  value: LinkFormValue;
  savedAt: number;
}

export const draftsItem = storage.defineItem<Record<string, Draft>>('session:popupDraft', { fallback: {} });

export async function loadDraft(tabUrl: string): Promise<LinkFormValue | null> {
  const drafts = await draftsItem.getValue();
  return drafts[tabUrl]?.value ?? null;
}

export async function saveDraft(tabUrl: string, value: LinkFormValue, now = Date.now()): Promise<void> {
  const drafts = { ...(await draftsItem.getValue()), [tabUrl]: { value, savedAt: now } };
  const newestFirst = Object.entries(drafts).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  await draftsItem.setValue(Object.fromEntries(newestFirst.slice(0, DRAFT_LIMIT)));
}

export async function clearDraft(tabUrl: string): Promise<void> {
  const { [tabUrl]: _gone, ...rest } = await draftsItem.getValue();
  await draftsItem.setValue(rest);
}
