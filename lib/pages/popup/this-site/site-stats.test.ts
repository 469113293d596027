import { describe, expect, it } from 'vitest';
import { fortnight, lastWeek, weekFigures } from './site-stats';

const points = (counts: number[]) => counts.map((count, day) => ({ bucket: `d${day}`, count }));

describe('site stats', () => {
  it('asks for 14 days ending today, and shows the last 7', () => {
    expect(fortnight('2026-11-24')).toEqual({ from: '2026-11-11', to: '2026-11-24' });
    expect(lastWeek('2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });

  it('reads today, the week, and its change against the week before', () => {
    const figures = weekFigures(points([10, 10, 10, 10, 10, 10, 10, 12, 12, 12, 12, 12, 12, 5]));
    expect(figures).toEqual({
      today: 5,
      week: 77,
      change: 0.1,
      days: [12, 12, 12, 12, 12, 12, 5],
      trend: 'up',
    });
    expect(weekFigures(points([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0])).change).toBeNull();
  });

  it('states the trend of the week against the week before: falling at -16 %', () => {
    const figures = weekFigures(points([72, 66, 132, 138, 134, 126, 130, 60, 55, 110, 115, 112, 105, 20]));
    expect(figures.trend).toBe('down');
  });
});
