import { describe, expect, it } from 'vitest';
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
    const queue = createRequestQueue(1, () => clock);
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
});
