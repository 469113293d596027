/**
 * The pages' side of the message boundary: `send(type, input)` -> `Result<Output>`; never throws
 * (a dead background or a broken channel becomes `{ ok: false, error }` like any other failure).
 * The background's side, which checks the sender and validates every input, is lib/background/serve.ts.
 * Only types come from lib/shared/protocol.ts: its zod schemas stay out of the pages.
 */
import { browser } from 'wxt/browser';
import type { ApiErrorData } from '../api/errors';
import type { Envelope, InputOf, MessageName, OutputOf, Result } from '../shared/protocol';

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  const { ok } = value as { ok: unknown };
  // `value` may be absent: a void output (history.clear) loses `value: undefined` in transit.
  return ok === true || (ok === false && 'error' in value);
}

export async function send<N extends MessageName>(type: N, input: InputOf<N>): Promise<Result<OutputOf<N>>> {
  const envelope: Envelope<N> = { type, input };
  try {
    const answer: unknown = await browser.runtime.sendMessage(envelope);
    if (isResult(answer)) return answer as Result<OutputOf<N>>;
    return transportError('the background answered nothing');
  } catch (error) {
    return transportError(error instanceof Error ? error.message : String(error));
  }
}

function transportError(detail: string): { ok: false; error: ApiErrorData } {
  return {
    ok: false,
    error: { code: 'bad_response', message: `The extension's background did not answer (${detail}).` },
  };
}
