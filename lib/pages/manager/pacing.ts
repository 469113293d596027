/**
 * Bulk work (export, bulk actions) paces itself to the server's rate limit instead of failing
 * on the first 429: a `rate_limited` answer waits its `retryAfter` and tries the same call again,
 * a few times at most. Interactive actions never do this (docs/ARCHITECTURE.md, "Contracts", Requests).
 */
import type { ApiErrorData } from '../../api/errors';
import type { Result } from '../../shared/protocol';
import { CANCELLED, type Sleep } from './send';

/** When a 429 carries no Retry-After: the typical limit is 60 per minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
export const MAX_RATE_LIMIT_WAITS = 5;

export interface PacingOptions {
  sleep: Sleep;
  signal?: AbortSignal;
  /** Called while waiting on the rate limit, with the seconds to wait (for a progress message). */
  onWait?: (seconds: number) => void;
}

export async function callPaced<T>(
  call: () => Promise<Result<T>>,
  options: PacingOptions,
): Promise<Result<T>> {
  for (let waits = 0; ; waits++) {
    if (options.signal?.aborted) return { ok: false, error: { ...CANCELLED } };
    const result = await call();
    if (result.ok || result.error.code !== 'rate_limited' || waits >= MAX_RATE_LIMIT_WAITS) return result;
    const seconds = retryAfterSeconds(result.error);
    options.onWait?.(seconds);
    await options.sleep(seconds * 1000, options.signal);
  }
}

function retryAfterSeconds(error: ApiErrorData): number {
  const seconds = error.retryAfter;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : DEFAULT_RETRY_AFTER_SECONDS;
}
