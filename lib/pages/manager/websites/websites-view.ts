/** The websites view's decision that needs no screen: a delete's outcome. */
import type { Result } from '../../../shared/protocol';

/** A website the server no longer has is already gone: what the user wanted, so Delete succeeded. */
export function deletedEvenIfGone(result: Result<unknown>): Result<unknown> {
  return !result.ok && result.error.code === 'not_found' ? { ok: true, value: undefined } : result;
}
