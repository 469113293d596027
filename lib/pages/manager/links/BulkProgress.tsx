import { errorText } from '../../../shared/error-text';
import { formatNumber } from '../../../shared/format';
import { t, tCount } from '../../../shared/i18n';
import { ProgressBar } from '../ProgressBar';
import { type BulkSummary, type BulkWords, bulkOutcomeText, groupFailures } from './bulk';

export interface BulkRunState {
  done: number;
  total: number;
  /** Seconds the job is waiting on the rate limit, or null. */
  waiting: number | null;
}

/** A running bulk job: progress, the rate-limit wait, and Stop. */
export function BulkRunning({ run, onStop }: { run: BulkRunState; onStop: () => void }) {
  return (
    <div class="bulk-run">
      <ProgressBar
        value={run.done}
        max={run.total}
        label={tCount('manager_bulkProgress', run.done, run.total)}
      />
      {run.waiting !== null && (
        <p role="status">{t('manager_waitingRateLimit', formatNumber(run.waiting))}</p>
      )}
      <button type="button" onClick={onStop}>
        {t('manager_bulkStop')}
      </button>
    </div>
  );
}

/** What a finished bulk job did: counts, and each failure reason with the names (alias, host) it hit. */
export function BulkSummaryView<T>({
  words,
  summary,
  nameOf,
  onDismiss,
}: {
  words: BulkWords;
  summary: BulkSummary<T>;
  nameOf: (item: T) => string;
  onDismiss: () => void;
}) {
  const groups = groupFailures(summary.failed);
  const text = bulkOutcomeText(words, summary);
  return (
    <div class="bulk-summary" role={summary.failed.length > 0 ? 'alert' : 'status'}>
      <p>{text.done}</p>
      {text.failed && (
        <>
          <p>{text.failed}</p>
          <ul>
            {groups.map((group) => (
              <li key={`${group.error.code}${group.error.message}`}>
                {errorText(group.error)} {group.items.map(nameOf).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {text.skipped && <p>{text.skipped}</p>}
      <button type="button" onClick={onDismiss}>
        {t('manager_dismiss')}
      </button>
    </div>
  );
}
