import { useEffect, useRef, useState } from 'preact/hooks';
import { downloadBlob } from '../../../../components/download';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import type { ApiErrorData } from '../../../api/errors';
import type { Link } from '../../../api/schemas';
import { formatNumber } from '../../../shared/format';
import { type CountKey, type MessageKey, t, tCount } from '../../../shared/i18n';
import type { Result } from '../../../shared/protocol';
import { ProgressBar } from '../ProgressBar';
import { sleep } from '../send';
import { linksToCsv } from './csv';
import type { ExportProgress, ExportRun } from './export';

/** What one list's export fetches, saves and says (links, websites). */
export interface ExportKind<T> {
  /** Every matching record, with the list's filters (fetchAllPages). */
  fetchAll: (run: ExportRun) => Promise<Result<T[]>>;
  download: (records: readonly T[]) => void;
  /** "Exporting links: $1 of $2". */
  progressKey: MessageKey;
  /** "Exported $1 links." */
  doneKey: CountKey;
}

/**
 * Downloads CSV text as `<name>-<date>.csv`; the BOM makes spreadsheet apps read it as UTF-8.
 * Export CSV (every matching record) and Export selected (the rows ticked) share it, so both
 * files have the same columns.
 */
export function downloadCsv(name: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function downloadLinksCsv(links: readonly Link[]): void {
  downloadCsv('links', linksToCsv(links, Date.now()));
}

interface ExportControlProps<T> {
  kind: ExportKind<T>;
  announce: (text: string) => void;
}

/** Export CSV: fetches all matching records with progress (cancellable), then downloads a .csv. */
export function ExportControl<T>({ kind, announce }: ExportControlProps<T>) {
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
    const result = await kind.fetchAll({ sleep, signal: abort.signal, onProgress: setProgress });
    controller.current = null;
    setProgress(null);
    if (result.ok) {
      kind.download(result.value);
      announce(tCount(kind.doneKey, result.value.length));
    } else if (result.error.code === 'cancelled') announce(t('manager_exportCancelled'));
    else setError(result.error);
  };

  if (progress) {
    return (
      <div class="export-run">
        <ProgressBar
          value={progress.fetched}
          max={progress.total}
          label={t(kind.progressKey, [formatNumber(progress.fetched), formatNumber(progress.total)])}
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
