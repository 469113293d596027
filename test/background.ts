// The background's side of the message channel for page tests, on the fake browser: the real
// router (lib/background/serve.ts) and the real settings and drafts handlers over the fake storage.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storageHandlers } from '../lib/background/handlers';
import { dispatch, type Handlers, serve } from '../lib/background/serve';
import type { Result } from '../lib/shared/protocol';

type SendImpl = (type: string, input: unknown) => Promise<Result<unknown>>;

/** The sender the router accepts: one of this extension's own pages. */
export const ownPage = () => ({
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL('/popup.html'),
});

const storageOnly = storageHandlers as unknown as Handlers;

/**
 * A `send` for page tests that mock lib/pages/rpc: settings and drafts messages go through the real
 * router and handlers (so what a page saves is really stored); every other one to `others`.
 */
export function sendWithStorage(others: SendImpl): SendImpl {
  return (type, input) =>
    Object.hasOwn(storageHandlers, type)
      ? dispatch(storageOnly, { type, input }, ownPage())
      : others(type, input);
}

/**
 * For tests that use the real lib/pages/rpc `send`: serves the storage handlers and delivers
 * runtime.sendMessage to the router as if from one of our pages. Returns the unregister function.
 */
export function serveStorageHandlers(): () => void {
  const stop = serve(storageOnly);
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: unknown) => {
    const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, ownPage(), () => undefined);
    return answer;
  }) as never);
  return stop;
}
