import { useEffect } from 'preact/hooks';
import { nextRow, type Shortcut, shortcutFor } from './shortcuts';

interface ShortcutActions {
  onNew: () => void;
  onHelp: () => void;
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.links-table tbody tr')];

/**
 * The links view's keys (lib/pages/manager/links/shortcuts.ts): `/` Search, `n` New link, `j`/`k` the next
 * and previous row, Enter edits the focused row, `?` lists them. Keys typed in a field or a
 * dialog are left alone.
 */
export function useLinkShortcuts(actions: ShortcutActions): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const shortcut = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        inField: target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName),
        inDialog: document.querySelector('[role="dialog"]') !== null,
        onRow: target.matches('.links-table tbody tr'),
      });
      if (!shortcut) return;
      event.preventDefault();
      run(shortcut, target, actions);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []); // The actions only set state (stable setters), so one listener for the view's life.
}

function run(shortcut: Shortcut, target: HTMLElement, actions: ShortcutActions): void {
  if (shortcut === 'search') document.getElementById('links-search')?.focus();
  else if (shortcut === 'new') actions.onNew();
  else if (shortcut === 'help') actions.onHelp();
  else if (shortcut === 'edit') target.querySelector<HTMLElement>('button[data-action="edit"]')?.click();
  else {
    const all = rows();
    const current = all.indexOf(target.closest('tr') as HTMLElement);
    all[nextRow(current, all.length, shortcut === 'next' ? 1 : -1)]?.focus();
  }
}
