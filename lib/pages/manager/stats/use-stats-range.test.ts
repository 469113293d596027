import { describe, expect, it } from 'vitest';
import { choiceRange } from './use-stats-range';

describe('choiceRange', () => {
  it("counts a preset back from the account's today", () => {
    expect(choiceRange({ preset: '7d' }, '2026-11-27', null, 'UTC')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });

  it("starts All time on the record's creation, as a day of the account's zone", () => {
    // Act: created late on Jan 2 in UTC, already Jan 3 in Tokyo
    const range = choiceRange({ preset: 'all' }, '2026-11-27', '2025-01-02T20:00:00Z', 'Asia/Tokyo');
    // Assert
    expect(range).toEqual({ from: '2025-01-03', to: '2026-11-27' });
  });

  it('keeps a custom range as chosen', () => {
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(choiceRange({ custom }, '2026-11-27', null, 'UTC')).toBe(custom);
  });
});
