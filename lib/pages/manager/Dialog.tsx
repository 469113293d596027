import type { ComponentChildren } from 'preact';
import { useId, useRef } from 'preact/hooks';
import { useDialogFocus } from './dialog-focus';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  /** Where focus goes on close when the opener is gone (the row just deleted). */
  fallbackFocus?: () => HTMLElement | null;
  class?: string;
}

/**
 * A modal dialog: labelled by its title, focus moved in and trapped, Escape and a click on the
 * backdrop close it, focus returns to the opener. Only one is open at a time.
 */
export function Dialog({ title, onClose, children, fallbackFocus, class: className }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `dialog${useId().replace(/[^\w-]/g, '')}`;
  useDialogFocus(ref, onClose, fallbackFocus);
  return (
    // A pointer convenience only: the keyboard closes with Escape (useDialogFocus).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control.
    <div
      class="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        class={`dialog ${className ?? ''}`}
      >
        <h2 id={titleId} class="dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
