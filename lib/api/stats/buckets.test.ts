import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, bucketsOf, clickGranularity, daysBetween, fillSeries, isDay } from './buckets';

describe('isDay', () => {
  it('accepts real calendar days written YYYY-MM-DD, and nothing else', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('24.11.2026')).toBe(false);
  });
});

describe('clickGranularity', () => {
  it('sizes buckets as the links service does: hours for one day, days under 90, months under 730, else years', () => {
    expect(clickGranularity({ from: '2026-11-24', to: '2026-11-24' })).toBe('hour');
    expect(clickGranularity({ from: '2026-08-27', to: '2026-11-24' })).toBe('day');
    expect(clickGranularity({ from: '2026-08-26', to: '2026-11-24' })).toBe('month');
    expect(clickGranularity({ from: '2024-11-25', to: '2026-11-24' })).toBe('month');
    expect(clickGranularity({ from: '2024-11-24', to: '2026-11-24' })).toBe('year');
  });
});

describe('bucketsOf', () => {
  it('lists 24 hours for one day, every day, month or year of a range, in order', () => {
    expect(bucketsOf({ from: '2026-11-24', to: '2026-11-24' }, 'hour')).toHaveLength(24);
    expect(bucketsOf({ from: '2026-11-24', to: '2026-11-24' }, 'hour')[9]).toBe('2026-11-24 09');
    expect(bucketsOf({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketsOf({ from: '2025-11-25', to: '2026-11-24' }, 'month')).toHaveLength(13);
    expect(bucketsOf({ from: '2023-06-01', to: '2026-11-24' }, 'year')).toEqual([
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
  });
});

describe('fillSeries', () => {
  it('fills the buckets without visits with 0, and drops rows outside the range', () => {
    // Arrange
    const range = { from: '2026-11-20', to: '2026-11-23' };
    const rows = [
      { value: '2026-11-23', count: 9 },
      { value: '2026-11-20', count: 4 },
      { value: '2026-11-24', count: 1 },
    ];
    // Act
    const points = fillSeries(range, 'day', rows);
    // Assert
    expect(points).toEqual([
      { bucket: '2026-11-20', count: 4 },
      { bucket: '2026-11-21', count: 0 },
      { bucket: '2026-11-22', count: 0 },
      { bucket: '2026-11-23', count: 9 },
    ]);
  });

  it('reads the analytics service\'s bare hours ("09") as hours of the range\'s day', () => {
    const points = fillSeries({ from: '2026-11-24', to: '2026-11-24' }, 'hour', [{ value: '09', count: 3 }]);
    expect(points.find((p) => p.count > 0)).toEqual({ bucket: '2026-11-24 09', count: 3 });
  });

  it('covers every day of any range once, and keeps the total of the rows inside it', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.tuple(fc.integer({ min: -5, max: 130 }), fc.nat(50))),
        (from, length, picks) => {
          const range = { from, to: addDays(from, length) };
          const rows = picks.map(([offset, count]) => ({ value: addDays(from, offset), count }));
          const points = fillSeries(range, 'day', rows);
          const inside = rows.filter((row) => row.value >= range.from && row.value <= range.to);
          expect(points).toHaveLength(daysBetween(range) + 1);
          expect(new Set(points.map((p) => p.bucket)).size).toBe(points.length);
          expect(points.reduce((sum, p) => sum + p.count, 0)).toBe(
            inside.reduce((sum, r) => sum + r.count, 0),
          );
        },
      ),
    );
  });
});
