/**
 * Turns popup.html's plain "Find a link" input into the combobox of the results listbox once
 * the search code has loaded: ARIA state on the input, its keys, and `/` to focus it from
 * anywhere but a field where "/" is text (as in many web apps; slash-key.ts). The input is not
 * focused on open: the URL form keeps the focus.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { slashOpensFind } from './slash-key';

export interface ComboboxOptions {
  listboxId: string;
  expanded: boolean;
  /** The id of the selected option, or null. */
  activeId: string | null;
  onKey: (event: KeyboardEvent) => void;
}

export function useComboboxInput(input: HTMLInputElement, options: ComboboxOptions): void {
  const onKey = useRef(options.onKey);
  onKey.current = options.onKey;

  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', options.listboxId);
    const keydown = (event: KeyboardEvent) => onKey.current(event);
    const slash = (event: KeyboardEvent) => {
      if (!slashOpensFind(event)) return;
      event.preventDefault();
      input.focus();
    };
    input.addEventListener('keydown', keydown);
    document.addEventListener('keydown', slash);
    return () => {
      input.removeEventListener('keydown', keydown);
      document.removeEventListener('keydown', slash);
    };
  }, [input]);

  // In step with the render: a screen reader reads the new option as the list changes.
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(options.expanded));
    if (options.activeId && options.expanded) input.setAttribute('aria-activedescendant', options.activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, options.expanded, options.activeId]);
}
