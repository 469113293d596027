import { ErrorAlert } from '../../../../components/ErrorAlert';
import { formatTime } from '../../../shared/format';
import { t } from '../../../shared/i18n';
import type { RequestState } from './use-stats-request';

/** The time of day a rate-limited request loads by itself. */
export const timeOf = (at: number) => formatTime(at);

/** A card that has no data to show: still loading, waiting for the rate limit, or failed (with Retry). */
export function CardState({ state, onRetry }: { state: RequestState<unknown>; onRetry: () => void }) {
  if (state.status === 'waiting') return <p class="stats-waiting">{t('stats_loadsAt', timeOf(state.at))}</p>;
  // The server cannot be reached: the view says so once at the top, with Try again.
  if (state.status === 'error' && (state.error.code === 'network' || state.error.code === 'timeout')) {
    return <p class="stats-waiting">{t('stats_notLoaded')}</p>;
  }
  if (state.status === 'error') {
    return (
      <div class="stats-error">
        <ErrorAlert error={state.error} />
        <button type="button" onClick={onRetry}>
          {t('manager_retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'unsupported') return <p>{t('stats_unsupported')}</p>;
  return (
    <div class="stats-skeleton" role="status">
      <span class="visually-hidden">{t('stats_loading')}</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </div>
  );
}
