import type { ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/shared/i18n';
import { ErrorAlert } from '../ErrorAlert';
import { Icon } from '../icons/Icon';

/** Errors the user fixes in the options page (key, base URL, host permission). */
const SETTINGS_ERRORS = new Set(['not_configured', 'unauthorized', 'permission_missing']);

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Grey rows the height of the table's, so the page does not jump when the list arrives. */
export function LoadingState() {
  return (
    <div class="view-state skeleton" role="status">
      <span class="visually-hidden">{t('manager_loading')}</span>
      {SKELETON_ROWS.map((row) => (
        <div key={row} class="skeleton-row" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div class="view-state empty-state">
      <Icon name="link" size={28} />
      <p>{text}</p>
    </div>
  );
}

/** A failed load: what went wrong, and the way out (options page, or try again). */
export function ErrorState({ error, onRetry }: { error: ApiErrorData; onRetry: () => void }) {
  return (
    <div class="view-state error-state">
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
