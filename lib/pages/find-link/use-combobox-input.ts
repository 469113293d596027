/**
 * Turns popup.html's plain "Find a link" input into the combobox of the results listbox once
 * the search code has loaded: ARIA state on the input and its keys. The input is not focused on
 * open: the URL form keeps the focus. "/" focuses it from the popup's first moment, so the
 * popup's first script wires that key (lib/pages/find-link/find-on-slash.ts), not this hook.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

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
    input.addEventListener('keydown', keydown);
    return () => input.removeEventListener('keydown', keydown);
  }, [input]);

  // In step with the render: a screen reader reads the new option as the list changes.
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(options.expanded));
    if (options.activeId && options.expanded) input.setAttribute('aria-activedescendant', options.activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, options.expanded, options.activeId]);
}
