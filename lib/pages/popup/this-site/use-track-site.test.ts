// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../shared/protocol';
import { send } from '../../rpc';
import { useTrackSite } from './use-track-site';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

beforeEach(() => {
  sendMock.mockReset();
  sendMock.mockImplementation(async (type) =>
    type === 'websites.create'
      ? { ok: true, value: { id: 1, host: 'example.com' } }
      : { ok: true, value: null },
  );
});

describe('useTrackSite', () => {
  it('sends one create when track is called twice before the page re-renders', async () => {
    const { result } = renderHook(() => useTrackSite('https://example.com/a'));
    await waitFor(() => expect(result.current.status).toBe('untracked'));
    const { track } = result.current;
    await act(async () => {
      await Promise.all([track(), track()]);
    });
    expect(sendMock.mock.calls.filter(([type]) => type === 'websites.create')).toHaveLength(1);
    expect(result.current.status).toBe('tracked');
  });
});
