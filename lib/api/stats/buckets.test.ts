import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  alignPrevious,
  bucketsOf,
  clickGranularity,
  daysBetween,
  fillSeries,
  isDay,
  isPartialBucket,
  pointsUntil,
} from './buckets';

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

  it('sums daily rows into months on a range of 90 days or more, and marks the partial first and last month', () => {
    // Arrange: two years less a day, as a custom range may be
    const range = { from: '2024-11-21', to: '2026-11-20' };
    const rows = [
      { value: '2024-11-20', count: 100 }, // the day before the range: its month is in it, it is not
      { value: '2024-11-21', count: 2 },
      { value: '2024-11-30', count: 3 },
      { value: '2025-06-15', count: 7 },
      { value: '2026-11-20', count: 5 },
    ];
    // Act
    const points = fillSeries(range, clickGranularity(range), rows);
    // Assert
    expect(points).toHaveLength(25);
    expect(points[0]).toEqual({ bucket: '2024-11', count: 5, partial: true });
    expect(points.find((p) => p.bucket === '2025-06')).toEqual({ bucket: '2025-06', count: 7 });
    expect(points.at(-1)).toEqual({ bucket: '2026-11', count: 5, partial: true });
    expect(points.filter((p) => p.partial)).toHaveLength(2);
  });

  it("sums daily rows into years from 1999, and takes month rows (the links service's own) as they are", () => {
    const range = { from: '1999-03-01', to: '2026-11-20' };
    const years = fillSeries(range, clickGranularity(range), [
      { value: '1999-03-01', count: 1 },
      { value: '2026-01-01', count: 2 },
      { value: '2026', count: 4 },
    ]);
    expect(years).toHaveLength(28);
    expect(years[0]).toEqual({ bucket: '1999', count: 1, partial: true });
    expect(years[1]).toEqual({ bucket: '2000', count: 0 });
    expect(years.at(-1)).toEqual({ bucket: '2026', count: 6, partial: true });
    const year = { from: '2025-12-01', to: '2026-11-30' };
    const months = fillSeries(year, 'month', [{ value: '2026-02', count: 9 }]);
    expect(months.find((p) => p.bucket === '2026-02')?.count).toBe(9);
    expect(months.some((p) => p.partial)).toBe(false);
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

describe('isPartialBucket', () => {
  it('is true for a month or year the range starts after or ends before, never for days and hours', () => {
    const range = { from: '2024-02-02', to: '2024-12-31' };
    expect(isPartialBucket('2024-02', range, 'month')).toBe(true);
    expect(isPartialBucket('2024-03', range, 'month')).toBe(false);
    expect(isPartialBucket('2024-12', range, 'month')).toBe(false);
    expect(isPartialBucket('2024-02', { from: '2024-02-01', to: '2024-02-28' }, 'month')).toBe(true);
    expect(isPartialBucket('2024-02', { from: '2024-02-01', to: '2024-02-29' }, 'month')).toBe(false);
    expect(isPartialBucket('2024', range, 'year')).toBe(true);
    expect(isPartialBucket('2023', { from: '2023-01-01', to: '2024-06-01' }, 'year')).toBe(false);
    expect(isPartialBucket('2024-02-02', range, 'day')).toBe(false);
  });
});

describe('pointsUntil', () => {
  const day = fillSeries({ from: '2026-11-20', to: '2026-11-20' }, 'hour', []);

  it('keeps the hours of today up to the current one, so the hours to come are not drawn', () => {
    const points = pointsUntil(day, 9);
    expect(points).toHaveLength(10);
    expect(points.at(-1)?.bucket).toBe('2026-11-20 09');
    expect(pointsUntil(day, 0)).toHaveLength(1);
    expect(pointsUntil(day, 23)).toHaveLength(24);
  });

  it('keeps every point without a current hour, and every point of a series that is not hourly', () => {
    expect(pointsUntil(day)).toHaveLength(24);
    const days = fillSeries({ from: '2026-11-18', to: '2026-11-20' }, 'day', []);
    expect(pointsUntil(days, 3)).toEqual(days);
  });
});

describe('alignPrevious', () => {
  const points = (...buckets: string[]) => buckets.map((bucket, count) => ({ bucket, count }));

  it('lines the previous period up bucket by bucket when both have as many', () => {
    const aligned = alignPrevious(points('d', 'e', 'f'), points('a', 'b', 'c'));
    expect(aligned.map((p) => p?.bucket)).toEqual(['a', 'b', 'c']);
  });

  it('lines them up from the end when the previous period has one month more or fewer', () => {
    // 2026-03-01..2026-05-31 against 2025-11-29..2026-02-28: the 2 days of November drop out
    const current = points('2026-03', '2026-04', '2026-05');
    const longer = points('2025-11', '2025-12', '2026-01', '2026-02');
    expect(alignPrevious(current, longer).map((p) => p?.bucket)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(alignPrevious(longer, current).map((p) => p?.bucket)).toEqual([
      undefined,
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
  });

  it('gives as many buckets as the current range has, for any two lengths', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (a, b) => {
        const current = points(...Array.from({ length: a }, (_, i) => `c${i}`));
        const previous = points(...Array.from({ length: b }, (_, i) => `p${i}`));
        expect(alignPrevious(current, previous)).toHaveLength(a);
      }),
    );
  });
});
