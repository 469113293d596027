import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_START_MS, afterStart } from './after-start';

describe('afterStart (start-up work waits for the event that woke the worker)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not run the task during the start', async () => {
    const task = vi.fn();

    afterStart(task);
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);

    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task once when AFTER_START_MS have passed', async () => {
    const task = vi.fn();

    afterStart(task);
    await vi.advanceTimersByTimeAsync(AFTER_START_MS * 10);

    expect(task).toHaveBeenCalledTimes(1);
  });
});
