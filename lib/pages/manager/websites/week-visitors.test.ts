import { describe, expect, it } from 'vitest';
import { weekVisitors } from './week-visitors';

const points = (counts: number[]) =>
  counts.map((count, index) => ({ bucket: `2026-11-${String(14 + index).padStart(2, '0')}`, count }));

describe('weekVisitors', () => {
  it('sums the 7 days and keeps them oldest first', () => {
    // Arrange
    const series = points([3, 5, 0, 7, 2, 4, 1]);
    // Act
    const week = weekVisitors(series);
    // Assert
    expect(week.total).toBe(22);
    expect(week.days).toEqual([3, 5, 0, 7, 2, 4, 1]);
  });

  it('reads only the last 7 days when the series holds more', () => {
    const week = weekVisitors(points([100, 100, 1, 1, 1, 1, 1, 1, 1]));
    expect(week.total).toBe(7);
    expect(week.days).toHaveLength(7);
  });

  it('counts 0 for a week without a visit', () => {
    expect(weekVisitors(points([0, 0, 0, 0, 0, 0, 0])).total).toBe(0);
  });

  it('states the trend of the two weeks it is given, not of the last days', () => {
    // Arrange: 16 % fewer visitors than the week before, with a quiet weekend early in the week
    const series = points([72, 66, 132, 138, 134, 126, 130, 60, 55, 110, 115, 112, 105, 20]);
    // Act / Assert
    expect(weekVisitors(series).trend).toBe('down');
  });
});
