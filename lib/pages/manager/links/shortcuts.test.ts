import { describe, expect, it } from 'vitest';
import { type KeyPress, nextRow, shortcutFor } from './shortcuts';

const press = (key: string, patch: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inField: false,
  inDialog: false,
  onRow: false,
  ...patch,
});

describe('shortcutFor', () => {
  it('maps /, n, j, k and ? to their shortcuts', () => {
    expect(['/', 'n', 'j', 'k', '?'].map((key) => shortcutFor(press(key)))).toEqual([
      'search',
      'new',
      'next',
      'previous',
      'help',
    ]);
  });

  it('ignores keys typed in a field, in a dialog or with a modifier', () => {
    expect(shortcutFor(press('n', { inField: true }))).toBeNull();
    expect(shortcutFor(press('/', { inDialog: true }))).toBeNull();
    expect(shortcutFor(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('j', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('k', { altKey: true }))).toBeNull();
  });

  it('takes Enter as edit only on a focused row', () => {
    expect(shortcutFor(press('Enter', { onRow: true }))).toBe('edit');
    expect(shortcutFor(press('Enter'))).toBeNull();
  });

  it('returns null for any other key', () => {
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('N'))).toBeNull();
  });
});

describe('nextRow', () => {
  it('starts at the first row when no row has focus', () => {
    expect(nextRow(-1, 5, 1)).toBe(0);
    expect(nextRow(-1, 5, -1)).toBe(0);
  });

  it('moves one row and stops at either end', () => {
    expect(nextRow(2, 5, 1)).toBe(3);
    expect(nextRow(2, 5, -1)).toBe(1);
    expect(nextRow(4, 5, 1)).toBe(4);
    expect(nextRow(0, 5, -1)).toBe(0);
  });

  it('returns -1 when there are no rows', () => {
    expect(nextRow(-1, 0, 1)).toBe(-1);
  });
});
