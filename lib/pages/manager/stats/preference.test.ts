import { describe, expect, it } from 'vitest';
import { rememberedRange, rememberRange, rememberShowPrevious, showsPrevious } from './preference';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the remembered range', () => {
  it('gives back the range chosen last, preset or custom', () => {
    const store = memoryStore();
    rememberRange({ preset: '12m' }, store);
    expect(rememberedRange(store)).toEqual({ preset: '12m' });
    rememberRange({ custom: { from: '2026-01-01', to: '2026-02-01' } }, store);
    expect(rememberedRange(store)).toEqual({ custom: { from: '2026-01-01', to: '2026-02-01' } });
  });

  it('is nothing when none was chosen, or what is stored is not a range', () => {
    const store = memoryStore();
    expect(rememberedRange(store)).toBeNull();
    store.setItem('stats.range', '{oops');
    expect(rememberedRange(store)).toBeNull();
  });
});

describe('the previous period preference', () => {
  it('draws the previous period until a person hides it, and remembers either choice', () => {
    const store = memoryStore();
    expect(showsPrevious(store)).toBe(true);
    rememberShowPrevious(false, store);
    expect(showsPrevious(store)).toBe(false);
    rememberShowPrevious(true, store);
    expect(showsPrevious(store)).toBe(true);
  });

  it('draws it when the storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(showsPrevious(broken)).toBe(true);
  });
});
