/**
 * Bulk work (export, bulk actions) paces itself to the server's rate limit instead of failing
 * on the first 429: a `rate_limited` answer waits its `retryAfter` and tries the same call again,
 * a few times at most (BULK_WAITS of lib/api/request-policy.ts, the one policy). Interactive
 * actions never do this.
 */
import type { ApiErrorData } from '../../api/errors';
import { BULK_WAITS } from '../../api/request-policy';
import type { Result } from '../../shared/protocol';
import { CANCELLED, type Sleep } from './send';

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
    if (result.ok || result.error.code !== 'rate_limited' || waits >= BULK_WAITS.most) return result;
    const seconds = retryAfterSeconds(result.error);
    options.onWait?.(seconds);
    await options.sleep(seconds * 1000, options.signal);
  }
}

function retryAfterSeconds(error: ApiErrorData): number {
  const seconds = error.retryAfter;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : BULK_WAITS.withoutRetryAfterSeconds;
}
