import { describe, expect, it } from 'vitest';
import { sparkline } from './Sparkline';

describe('sparkline', () => {
  it('draws the sparkline across the box, the highest day at the top', () => {
    expect(sparkline([0, 5, 10], 100, 22)).toBe('0,22 50,12 100,2');
    expect(sparkline([0, 0], 100, 22)).toBe('0,22 100,22');
  });
});
