// @vitest-environment happy-dom
import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useProfileKey } from './use-profile-key';

describe('useProfileKey', () => {
  it('stays the same when the settings first arrive, and changes on each switch', () => {
    const { result, rerender } = renderHook(({ id }: { id: string | undefined }) => useProfileKey(id), {
      initialProps: { id: undefined as string | undefined },
    });
    const start = result.current;
    rerender({ id: 'home' });
    expect(result.current).toBe(start);
    rerender({ id: 'home' });
    expect(result.current).toBe(start);
    rerender({ id: 'work' });
    expect(result.current).not.toBe(start);
  });
});
