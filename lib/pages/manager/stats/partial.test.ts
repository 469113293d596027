import { describe, expect, it } from 'vitest';
import { partialKinds, splitAtToday } from './partial';

const days = (...buckets: string[]) => buckets.map((bucket) => ({ bucket, count: 5 }));

describe('partialKinds', () => {
  it("marks today's day as partial: its count is the day so far", () => {
    // Arrange
    const points = days('2026-11-25', '2026-11-26', '2026-11-27');
    // Act
    const kinds = partialKinds(points, 'day', '2026-11-27');
    // Assert
    expect(kinds).toEqual([null, null, 'today']);
  });

  it('marks the hour now of today’s hours as partial: its count is the hour so far', () => {
    // Arrange
    const points = days('2026-11-27 08', '2026-11-27 09', '2026-11-27 10');
    // Act
    const kinds = partialKinds(points, 'hour', '2026-11-27', 9);
    // Assert
    expect(kinds).toEqual([null, 'hour', null]);
  });

  it('marks no hour of a past day', () => {
    expect(partialKinds(days('2026-11-26 09'), 'hour', '2026-11-27', 9)).toEqual([null]);
  });

  it('marks nothing on days that are all over', () => {
    expect(partialKinds(days('2026-11-01', '2026-11-02'), 'day', '2026-11-27')).toEqual([null, null]);
  });

  it('keeps the months the range covers in part', () => {
    const points = [
      { bucket: '2025-11', count: 3, partial: true as const },
      { bucket: '2025-12', count: 9 },
      { bucket: '2026-11', count: 3, partial: true as const },
    ];
    expect(partialKinds(points, 'month', '2026-11-27')).toEqual(['range', null, 'range']);
  });
});

describe('splitAtToday', () => {
  it('ends the solid line on the last whole day and keeps the step to today apart', () => {
    expect(splitAtToday([4, 6, 8, 2], [null, null, null, 'today'])).toEqual({
      whole: [4, 6, 8, null],
      today: [null, null, 8, 2],
    });
  });

  it('keeps the step into the hour now apart, so it does not read as a drop', () => {
    expect(splitAtToday([4, 6, 1], [null, null, 'hour'])).toEqual({
      whole: [4, 6, null],
      today: [null, 6, 1],
    });
  });

  it('leaves a line without today whole', () => {
    expect(splitAtToday([4, 6], [null, null])).toEqual({ whole: [4, 6], today: null });
  });
});
