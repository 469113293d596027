import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('builds nothing until asked, then once, and gives the same value every time', () => {
    const build = vi.fn(() => ({ schema: 1 }));
    const get = lazy(build);
    expect(build).not.toHaveBeenCalled();

    const first = get();
    const second = get();

    expect(build).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });
});
