import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../lib/api/schemas';
import { type BulkAction, type BulkSummary, linkBulkRunner, runBulk } from '../../lib/pages/manager/bulk';
import { type Send, sleep } from '../../lib/pages/manager/send';
import type { BulkRunState } from './BulkProgress';

export interface BulkJob {
  run: BulkRunState | null;
  summary: BulkSummary<Link> | null;
  start: (action: BulkAction, links: Link[]) => Promise<void>;
  stop: () => void;
  dismiss: () => void;
}

/** One bulk job at a time over the selected links; `onFinished` reloads the list. */
export function useBulkJob(send: Send, onFinished: () => void): BulkJob {
  const [run, setRun] = useState<BulkRunState | null>(null);
  const [summary, setSummary] = useState<BulkSummary<Link> | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (action: BulkAction, links: Link[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setSummary(null);
    setRun({ done: 0, total: links.length, waiting: null });
    const result = await runBulk({
      items: links,
      run: linkBulkRunner(send, action),
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
    start,
    stop: () => controller.current?.abort(),
    dismiss: () => setSummary(null),
  };
}
