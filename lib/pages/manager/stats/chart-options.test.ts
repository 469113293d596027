// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import type { StatSeries } from '../../../api/stats/types';
import { bucketTime, chartData, chartLines, chartModel, chartSeries, partialSpans } from './chart-options';

beforeEach(() => useEnglishMessages());

const days = (counts: number[], first = 25): StatSeries => ({
  granularity: 'day',
  points: counts.map((count, index) => ({ bucket: `2026-11-${first + index}`, count })),
});

describe('bucketTime', () => {
  it('reads an hourly bucket as the local time its hour starts', () => {
    expect(bucketTime('2026-11-27 13')).toBe(new Date(2026, 10, 27, 13).getTime() / 1000);
  });

  it('reads a month and a year as their first day', () => {
    expect(bucketTime('2026-11')).toBe(new Date(2026, 10, 1).getTime() / 1000);
    expect(bucketTime('2026')).toBe(new Date(2026, 0, 1).getTime() / 1000);
  });
});

describe('chartModel', () => {
  it("labels today's bucket as the day so far and marks it partial", () => {
    // Act
    const model = chartModel({ names: ['clicks'], series: [days([40, 44, 9])], today: '2026-11-27' });
    // Assert
    expect(model.partial).toEqual([false, false, true]);
    expect(model.label(2)).toMatch(/27 \(today so far\)$/);
    expect(model.label(0)).not.toMatch(/\(/);
  });

  it("shows only today's hours up to the current one", () => {
    const hours: StatSeries = {
      granularity: 'hour',
      points: Array.from({ length: 24 }, (_, hour) => ({
        bucket: `2026-11-27 ${String(hour).padStart(2, '0')}`,
        count: hour,
      })),
    };
    expect(chartModel({ names: ['clicks'], series: [hours], currentHour: 9 }).shown).toBe(10);
  });

  it('marks the hour now of today’s hours as partial, not as a drop', () => {
    // Arrange
    const hours: StatSeries = {
      granularity: 'hour',
      points: [8, 9, 10].map((hour) => ({ bucket: `2026-11-27 ${String(hour).padStart(2, '0')}`, count: 7 })),
    };
    // Act
    const model = chartModel({ names: ['clicks'], series: [hours], currentHour: 9, today: '2026-11-27' });
    // Assert
    expect(model.partial).toEqual([false, true, false]);
    expect(model.label(1)).toMatch(/\(this hour so far\)$/);
    expect(chartLines(model)[0]).toEqual({ whole: [7, null, null], today: [7, 7, null] });
  });

  it("labels a previous period's point with its count and its own date", () => {
    // Act
    const model = chartModel({ names: ['clicks'], series: [days([1, 2])], previous: days([1234, 5], 23) });
    // Assert
    expect(model.beforeLabel(model.before?.[0] ?? null)).toMatch(/^1,234 \(.*23\)$/);
    expect(model.beforeLabel(null)).toBe('—');
  });
});

describe('chartSeries and chartData', () => {
  it('line up the lines, the dashed previous period and the dotted step into today, in that order', () => {
    // Arrange
    const model = chartModel({
      names: ['clicks'],
      series: [days([40, 44, 9])],
      previous: days([3, 4, 5], 22),
      today: '2026-11-27',
    });
    const lines = chartLines(model);
    // Act
    const series = chartSeries(model, lines, ['blue', 'green']);
    const data = chartData(model, lines);
    // Assert
    expect(series.map((s) => s.label)).toEqual([
      'Period',
      'Clicks',
      'Previous period',
      'Clicks (today so far)',
    ]);
    expect(series.map((s) => s.dash)).toEqual([undefined, undefined, [6, 5], [2, 4]]);
    expect(data.slice(1)).toEqual([
      [40, 44, null],
      [3, 4, 5],
      [null, 44, 9],
    ]);
  });

  it('leaves out the hours still to come, not drawing them as 0', () => {
    const hours: StatSeries = {
      granularity: 'hour',
      points: [0, 1, 2].map((hour) => ({ bucket: `2026-11-27 ${String(hour).padStart(2, '0')}`, count: 7 })),
    };
    const model = chartModel({ names: ['clicks'], series: [hours], currentHour: 1 });
    expect(chartData(model, chartLines(model))[1]).toEqual([7, 7, null]);
  });
});

describe('partialSpans', () => {
  const x = (index: number) => 100 + index * 50;

  it('hatches a partial bucket from halfway to each neighbour', () => {
    expect(partialSpans([false, true, false], x, 0, 400)).toEqual([{ from: 125, to: 175 }]);
  });

  it('keeps the hatching of the first and last buckets within the plot', () => {
    expect(partialSpans([true, false, true], x, 110, 80)).toEqual([
      { from: 110, to: 125 },
      { from: 175, to: 190 },
    ]);
  });
});
