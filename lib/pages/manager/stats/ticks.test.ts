import { describe, expect, it } from 'vitest';
import { tickTimes } from './ticks';

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
