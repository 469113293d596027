/**
 * The messages of a refused save are at their fields, with no alert repeating them: the focus
 * goes to the first field to fix, and a screen reader reads its message with its label.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { FieldErrors } from '../../lib/api/errors';

/** Returns the ref for the element holding the fields. */
export function useFocusFirstError<T extends HTMLElement>(fieldErrors: FieldErrors) {
  const container = useRef<T>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && document.activeElement?.getAttribute('aria-invalid') !== 'true') first.focus();
  }, [fieldErrors]);
  return container;
}
