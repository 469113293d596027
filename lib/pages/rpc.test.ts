import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../api/errors';
import { dispatch, type Handlers, isOwnPage, serve } from '../background/serve';
// One spec for both sides of the message boundary: send (rpc.ts, pages) and serve (serve.ts).
import { send } from './rpc';

const ownPage = { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/popup.html' };

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unexpected = vi.fn(async () => {
    throw new Error('not expected in this test');
  });
  return new Proxy(overrides as Handlers, {
    get: (target, key: string) => (target as Record<string, unknown>)[key] ?? unexpected,
  });
}

describe('rpc', () => {
  beforeEach(() => fakeBrowser.reset());

  describe('serve / dispatch', () => {
    it('answers a valid message from its own page with the handler value', async () => {
      const list = vi.fn(async () => []);
      const answer = await dispatch(handlers({ 'history.list': list }), { type: 'history.list' }, ownPage);
      expect(answer).toEqual({ ok: true, value: [] });
      expect(list).toHaveBeenCalledOnce();
    });

    it('passes the parsed input to the handler', async () => {
      const get = vi.fn(async () => ({ id: 7 }) as never);
      await dispatch(handlers({ 'links.get': get }), { type: 'links.get', input: { id: 7 } }, ownPage);
      expect(get).toHaveBeenCalledWith({ id: 7 });
    });

    it.each([
      ['a content script (web page URL)', { id: 'test-extension-id', url: 'https://evil.example/' }],
      ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/popup.html' }],
      ['a sender without a URL', { id: 'test-extension-id' }],
      ['a sender without an id', { url: 'chrome-extension://test-extension-id/popup.html' }],
    ])('rejects a message from %s without calling the handler', async (_, sender) => {
      const list = vi.fn(async () => []);
      const answer = await dispatch(handlers({ 'history.list': list }), { type: 'history.list' }, sender);
      expect(answer).toMatchObject({ ok: false, error: { code: 'validation' } });
      expect(list).not.toHaveBeenCalled();
    });

    it('rejects an unknown message type', async () => {
      const answer = await dispatch(handlers(), { type: 'links.explode', input: {} }, ownPage);
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'validation', message: /Unknown message type/ },
      });
    });

    it('rejects a prototype key posing as a message type', async () => {
      const answer = await dispatch(handlers(), { type: 'toString' }, ownPage);
      expect(answer).toMatchObject({ ok: false, error: { code: 'validation' } });
    });

    it('rejects an input that fails its schema, naming the field', async () => {
      const get = vi.fn();
      const answer = await dispatch(
        handlers({ 'links.get': get }),
        { type: 'links.get', input: { id: -1 } },
        ownPage,
      );
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'validation', fields: { id: expect.any(Array) } },
      });
      expect(get).not.toHaveBeenCalled();
    });

    it('rejects something that is not an envelope', async () => {
      expect(await dispatch(handlers(), 'hello', ownPage)).toMatchObject({
        ok: false,
        error: { code: 'validation' },
      });
    });

    it('sends a thrown ApiError across as plain ApiErrorData', async () => {
      const list = vi.fn(async () => {
        throw new ApiError({
          code: 'rate_limited',
          message: 'Too Many Attempts.',
          status: 429,
          retryAfter: 30,
        });
      });
      const answer = await dispatch(handlers({ 'history.list': list }), { type: 'history.list' }, ownPage);
      expect(answer).toEqual({
        ok: false,
        error: { code: 'rate_limited', message: 'Too Many Attempts.', status: 429, retryAfter: 30 },
      });
      expect(Object.getPrototypeOf((answer as { error: object }).error)).toBe(Object.prototype);
    });

    it('turns any other thrown value into a bad_response error', async () => {
      const list = vi.fn(async () => {
        throw new TypeError('boom');
      });
      const answer = await dispatch(handlers({ 'history.list': list }), { type: 'history.list' }, ownPage);
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'bad_response', message: expect.stringContaining('boom') },
      });
    });

    it('registers a runtime.onMessage listener that answers with a promise', async () => {
      const spy = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
      serve(handlers({ 'history.list': async () => [] }));
      const listener = spy.mock.calls[0]?.[0] as (m: unknown, s: unknown) => unknown;
      await expect(listener({ type: 'history.list' }, ownPage)).resolves.toEqual({ ok: true, value: [] });
    });

    it('leaves messages for the offscreen document unanswered', () => {
      const spy = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
      serve(handlers());
      const listener = spy.mock.calls[0]?.[0] as (m: unknown, s: unknown) => unknown;
      expect(listener({ target: 'offscreen', type: 'clipboard.write', text: 'x' }, ownPage)).toBeUndefined();
    });

    it('knows its own pages by id and URL', () => {
      expect(isOwnPage(ownPage)).toBe(true);
      expect(isOwnPage(undefined)).toBe(false);
    });
  });

  describe('send', () => {
    it('sends an envelope and returns the answer', async () => {
      const sendMessage = vi
        .spyOn(fakeBrowser.runtime, 'sendMessage')
        .mockResolvedValue({ ok: true, value: [{ id: 1 }] } as never);
      const answer = await send('history.list', undefined);
      expect(sendMessage).toHaveBeenCalledWith({ type: 'history.list', input: undefined });
      expect(answer).toEqual({ ok: true, value: [{ id: 1 }] });
    });

    it('accepts a void answer whose value was dropped in transit', async () => {
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true } as never);
      expect(await send('history.clear', undefined)).toEqual({ ok: true });
    });

    it('turns a transport failure into an error result', async () => {
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(
        new Error('Could not establish connection. Receiving end does not exist.'),
      );
      const answer = await send('history.list', undefined);
      expect(answer).toMatchObject({ ok: false, error: { code: 'bad_response', message: /did not answer/ } });
    });

    it('turns a missing answer into an error result', async () => {
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined as never);
      expect(await send('history.list', undefined)).toMatchObject({ ok: false });
    });

    it('round-trips through serve', async () => {
      serve(handlers({ 'websites.findByHost': async ({ host }: { host: string }) => ({ host }) as never }));
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: unknown) => {
        const [result] = await fakeBrowser.runtime.onMessage.trigger(message, ownPage, () => undefined);
        return result;
      }) as never);
      expect(await send('websites.findByHost', { host: 'example.com' })).toEqual({
        ok: true,
        value: { host: 'example.com' },
      });
    });
  });
});
