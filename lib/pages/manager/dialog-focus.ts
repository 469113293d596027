/**
 * Focus management for modal dialogs: focus moves into the dialog when it opens (the element
 * marked `data-autofocus`, else the first field, else the dialog itself), Tab and Shift+Tab
 * stay inside it, Escape closes it, and focus returns to the element that opened it. When that
 * element is gone (the row just deleted), focus goes to `fallback` so it never drops to <body>.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  fallback?: () => HTMLElement | null,
): void {
  // The latest callbacks, without re-running the mount effect (which would steal focus back).
  const latest = useRef({ onClose, fallback });
  latest.current = { onClose, fallback };

  // A layout effect: focus and Escape are in place before the dialog is first painted. After the
  // paint (an effect), an Escape pressed as soon as the dialog showed reached <body> and was lost.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    // <body> is "nothing focused", not an opener to return to.
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      const target = opener?.isConnected ? opener : latest.current.fallback?.();
      target?.focus();
    };
  }, [dialogRef]);
}

function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
