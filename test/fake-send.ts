/** Test helper: a `send` answering from per-message handlers (anything else: not_found). */
import { vi } from 'vitest';
import type { Send } from '../lib/pages/manager/send';
import type { InputOf, MessageName, OutputOf, Result } from '../lib/shared/protocol';

type Handlers = {
  [N in MessageName]?: (input: InputOf<N>) => Result<OutputOf<N>> | Promise<Result<OutputOf<N>>>;
};

export function fakeSend(handlers: Handlers) {
  const send = vi.fn(async (type: MessageName, input: unknown) => {
    const handler = handlers[type] as ((input: unknown) => Result<unknown>) | undefined;
    return handler ? handler(input) : { ok: false, error: { code: 'not_found', message: 'No handler.' } };
  });
  return send as typeof send & Send;
}
