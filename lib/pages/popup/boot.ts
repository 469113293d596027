/**
 * What the popup's form waits for, all local (the tabs API and storage.session, no message to
 * the background): the target tab and the draft typed earlier for it. The settings come by
 * message meanwhile; see usePopup.
 */
import { emptyLinkForm, type LinkFormValue } from '../../shared/link-form';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';
import { readDraft } from './draft';
import { resolveTargetTab, type TargetTab } from './target-tab';

export interface PopupBoot {
  tab: TargetTab;
  /** The draft for this tab, else an empty form holding the tab's URL. */
  form: LinkFormValue;
}

export function isConfigured(settings: PublicSettings): boolean {
  return settings.apiKeyHint !== null && settings.linksBaseUrl.trim() !== '';
}

/** Never fails: an unreadable tab is a TargetTab with a reason, a lost draft an empty form. */
export async function bootPopup(search: string): Promise<PopupBoot> {
  // Both at once: the drafts are read while the tab's URL, which picks one, is on its way.
  const tabRead = resolveTargetTab(search);
  const [tab, draft] = await Promise.all([
    tabRead,
    readDraft(tabRead.then((tab) => (tab.ok ? tab.url : null))),
  ]);
  const form = emptyLinkForm(tab.ok ? tab.url : '');
  // Merged over an empty form: a draft saved by an older version may lack newer fields.
  return { tab, form: draft ? { ...form, ...draft } : form };
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
