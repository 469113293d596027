import { useEffect, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Icon } from '../../../components/icons/Icon';
import type { ApiErrorData } from '../../api/errors';
import { formatTimeWithSeconds } from '../../shared/format';
import { t } from '../../shared/i18n';

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

/**
 * A spent rate limit: the time the list loads again, announced once, and a countdown beside it
 * for the eye only (a live region ticking every second would talk over everything).
 */
function RateLimited({ at }: { at: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <ErrorAlert error={t('manager_rateLimitedUntil', formatTimeWithSeconds(at))} />
      <p aria-hidden="true">
        {t('manager_loadingAgainIn', String(Math.max(0, Math.ceil((at - now) / 1000))))}
      </p>
    </>
  );
}

interface ErrorStateProps {
  error: ApiErrorData;
  /** Rate limited: when the list loads again by itself (usePagedList). */
  retryAt?: number | null;
  onRetry: () => void;
}

/** A failed load: what went wrong, and the way out (options page, try again, or a wait that ends). */
export function ErrorState({ error, retryAt, onRetry }: ErrorStateProps) {
  return (
    <div class="view-state error-state">
      {error.code === 'rate_limited' && retryAt ? <RateLimited at={retryAt} /> : <ErrorAlert error={error} />}
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
