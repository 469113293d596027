/**
 * One statistics request of the view (a series, a page of a top list), through the view's queue:
 * its state for a card, a retry that asks the server again, and, after a spent rate limit, a
 * reload by itself at the time the limit resets (never a spinner waiting on the limit).
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import type { Result, StatsAnswer } from '../../../shared/protocol';
import type { RequestQueue, RunOptions } from './queue';

export type CacheMode = 'use' | 'refresh';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'unsupported' }
  | { status: 'error'; error: ApiErrorData }
  /** Rate limited: loads by itself at `at` (epoch ms). */
  | { status: 'waiting'; at: number };

export interface StatsRequest<T> {
  state: RequestState<T>;
  retry: () => void;
}

/**
 * `key` names the question (a change asks anew); `ask` sends it. `enabled` false keeps it from
 * starting (the previous period waits for the current one; a top list for its card to scroll
 * into view). `run` goes to the queue (`hold`: a top list waits out a low budget).
 */
export function useStatsRequest<T>(
  queue: RequestQueue,
  key: string,
  ask: (cache: CacheMode) => Promise<Result<StatsAnswer<T>>>,
  enabled = true,
  run: RunOptions = {},
): StatsRequest<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState<{ n: number; cache: CacheMode }>({ n: 0, cache: 'use' });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });
    void queue
      .run(() => ask(attempt.cache), run)
      .then((result) => {
        if (!live) return;
        if (result.ok) {
          const answer = result.value;
          if (!answer.supported) return setState({ status: 'unsupported' });
          if (answer.data !== null) return setState({ status: 'ready', data: answer.data });
          return setState({ status: 'loading' });
        }
        if (result.error.code === 'rate_limited') {
          const at = Date.now() + (result.error.retryAfter ?? 60) * 1000;
          setState({ status: 'waiting', at });
          timer = setTimeout(() => setAttempt((a) => ({ n: a.n + 1, cache: 'use' })), at - Date.now() + 250);
          return;
        }
        setState({ status: 'error', error: result.error });
      });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, attempt, enabled]);

  return { state, retry: () => setAttempt((a) => ({ n: a.n + 1, cache: 'refresh' })) };
}
