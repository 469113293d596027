/**
 * The background's side of the message boundary (pages call lib/pages/rpc.ts `send`): `serve(handlers)`
 * answers only this extension's own pages, validates every input with its protocol schema, and
 * sends errors across as plain ApiErrorData.
 */
import { browser } from 'wxt/browser';
import type * as z from 'zod/mini';
import { addFieldMessages, toApiErrorData } from '../api/errors';
import {
  type MessageName,
  type OutputOf,
  type Protocol,
  protocolSchemas,
  type Result,
} from '../shared/protocol';

export type Handlers = {
  [N in MessageName]: (input: z.output<Protocol[N]>) => Promise<OutputOf<N>>;
};

/** What runtime.onMessage tells about the sender (the parts the check reads). */
export interface SenderLike {
  id?: string;
  url?: string;
}

/** Only this extension's own pages: never content scripts, web pages or other extensions. */
export function isOwnPage(sender: SenderLike | undefined): boolean {
  if (!sender || sender.id !== browser.runtime.id) return false;
  const base = browser.runtime.getURL('/');
  return typeof sender.url === 'string' && sender.url.startsWith(base);
}

const rejection = (message: string): Result<never> => ({ ok: false, error: { code: 'validation', message } });

/** Checks, parses and dispatches one message; always resolves to a Result (exported for tests). */
export async function dispatch(
  handlers: Handlers,
  message: unknown,
  sender: SenderLike,
): Promise<Result<unknown>> {
  if (!isOwnPage(sender)) return rejection('Messages are accepted only from this extension’s own pages.');
  if (typeof message !== 'object' || message === null) return rejection('Not a message.');
  const { type, input } = message as { type?: unknown; input?: unknown };
  const protocol = protocolSchemas(); // Built on the first message, not at the worker's start.
  if (typeof type !== 'string' || !Object.hasOwn(protocol, type)) {
    return rejection(`Unknown message type: ${String(type).slice(0, 60)}.`);
  }
  const name = type as MessageName;
  const parsed = protocol[name].safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'validation', message: 'Invalid input.', fields: issuesToFields(parsed.error.issues) },
    };
  }
  try {
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    const value = await handler(parsed.data);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: toApiErrorData(error) };
  }
}

/** zod issues -> field -> messages (the path joined with dots; '' for the input as a whole). */
function issuesToFields(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  // addFieldMessages (lib/api/errors.ts): field messages gathered as the API client's are.
  for (const issue of issues) addFieldMessages(fields, issue.path.map(String).join('.'), [issue.message]);
  return fields;
}

/** Registers the router. Returns a function that unregisters it. */
export function serve(handlers: Handlers): () => void {
  const listener = (message: unknown, sender: SenderLike) => {
    // Messages meant for another listener (the offscreen document) are not ours to answer.
    if (typeof message === 'object' && message !== null && 'target' in message) return undefined;
    return dispatch(handlers, message, sender);
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
