/**
 * What the popup's form starts from, all local (the tabs API and storage.session, no message to
 * the background): the target tab and the draft typed earlier for it, read by the popup's first
 * module before Preact loads (first-paint.ts). The settings come by message meanwhile;
 * see usePopup.
 */
import { emptyLinkForm, type LinkFormValue } from '../../shared/link-form';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';
import type { FilledValues, TabRead } from './first-paint';
import { type TargetTab, targetTab } from './target-tab';

export interface PopupBoot {
  tab: TargetTab;
  /** The draft for this tab, else an empty form holding the tab's URL. */
  form: LinkFormValue;
}

export function isConfigured(settings: PublicSettings): boolean {
  return settings.apiKeyHint !== null && settings.linksBaseUrl.trim() !== '';
}

/**
 * The popup's start from what was read: the tab's verdict, and the form (an empty one holding the
 * tab's URL, the draft over it, then `values`: what the page's fields hold now, typed or filled).
 */
export function bootFrom(read: TabRead, values: FilledValues = {}): PopupBoot {
  const tab = targetTab(read);
  // Merged over an empty form: a draft saved by an older version may lack newer fields.
  const form = { ...emptyLinkForm(tab.ok ? tab.url : ''), ...read.draft, ...(tab.ok ? values : {}) };
  return { tab, form };
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
