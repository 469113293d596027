import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_POLICY } from '../../../api/request-policy';
import type { Result } from '../../../shared/protocol';
import { createRequestQueue } from './queue';

const ok = (value: number): Result<number> => ({ ok: true, value });

function deferred() {
  let resolve!: (value: Result<number>) => void;
  const promise = new Promise<Result<number>>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createRequestQueue', () => {
  it('runs at most `limit` tasks at once, in the order they were queued', async () => {
    // Arrange
    const queue = createRequestQueue(2);
    const tasks = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    // Act
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await Promise.resolve();
    const beforeFirstEnds = [...started];
    tasks[0]!.resolve(ok(0));
    await results[0];
    await Promise.resolve();
    // Assert
    expect(beforeFirstEnds).toEqual([0, 1]);
    expect(started).toEqual([0, 1, 2]);
  });

  it('answers the waiting tasks with the rate limit at once, and starts them again once it resets', async () => {
    // Arrange
    let clock = 0;
    const queue = createRequestQueue(1, { now: () => clock });
    const limited: Result<number> = {
      ok: false,
      error: { code: 'rate_limited', message: 'Wait.', retryAfter: 40 },
    };
    let calls = 0;
    // Act
    const first = queue.run(async () => {
      calls++;
      return limited;
    });
    const second = queue.run(async () => {
      calls++;
      return ok(2);
    });
    const [a, b] = await Promise.all([first, second]);
    clock = 41_000;
    const later = await queue.run(async () => ok(3));
    // Assert
    expect(a).toEqual(limited);
    expect(b).toMatchObject({ ok: false, error: { code: 'rate_limited', retryAfter: 40 } });
    expect(calls).toBe(1);
    expect(later).toEqual(ok(3));
  });

  describe('with `later` (the comparison with the period before)', () => {
    afterEach(() => vi.useRealTimers());

    it('starts a later task only once the tasks queued before and after it are answered', async () => {
      // Arrange
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      const card = deferred();
      const started: string[] = [];
      // Act
      const comparison = queue.run(
        async () => {
          started.push('comparison');
          return ok(1);
        },
        { later: true },
      );
      const cardDone = queue.run(() => {
        started.push('card');
        return card.promise;
      });
      await vi.advanceTimersByTimeAsync(0);
      const whileCardAsks = [...started];
      card.resolve(ok(2));
      await cardDone;
      await vi.advanceTimersByTimeAsync(0);
      // Assert
      expect(whileCardAsks).toEqual(['card']);
      expect(await comparison).toEqual(ok(1));
      expect(started).toEqual(['card', 'comparison']);
    });

    it('keeps a later task waiting while a card that came into view is about to ask, then starts it after that card', async () => {
      // Arrange: a card below the first screen, moved into view by the answers drawn
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      const started: string[] = [];
      let inView = false;
      const unregister = queue.expect(() => inView);
      // Act
      const comparison = queue.run(
        async () => {
          started.push('comparison');
          return ok(1);
        },
        { later: true },
      );
      inView = true;
      await vi.advanceTimersByTimeAsync(0);
      const whileCardComes = [...started];
      unregister();
      await queue.run(async () => {
        started.push('card');
        return ok(2);
      });
      await vi.advanceTimersByTimeAsync(0);
      await comparison;
      // Assert
      expect(whileCardComes).toEqual([]);
      expect(started).toEqual(['card', 'comparison']);
    });

    it('starts a later task at once when nothing else is asked and no card is coming', async () => {
      // Arrange
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      queue.expect(() => false);
      // Act
      const comparison = queue.run(async () => ok(5), { later: true });
      await vi.advanceTimersByTimeAsync(0);
      // Assert
      expect(await comparison).toEqual(ok(5));
    });
  });

  describe('with `hold` (the top lists)', () => {
    afterEach(() => vi.useRealTimers());
    const answer = (remaining: number, resetAt: number): Result<unknown> => ({
      ok: true,
      value: { supported: true, data: 1, fetchedAt: 0, budget: { remaining, resetAt } },
    });

    it('keeps held tasks while few requests are left, says until when, and starts them then', async () => {
      // Arrange
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      await queue.run(async () => answer(4, 30_000));
      const started: string[] = [];
      const seen: (number | null)[] = [];
      queue.subscribe(() => seen.push(queue.status().heldUntil));
      // Act
      const card = queue.run(
        async () => {
          started.push('card');
          return ok(1);
        },
        { hold: true },
      );
      const series = queue.run(async () => {
        started.push('series');
        return ok(2);
      });
      await series;
      const beforeReset = [...started];
      await vi.advanceTimersByTimeAsync(30_000);
      await card;
      // Assert
      expect(beforeReset).toEqual(['series']);
      expect(started).toEqual(['series', 'card']);
      expect(seen).toEqual([30_000, null]);
    });

    it('starts held tasks at once while enough requests are left', async () => {
      // Arrange
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      await queue.run(async () => answer(REQUEST_POLICY.loading.reserve, 30_000));
      // Act
      const result = await queue.run(async () => ok(7), { hold: true });
      // Assert
      expect(result).toEqual(ok(7));
      expect(queue.status().heldUntil).toBeNull();
    });

    it('asks a held read again by itself once the rate limit it met resets', async () => {
      // Arrange
      vi.useFakeTimers({ now: 0 });
      const queue = createRequestQueue(3);
      let calls = 0;
      // Act
      const card = queue.run(
        async (): Promise<Result<number>> =>
          ++calls === 1
            ? { ok: false, error: { code: 'rate_limited', message: 'Wait.', retryAfter: 20 } }
            : ok(3),
        { hold: true },
      );
      await vi.advanceTimersByTimeAsync(0);
      const heldUntil = queue.status().heldUntil;
      await vi.advanceTimersByTimeAsync(20_000);
      // Assert
      expect(heldUntil).toBe(20_000);
      expect(await card).toEqual(ok(3));
      expect(calls).toBe(2);
    });
  });

  it('notes the oldest saved answer shown because the server could not be reached', async () => {
    // Arrange
    const queue = createRequestQueue(3);
    const saved = (fetchedAt: number): Result<unknown> => ({
      ok: true,
      value: { supported: true, data: 1, fetchedAt, stale: true },
    });
    // Act
    await queue.run(async () => saved(5_000));
    await queue.run(async () => saved(3_000));
    await queue.run(async () => saved(4_000));
    // Assert
    expect(queue.status().savedAt).toBe(3_000);
  });

  it('starts from the budget a previous queue knew, and drops what it did not start once disposed', async () => {
    // Arrange
    vi.useFakeTimers({ now: 0 });
    const queue = createRequestQueue(3, { budget: { remaining: 1, resetAt: 10_000 } });
    let calls = 0;
    // Act
    void queue.run(
      async () => {
        calls++;
        return ok(1);
      },
      { hold: true },
    );
    queue.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    // Assert
    expect(calls).toBe(0);
    expect(queue.budget()).toEqual({ remaining: 1, resetAt: 10_000 });
    vi.useRealTimers();
  });
});
