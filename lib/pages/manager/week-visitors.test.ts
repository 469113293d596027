import { describe, expect, it } from 'vitest';
import { trendOf, weekVisitors } from './week-visitors';

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
});

describe('trendOf', () => {
  it('is up when the last three whole days have over 10 % more visitors than the three before', () => {
    expect(trendOf([10, 10, 10, 12, 12, 12, 0])).toBe('up');
  });

  it('is down when they have over 10 % fewer', () => {
    expect(trendOf([10, 10, 10, 8, 8, 8, 30])).toBe('down');
  });

  it('is flat within 10 %', () => {
    expect(trendOf([10, 10, 10, 11, 10, 10, 0])).toBe('flat');
  });

  it('leaves today out: a quiet morning does not make the week fall', () => {
    expect(trendOf([10, 10, 10, 10, 10, 10, 1])).toBe('flat');
  });

  it('is up from nothing, and flat when there was nothing at all', () => {
    expect(trendOf([0, 0, 0, 0, 0, 3, 0])).toBe('up');
    expect(trendOf([0, 0, 0, 0, 0, 0, 0])).toBe('flat');
  });
});
