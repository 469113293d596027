/**
 * The statistics view's requests, a few at a time (issue 21: a full website view needs ~20
 * requests and servers allow about 60 a minute). Tasks start in the order they were queued,
 * at most `limit` at once. When one answers `rate_limited`, the queue stops starting tasks until
 * the limit resets: the ones still waiting are answered at once with that same error, so their
 * cards say when they will load instead of waiting on the limit (use-stats-request.ts).
 */
import type { ApiErrorData } from '../../../api/errors';
import type { Result } from '../../../shared/protocol';

export interface RequestQueue {
  run<T>(task: () => Promise<Result<T>>): Promise<Result<T>>;
}

export function createRequestQueue(limit: number, now: () => number = Date.now): RequestQueue {
  let active = 0;
  let limitedUntil = 0;
  let limitError: ApiErrorData | null = null;
  const waiting: (() => void)[] = [];

  const next = () => {
    while (active < limit && waiting.length > 0) waiting.shift()!();
  };
  /** The rate limit's error with the seconds still left, while it lasts. */
  const stillLimited = (): ApiErrorData | null => {
    if (!limitError || now() >= limitedUntil) return null;
    return { ...limitError, retryAfter: Math.ceil((limitedUntil - now()) / 1000) };
  };

  return {
    run<T>(task: () => Promise<Result<T>>): Promise<Result<T>> {
      return new Promise<Result<T>>((resolve) => {
        waiting.push(() => {
          const limited = stillLimited();
          if (limited) return resolve({ ok: false, error: limited });
          active++;
          task()
            .then((result) => {
              if (!result.ok && result.error.code === 'rate_limited') {
                limitError = result.error;
                limitedUntil = now() + (result.error.retryAfter ?? 60) * 1000;
              }
              resolve(result);
            })
            .finally(() => {
              active--;
              next();
            });
        });
        next();
      });
    },
  };
}
