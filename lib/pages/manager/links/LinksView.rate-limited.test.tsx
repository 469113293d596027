// @vitest-environment happy-dom
/**
 * the links list's rate-limit message kept saying "Try again in 60 seconds"
 * long after, and never loaded again by itself (the statistics cards do). Fake timers stand for
 * the wait; nothing here waits for real time.
 */
import { act, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeLink, pageOf } from '../../../../test/manager-fixtures';
import { renderManager } from '../../../../test/manager-page';
import { NO_SERVER_LISTS } from '../../../../test/server-lists';

beforeEach(() => {
  useEnglishMessages();
  history.replaceState(null, '', '#links');
  // Timers move with real time too, so the page's promises settle; the test jumps them forward.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function openLimitedManager() {
  let calls = 0;
  const send = fakeSend({
    'links.list': () =>
      ++calls === 1
        ? { ok: false, error: { code: 'rate_limited', message: 'Too Many Attempts.', retryAfter: 30 } }
        : { ok: true, value: pageOf([makeLink({ alias: 'x7k2p' })]) },
    'server.lists': () => ({ ok: true, value: NO_SERVER_LISTS }),
  });
  renderManager(send);
  return send;
}

const listCalls = (send: ReturnType<typeof fakeSend>) =>
  send.mock.calls.filter(([name]) => name === 'links.list').length;

describe('the links list when the server is rate limiting', () => {
  it('counts the seconds down while it waits', async () => {
    openLimitedManager();
    await screen.findByText(/loads again by itself/);
    expect(screen.getByText(/Loading again in 30 s/)).toBeTruthy();

    await act(() => {
      vi.advanceTimersByTime(12_000);
    });

    // The countdown ticks once a second from when it was drawn: 18, give or take that tick.
    const seconds = Number(/in (\d+) s/.exec(screen.getByText(/Loading again in/).textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(17);
    expect(seconds).toBeLessThanOrEqual(19);
  });

  it('loads the list again by itself when the limit is over', async () => {
    const send = openLimitedManager();
    await screen.findByText(/loads again by itself/);
    expect(listCalls(send)).toBe(1);

    await act(() => {
      vi.advanceTimersByTime(31_000);
    });

    expect(await screen.findByRole('button', { name: 'Edit x7k2p' })).toBeTruthy();
    expect(listCalls(send)).toBe(2);
    expect(screen.queryByText(/loads again by itself/)).toBeNull();
  });
});
