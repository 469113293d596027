import type { ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { ErrorAlert } from '../ErrorAlert';

/** Errors the user fixes in the options page (key, base URL, host permission). */
const SETTINGS_ERRORS = new Set(['not_configured', 'unauthorized', 'permission_missing']);

export function LoadingState() {
  return (
    <p class="view-state" role="status">
      {t('manager_loading')}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p class="view-state">{text}</p>;
}

/** A failed load: what went wrong, and the way out (options page, or try again). */
export function ErrorState({ error, onRetry }: { error: ApiErrorData; onRetry: () => void }) {
  return (
    <div class="view-state">
      <ErrorAlert error={error} />
      <p class="button-row">
        {SETTINGS_ERRORS.has(error.code) && (
          <a class="button" href="/options.html" target="_blank" rel="noopener">
            {t('manager_openOptions')}
          </a>
        )}
        <button type="button" onClick={onRetry}>
          {t('manager_retry')}
        </button>
      </p>
    </div>
  );
}
