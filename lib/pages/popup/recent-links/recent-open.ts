/**
 * Whether the popup's recent links are shown open. Closed unless the person opened them: the
 * form and the tab's own site come first on a first screen of 600 px; someone who uses the list
 * opens it once and finds it open from then on. Kept in the popup's own localStorage (read
 * synchronously, so the list does not open after a first paint closed).
 */
const KEY = 'popup.recentOpen';

export function recentOpen(store: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return store.getItem(KEY) === 'open';
  } catch {
    return false;
  }
}

export function rememberRecentOpen(open: boolean, store: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    store.setItem(KEY, open ? 'open' : 'closed');
  } catch {
    // Not remembered: the list opens closed next time, nothing else is lost.
  }
}
