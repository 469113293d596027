/**
 * The links view's keyboard shortcuts, as data: which key does what, and when a key press is
 * the user's typing rather than a shortcut. The component (useLinkShortcuts) only wires these to
 * the page.
 */

export type Shortcut = 'search' | 'new' | 'next' | 'previous' | 'edit' | 'help';

/** Key -> shortcut, in the order the Keyboard shortcuts dialog lists them. */
export const SHORTCUT_KEYS: ReadonlyArray<readonly [key: string, shortcut: Shortcut]> = [
  ['/', 'search'],
  ['n', 'new'],
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'edit'],
  ['?', 'help'],
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element types text (input, textarea, select, contenteditable). */
  inField: boolean;
  /** A dialog is open: its own keys (Escape, Tab, Enter on its buttons) win. */
  inDialog: boolean;
  /** Enter is a shortcut only on a focused row, where it would otherwise do nothing. */
  onRow: boolean;
}

export function shortcutFor(press: KeyPress): Shortcut | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.inField || press.inDialog) return null;
  if (press.key === 'Enter' && !press.onRow) return null;
  return SHORTCUT_KEYS.find(([key]) => key === press.key)?.[1] ?? null;
}

/** The row to focus after j (+1) or k (-1): stays inside the list; from no row, the first. */
export function nextRow(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return 0;
  return Math.min(count - 1, Math.max(0, current + step));
}
