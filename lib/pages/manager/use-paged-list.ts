import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import type { Page } from '../../api/schemas';
import type { Result } from '../../shared/protocol';

export interface PagedList<T> {
  page: Page<T> | null;
  loading: boolean;
  error: ApiErrorData | null;
  /** Rate limited: when the list loads again by itself (epoch ms), else null. */
  retryAt: number | null;
  reload: () => void;
}

/** After a spent limit, the load is tried again this long after the server's time to wait. */
const RETRY_MARGIN_MS = 250;

/**
 * Loads one page whenever `key` (the serialized query) changes. The previous rows stay on
 * screen while the next page loads (no flash of an empty table), and an answer that arrives
 * after a newer request was made is dropped. A rate limit loads the page again by itself when it
 * ends, as the statistics cards do (the message said "Try again in 60 seconds" forever).
 */
export function usePagedList<T>(key: string, load: () => Promise<Result<Page<T>>>): PagedList<T> {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // key and generation are the triggers; load is read through a ref (always the latest).
  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    loadRef.current().then((result) => {
      if (request !== latest.current) return;
      setLoading(false);
      if (result.ok) {
        setPage(result.value);
        setError(null);
        setRetryAt(null);
      } else {
        setError(result.error);
        const limited = result.error.code === 'rate_limited';
        setRetryAt(limited ? Date.now() + (result.error.retryAfter ?? 60) * 1000 : null);
      }
    });
  }, [key, generation]);

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(() => setGeneration((n) => n + 1), retryAt - Date.now() + RETRY_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [retryAt]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { page, loading, error, retryAt, reload };
}
