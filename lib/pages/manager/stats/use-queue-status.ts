/**
 * A request queue's status (queue.ts), re-rendering on each change: what a view says once at the
 * top (the statistics view, the websites list) instead of in every card or row.
 */
import { useEffect, useState } from 'preact/hooks';
import type { QueueStatus, RequestQueue } from './queue';

export function useQueueStatus(queue: RequestQueue): QueueStatus {
  const [status, setStatus] = useState(queue.status());
  useEffect(() => {
    setStatus(queue.status());
    return queue.subscribe(() => setStatus(queue.status()));
  }, [queue]);
  return status;
}
