/**
 * Test helper: the world the Options page's tests share. Each test file mocks lib/pages/rpc itself
 * (vi.mock is hoisted into the file that calls it) and hands the mock here: settings messages then
 * go through the background's real handlers on the fake storage, and the server's lists come back
 * empty, as from a server that has none.
 */
import { fireEvent, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../components/testing/english-messages';
import type { Result } from '../lib/shared/protocol';
import { sendWithStorage } from './background';
import { NO_SERVER_LISTS } from './server-lists';

export type SendMock = ReturnType<typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>>;

/** The mocked `send` of lib/pages/rpc, typed for mockImplementation and its calls. */
export const mockedSend = (send: unknown) => vi.mocked(send) as unknown as SendMock;

/** A fresh fake browser in English, with `send` answered as above; returns the permission requests. */
export function resetOptionsWorld(sendMock: SendMock) {
  fakeBrowser.reset();
  useEnglishMessages();
  // The user grants what Save asks for.
  const request = vi.fn(async () => true);
  fakeBrowser.permissions.request = request as unknown as typeof fakeBrowser.permissions.request;
  sendMock.mockReset();
  sendMock.mockImplementation(sendWithStorage(async () => ({ ok: true, value: NO_SERVER_LISTS })));
  return { request };
}

/** Types `value` into the field labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
