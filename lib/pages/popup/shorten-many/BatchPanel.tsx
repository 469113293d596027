import { useEffect, useRef } from 'preact/hooks';
import { CopyButton } from '../../../../components/CopyButton';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { type BatchJob, batchCounts } from '../../../shared/batch';
import { formatTimeWithSeconds } from '../../../shared/format';
import { t, tCount } from '../../../shared/i18n';
import { asCsv, asMarkdown, asPlainText } from './batch-export';
import type { BatchState } from './use-batch';

/**
 * Shorten many in the popup: the offer ("Shorten 5 tabs" when several tabs are
 * highlighted, else "Shorten every tab of this window"), then the job the worker runs: its
 * progress, and once finished each URL's short URL or why it failed, with Copy all as text,
 * Markdown and CSV; a finished job a popup has shown already, in one line (batch-view.ts).
 */
export function BatchPanel({ batch }: { batch: BatchState }) {
  const { job } = batch;
  if (job && batch.view === 'line') return <LastBatchLine job={job} onShow={batch.reopen} />;
  if (job) return <BatchJobView job={job} onDismiss={batch.dismiss} reopened={batch.view === 'reopened'} />;
  if (!batch.configured) return null;
  const several = batch.highlighted > 1;
  return (
    <section class={several ? 'batch batch-offer' : 'batch batch-quiet'} aria-label={t('batch_heading')}>
      <button
        type="button"
        class={several ? 'primary' : 'link-button'}
        disabled={batch.starting}
        aria-busy={batch.starting}
        onClick={() => batch.start(several ? 'highlighted' : 'window')}
      >
        {several
          ? tCount('batch_shortenTabs', batch.highlighted)
          : batch.windowTabs > 0
            ? tCount('batch_shortenWindowCount', batch.windowTabs)
            : t('batch_shortenWindow')}
      </button>
      <ErrorAlert error={batch.error} />
    </section>
  );
}

/** "Last batch: 5 of 5 shortened — Show", below the form. */
function LastBatchLine({ job, onShow }: { job: BatchJob; onShow: () => void }) {
  const { total, failed } = batchCounts(job);
  return (
    <section class="batch batch-line" aria-label={t('batch_heading')}>
      <p>{tCount('batch_last', total - failed, total)}</p>
      <button type="button" class="link-button" onClick={onShow}>
        {t('batch_show')}
      </button>
    </section>
  );
}

interface BatchJobViewProps {
  job: BatchJob;
  onDismiss: () => void;
  /** Opened by Show: the focus goes to it (the Show button is gone). */
  reopened: boolean;
}

function BatchJobView({ job, onDismiss, reopened }: BatchJobViewProps) {
  const { total, settled, failed } = batchCounts(job);
  const finished = job.finishedAt !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  return (
    <section class="batch batch-job" aria-labelledby="batch-heading">
      <h2 id="batch-heading" ref={heading} tabIndex={-1}>
        {t('batch_heading')}
      </h2>
      {finished ? (
        <p role="status" class="batch-summary">
          {tCount('batch_summary', total - failed, total)}
        </p>
      ) : (
        <>
          <progress value={settled} max={total} aria-labelledby="batch-heading batch-progress" />
          <p role="status" id="batch-progress">
            {tCount('batch_progress', settled, total)}
            {job.waitUntil !== null && (
              <span class="batch-wait"> {t('batch_waiting', formatTimeWithSeconds(job.waitUntil))}</span>
            )}
          </p>
        </>
      )}
      <ul class="batch-results" aria-label={t('batch_results')}>
        {job.items.map((item) => (
          <li key={item.url} class={`batch-item batch-${item.state}`}>
            <span class="batch-title" title={item.url}>
              {item.title || item.url}
            </span>
            {item.state === 'done' && item.shortUrl ? (
              <span class="batch-short">
                <a href={item.shortUrl} target="_blank" rel="noopener noreferrer">
                  {item.shortUrl}
                </a>
                {item.origin !== 'created' && (
                  <span class="batch-tag">
                    {item.origin === 'short' ? t('batch_alreadyShort') : t('batch_reused')}
                  </span>
                )}
              </span>
            ) : item.state === 'failed' ? (
              <span class="batch-error">
                <strong>{t('batch_failedLabel')}:</strong> {item.error?.message}
              </span>
            ) : (
              <span class="batch-pending">…</span>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <div class="batch-actions">
          <CopyButton text={asPlainText(job.items)} label={t('batch_copyText')} class="primary" />
          <CopyButton text={asMarkdown(job.items)} label={t('batch_copyMarkdown')} />
          <CopyButton text={asCsv(job.items)} label={t('batch_copyCsv')} />
          <button type="button" onClick={onDismiss}>
            {t('batch_done')}
          </button>
        </div>
      )}
    </section>
  );
}
