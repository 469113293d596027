import type { ApiErrorData } from '../lib/api/errors';
import { type ErrorTextOptions, errorText } from '../lib/shared/error-text';

interface ErrorAlertProps {
  /** An API error (shown as errorText's sentence) or a ready sentence; nothing renders for null. */
  error: ApiErrorData | string | null | undefined;
  /** The validation fields the form shows messages at: said there, not again here. */
  shownAtField?: ErrorTextOptions['shownAtField'];
}

/**
 * The page's one error announcement (role="alert"). Rendered only while there is an error that
 * the page says nowhere else (a form's field messages are at their fields).
 */
export function ErrorAlert({ error, shownAtField }: ErrorAlertProps) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : errorText(error, shownAtField ? { shownAtField } : {});
  if (text === '') return null;
  return (
    <div role="alert" class="alert">
      {text}
    </div>
  );
}
