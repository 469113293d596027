import { useEffect, useRef, useState } from 'preact/hooks';
import type { Result } from '../../../shared/protocol';
import { sleep } from '../send';
import type { BulkRunState } from './BulkProgress';
import { type BulkAction, type BulkSummary, runBulk } from './bulk';

/** The request for one record and one action (linkBulkRunner, the websites' delete). */
export type BulkRunner<T> = (action: BulkAction) => (item: T) => Promise<Result<unknown>>;

export interface BulkJob<T> {
  run: BulkRunState | null;
  /** The last job's outcome and what it did, until dismissed or another starts. */
  summary: BulkSummary<T> | null;
  action: BulkAction;
  start: (action: BulkAction, items: T[]) => Promise<void>;
  stop: () => void;
  dismiss: () => void;
}

/** One bulk job at a time over the selected rows (links, websites); `onFinished` reloads the list. */
export function useBulkJob<T>(runner: BulkRunner<T>, onFinished: () => void): BulkJob<T> {
  const [run, setRun] = useState<BulkRunState | null>(null);
  const [summary, setSummary] = useState<BulkSummary<T> | null>(null);
  const [action, setAction] = useState<BulkAction>('delete');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (next: BulkAction, items: T[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setSummary(null);
    setAction(next);
    setRun({ done: 0, total: items.length, waiting: null });
    const result = await runBulk({
      items,
      run: runner(next),
      sleep,
      signal: abort.signal,
      onProgress: (done, total) => setRun({ done, total, waiting: null }),
      onWait: (seconds) => setRun((current) => current && { ...current, waiting: seconds }),
    });
    controller.current = null;
    setRun(null);
    setSummary(result);
    onFinished();
  };

  return {
    run,
    summary,
    action,
    start,
    stop: () => controller.current?.abort(),
    dismiss: () => setSummary(null),
  };
}
