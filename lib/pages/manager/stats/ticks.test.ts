import { describe, expect, it } from 'vitest';
import { axisLabels, bucketFormat, spansYears, tickTimes } from './ticks';

const days = (n: number) => Array.from({ length: n }, (_, i) => i * 86_400);

describe('tickTimes', () => {
  it('labels every bucket when they all fit', () => {
    expect(tickTimes(days(7), 1100)).toEqual(days(7));
  });

  it('labels every n-th bucket, from the first, when they do not fit', () => {
    // 30 buckets in 700 px: 10 labels fit at 70 px, so every 3rd bucket
    const ticks = tickTimes(days(30), 700);
    expect(ticks).toEqual(days(30).filter((_, i) => i % 3 === 0));
    expect(ticks.length).toBeLessThanOrEqual(10);
  });

  it('never puts a label between two buckets', () => {
    const buckets = days(90);
    for (const width of [320, 800, 1280]) {
      expect(tickTimes(buckets, width).every((time) => buckets.includes(time))).toBe(true);
    }
  });

  it('labels the anchors (first days of months) when a label would stand for more than a week', () => {
    // 365 days in 1120 px: 16 labels fit, one for every 23 days; 12 first days of a month do
    const firstOfMonth = (time: number) => time % (30 * 86_400) === 0;
    const ticks = tickTimes(days(365), 1120, 70, firstOfMonth);
    expect(ticks).toEqual(days(365).filter(firstOfMonth));
  });

  it('thins the anchors too when they do not all fit, and ignores them for short ranges', () => {
    const firstOfMonth = (time: number) => time % (30 * 86_400) === 0;
    expect(tickTimes(days(730), 560, 70, firstOfMonth)).toEqual(
      days(730)
        .filter(firstOfMonth)
        .filter((_, i) => i % 4 === 0),
    );
    expect(tickTimes(days(30), 700, 70, firstOfMonth)).toEqual(days(30).filter((_, i) => i % 3 === 0));
  });

  it('keeps a single bucket, and gives the buckets back on a chart with no width yet', () => {
    expect(tickTimes([5], 600)).toEqual([5]);
    expect(tickTimes(days(3), 0)).toEqual(days(3));
  });
});

/** Local times in seconds, as TimeChart's bucketTime gives them. */
const at = (year: number, month: number, day = 1) => new Date(year, month - 1, day).getTime() / 1000;

describe('spansYears', () => {
  it('is true when the first and last bucket are in different calendar years', () => {
    expect(spansYears([at(2025, 12, 30), at(2026, 1, 2)])).toBe(true);
    expect(spansYears([at(2026, 1, 1), at(2026, 12, 31)])).toBe(false);
    expect(spansYears([at(2026, 1, 1)])).toBe(false);
  });
});

describe('axisLabels', () => {
  it('writes the year of months on the first label and where it changes', () => {
    const ticks = [at(2024, 11), at(2024, 12), at(2025, 1), at(2025, 2)];
    expect(axisLabels(ticks, 'month', true, 'en-US')).toEqual(['Nov 2024', 'Dec', 'Jan 2025', 'Feb']);
  });

  it('writes the year of days only when the range spans years', () => {
    const ticks = [at(2025, 12, 30), at(2025, 12, 31), at(2026, 1, 1)];
    expect(axisLabels(ticks, 'day', true, 'en-US')).toEqual(['Dec 30, 2025', 'Dec 31', 'Jan 1, 2026']);
    expect(axisLabels(ticks.slice(0, 2), 'day', false, 'en-US')).toEqual(['Dec 30', 'Dec 31']);
  });

  it('writes years as years, and hours as hours', () => {
    expect(axisLabels([at(1999, 1), at(2000, 1)], 'year', true, 'en-US')).toEqual(['1999', '2000']);
    const nine = new Date(2026, 10, 20, 9).getTime() / 1000;
    expect(axisLabels([nine], 'hour', false, 'en-US')).toEqual(['9 AM']);
  });
});

describe('bucketFormat', () => {
  it('gives days their year in the legend and table when the range spans years', () => {
    const day = new Date(2025, 11, 30);
    expect(new Intl.DateTimeFormat('en-US', bucketFormat('day', true)).format(day)).toBe('Dec 30, 2025');
    expect(new Intl.DateTimeFormat('en-US', bucketFormat('day', false)).format(day)).toBe('Dec 30');
    expect(new Intl.DateTimeFormat('en-US', bucketFormat('month', false)).format(day)).toBe('Dec 2025');
  });
});
