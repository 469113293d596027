import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Page } from '../../lib/api/schemas';
import type { Result } from '../../lib/shared/protocol';

export interface PagedList<T> {
  page: Page<T> | null;
  loading: boolean;
  error: ApiErrorData | null;
  reload: () => void;
}

/**
 * Loads one page whenever `key` (the serialized query) changes. The previous rows stay on
 * screen while the next page loads (no flash of an empty table), and an answer that arrives
 * after a newer request was made is dropped.
 */
export function usePagedList<T>(key: string, load: () => Promise<Result<Page<T>>>): PagedList<T> {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiErrorData | null>(null);
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
      } else setError(result.error);
    });
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { page, loading, error, reload };
}
