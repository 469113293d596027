import { describe, expect, it } from 'vitest';
import { trendOf } from './trend';

/** Two weeks of days, oldest first, today (partial) last. */
const weeks = (before: number[], after: number[], today: number) =>
  [...before, 0, ...after, today].slice(-14);

describe('trendOf', () => {
  it('is down for a site 16 % below the week before, though its weekdays rise within the week', () => {
    // Arrange: a quiet weekend at the start of each week; the last three whole days are the busiest
    const days = [72, 66, 132, 138, 134, 126, 130, 60, 55, 110, 115, 112, 105, 20];
    // Act / Assert
    expect(trendOf(days)).toBe('down');
  });

  it('is down for a site whose days went from 100 to 96 visitors', () => {
    expect(trendOf(weeks([100, 100, 100, 100, 100, 100], [96, 96, 96, 96, 96, 96], 96))).toBe('down');
  });

  it('is up when the whole days have over 3 % more visitors than the same weekdays before', () => {
    expect(trendOf(weeks([100, 100, 100, 100, 100, 100], [104, 104, 104, 104, 104, 104], 1))).toBe('up');
  });

  it('is flat within 3 % either way', () => {
    expect(trendOf(weeks([100, 100, 100, 100, 100, 100], [98, 102, 99, 101, 100, 98], 1))).toBe('flat');
  });

  it('leaves today out: a quiet morning does not make the week fall', () => {
    expect(trendOf(weeks([10, 10, 10, 10, 10, 10], [10, 10, 10, 10, 10, 10], 1))).toBe('flat');
  });

  it('is up from nothing, and flat when there was nothing at all', () => {
    expect(trendOf(weeks([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 3], 0))).toBe('up');
    expect(trendOf(new Array(14).fill(0))).toBe('flat');
  });

  it('compares the halves of the whole days when it has one week only', () => {
    expect(trendOf([100, 99, 99, 97, 96, 96, 10])).toBe('down');
    expect(trendOf([10, 10, 10, 12, 12, 12, 0])).toBe('up');
  });
});
