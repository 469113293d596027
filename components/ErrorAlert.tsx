import type { ApiErrorData } from '../lib/api/errors';
import { errorText } from '../lib/shared/error-text';

interface ErrorAlertProps {
  /** An API error (shown as errorText's sentence) or a ready sentence; nothing renders for null. */
  error: ApiErrorData | string | null | undefined;
}

/** The page's one error announcement (role="alert"). Rendered only while there is an error. */
export function ErrorAlert({ error }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <div role="alert" class="alert">
      {typeof error === 'string' ? error : errorText(error)}
    </div>
  );
}
