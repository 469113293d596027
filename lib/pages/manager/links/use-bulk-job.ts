import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../../api/schemas';
import { type Send, sleep } from '../send';
import type { BulkRunState } from './BulkProgress';
import { type BulkAction, type BulkSummary, linkBulkRunner, runBulk } from './bulk';

export interface BulkJob {
  run: BulkRunState | null;
  /** The last job's outcome and what it did, until dismissed or another starts. */
  summary: BulkSummary<Link> | null;
  action: BulkAction;
  start: (action: BulkAction, links: Link[]) => Promise<void>;
  stop: () => void;
  dismiss: () => void;
}

/** One bulk job at a time over the selected links; `onFinished` reloads the list. */
export function useBulkJob(send: Send, onFinished: () => void): BulkJob {
  const [run, setRun] = useState<BulkRunState | null>(null);
  const [summary, setSummary] = useState<BulkSummary<Link> | null>(null);
  const [action, setAction] = useState<BulkAction>('delete');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (next: BulkAction, links: Link[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setSummary(null);
    setAction(next);
    setRun({ done: 0, total: links.length, waiting: null });
    const result = await runBulk({
      items: links,
      run: linkBulkRunner(send, next),
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
