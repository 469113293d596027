/** A delete's outcome, for every delete of the manager (a link, many links, a website). */
import type { Result } from '../../shared/protocol';

/** A record the server no longer has is already gone: what the user wanted, so Delete succeeded. */
export function deletedEvenIfGone(result: Result<unknown>): Result<unknown> {
  return !result.ok && result.error.code === 'not_found' ? { ok: true, value: undefined } : result;
}
