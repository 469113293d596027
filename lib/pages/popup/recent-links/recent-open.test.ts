import { describe, expect, it } from 'vitest';
import { recentOpen, rememberRecentOpen } from './recent-open';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('recentOpen', () => {
  it('is closed until the person opened the list, then open until closed again', () => {
    const store = memory();
    expect(recentOpen(store)).toBe(false);
    rememberRecentOpen(true, store);
    expect(recentOpen(store)).toBe(true);
    rememberRecentOpen(false, store);
    expect(recentOpen(store)).toBe(false);
  });

  it('is closed when the storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(recentOpen(broken)).toBe(false);
  });
});
