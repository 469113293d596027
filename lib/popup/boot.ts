/**
 * What the popup needs before it shows the form, all local (storage and the tabs API, no
 * network): the settings, the target tab and the draft typed earlier for that tab.
 */
import { clearDraft, loadDraft, saveDraft } from '../drafts';
import { emptyLinkForm, type LinkFormValue } from '../link-form';
import { loadPublicSettings, type PublicSettings } from '../settings';
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

export async function bootPopup(search: string): Promise<PopupBoot> {
  const [settings, tab] = await Promise.all([loadPublicSettings(), resolveTargetTab(search)]);
  const draft = tab.ok ? await loadDraft(tab.url).catch(() => null) : null;
  return { settings, tab, form: draft ?? emptyLinkForm(tab.ok ? tab.url : '') };
}

/**
 * Draft writes in order (each is read-modify-write of one storage item): a later keystroke's
 * write can never land before an earlier one's.
 */
export function draftWriter(tabUrl: string) {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch(() => undefined); // A lost draft write must not break the popup.
    return queue;
  };
  return {
    save: (value: LinkFormValue) => enqueue(() => saveDraft(tabUrl, value)),
    clear: () => enqueue(() => clearDraft(tabUrl)),
  };
}
