/**
 * What the popup needs before it shows the form, all local (the background's storage and the
 * tabs API, no network): the settings, the target tab and the draft typed earlier for that tab.
 */
import { emptyLinkForm, type LinkFormValue } from '../link-form';
import type { Result } from '../protocol';
import { send } from '../rpc';
import type { PublicSettings } from '../settings';
import { getSettings } from '../settings-client';
import { readDraft } from './draft';
import { resolveTargetTab, type TargetTab } from './target-tab';

export interface PopupBoot {
  settings: PublicSettings;
  tab: TargetTab;
  /** The draft for this tab, else an empty form holding the tab's URL. */
  form: LinkFormValue;
}

export function isConfigured(settings: PublicSettings): boolean {
  return settings.apiKeyHint !== null && settings.linksBaseUrl.trim() !== '';
}

/** Fails (a Result, never a throw) only when the background cannot give the settings. */
export async function bootPopup(search: string): Promise<Result<PopupBoot>> {
  // All three at once: the drafts are read while the tab's URL, which picks one, is on its way.
  const tabRead = resolveTargetTab(search);
  const draftRead = readDraft(tabRead.then((tab) => (tab.ok ? tab.url : null)));
  const [answer, tab, draft] = await Promise.all([getSettings(), tabRead, draftRead]);
  if (!answer.ok) return answer;
  const settings = answer.value;
  const form = emptyLinkForm(tab.ok ? tab.url : '');
  // Merged over an empty form: a draft saved by an older version may lack newer fields.
  return { ok: true, value: { settings, tab, form: draft ? { ...form, ...draft } : form } };
}

/**
 * Draft writes in order (each is read-modify-write of one storage item): a later keystroke's
 * write can never land before an earlier one's.
 */
export function draftWriter(tabUrl: string) {
  let queue: Promise<unknown> = Promise.resolve();
  // A lost draft write must not break the popup: send never throws, and its answer is not read.
  const enqueue = (task: () => Promise<unknown>) => {
    queue = queue.then(task);
    return queue;
  };
  return {
    save: (value: LinkFormValue) => enqueue(() => send('drafts.save', { tabUrl, value })),
    clear: () => enqueue(() => send('drafts.clear', { tabUrl })),
  };
}
