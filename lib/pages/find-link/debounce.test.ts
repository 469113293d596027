import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last value of a burst, after the wait', () => {
    const fn = vi.fn();
    const search = debounce(fn, 250);

    search.run('s');
    vi.advanceTimersByTime(100);
    search.run('sa');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('sa');
  });

  it('calls again for a value typed after the wait', () => {
    const fn = vi.fn();
    const search = debounce(fn, 250);

    search.run('a');
    vi.advanceTimersByTime(250);
    search.run('ab');
    vi.advanceTimersByTime(250);

    expect(fn.mock.calls).toEqual([['a'], ['ab']]);
  });

  it('drops a pending call on cancel', () => {
    const fn = vi.fn();
    const search = debounce(fn, 250);

    search.run('a');
    search.cancel();
    vi.advanceTimersByTime(1000);

    expect(fn).not.toHaveBeenCalled();
  });
});
