import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import type { ApiErrorData } from '../../../api/errors';
import type { Link, LinkListQuery } from '../../../api/schemas';
import { formatNumber } from '../../../shared/format';
import { t, tCount } from '../../../shared/i18n';
import { downloadBlob } from '../../download';
import { ProgressBar } from '../ProgressBar';
import { type Send, sleep } from '../send';
import { linksToCsv } from './csv';
import { type ExportProgress, fetchAllLinks } from './export';

interface ExportControlProps {
  send: Send;
  /** The current filters: the export holds every link that matches them, on every page. */
  filters: LinkListQuery;
  announce: (text: string) => void;
}

/**
 * Downloads `links` as a CSV file; the BOM makes spreadsheet apps read it as UTF-8. Export CSV
 * (every matching link) and Export selected (the rows ticked) share it, so both files
 * have the same columns.
 */
export function downloadLinksCsv(links: readonly Link[]): void {
  const blob = new Blob(['\ufeff', linksToCsv(links, Date.now())], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, `links-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** Export CSV: fetches all matching links with progress (cancellable), then downloads a .csv. */
export function ExportControl({ send, filters, announce }: ExportControlProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the view stops the export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ fetched: 0, total: 0 });
    const result = await fetchAllLinks({
      send,
      query: filters,
      sleep,
      signal: abort.signal,
      onProgress: setProgress,
    });
    controller.current = null;
    setProgress(null);
    if (result.ok) {
      downloadLinksCsv(result.value);
      announce(tCount('manager_exportDone', result.value.length));
    } else if (result.error.code === 'cancelled') announce(t('manager_exportCancelled'));
    else setError(result.error);
  };

  if (progress) {
    return (
      <div class="export-run">
        <ProgressBar
          value={progress.fetched}
          max={progress.total}
          label={t('manager_exportProgress', [formatNumber(progress.fetched), formatNumber(progress.total)])}
        />
        <button type="button" onClick={() => controller.current?.abort()}>
          {t('manager_exportCancel')}
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" onClick={start}>
        {t('manager_exportCsv')}
      </button>
      <ErrorAlert error={error} />
    </>
  );
}
