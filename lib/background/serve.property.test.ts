/**
 * the background's message router answers every malformed message with a validation
 * error and never calls a handler for it, whatever the message looks like.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { protocolSchemas } from '../shared/protocol';
import { dispatch, type Handlers } from './serve';

const protocol = protocolSchemas();

function spyHandlers(): Handlers {
  const handlers: Record<string, ReturnType<typeof vi.fn>> = {};
  for (const name of Object.keys(protocol)) handlers[name] = vi.fn(async () => 'handled');
  return handlers as unknown as Handlers;
}

const ownPage = () => ({ id: browser.runtime.id, url: browser.runtime.getURL('/popup.html') });
const messageTypes = Object.keys(protocol);

describe('dispatch on arbitrary messages', () => {
  it('rejects any message from a sender that is not one of our pages, calling nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything(),
        fc.record({
          id: fc.option(fc.string(), { nil: undefined }),
          // Our own pages' URLs too: a foreign sender that claims one is still refused. Not
          // fc.webUrl(): building it takes seconds on a busy machine (its path segments), and
          // the check only compares the URL's start with the extension's base.
          url: fc.option(
            fc.oneof(
              fc.constant(ownPage().url),
              fc.domain().map((host) => `https://${host}/`),
              fc.string(),
            ),
            { nil: undefined },
          ),
        }),
        async (message, sender) => {
          fc.pre(sender.id !== browser.runtime.id);
          const handlers = spyHandlers();

          const result = await dispatch(handlers, message, sender);

          expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
          for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
        },
      ),
    );
  });

  it('rejects anything that is not a known message type with a valid input, calling nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ type: fc.string(), input: fc.anything() }),
          fc.record({ type: fc.constantFrom(...messageTypes), input: fc.anything() }),
        ),
        async (message) => {
          const handlers = spyHandlers();

          const result = await dispatch(handlers, message, ownPage());

          if (result.ok) {
            // Only a well-formed message reaches its handler: its input passed its own schema.
            const { type, input } = message as { type: keyof typeof protocol; input: unknown };
            expect(protocol[type].safeParse(input).success).toBe(true);
            expect(handlers[type]).toHaveBeenCalledTimes(1);
          } else {
            expect(result.error.code).toBe('validation');
            for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
