import { describe, expect, it } from 'vitest';
import { changeOf, presetRange, previousRange, rangeProblems } from './range';

const today = '2026-11-24';

describe('presetRange', () => {
  it('counts today in every preset', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-18', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-10-26', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2025-11-25', to: today });
  });

  it("starts all time on the record's creation day, today when it is unknown", () => {
    expect(presetRange('all', today, '2024-03-05T10:00:00.000Z')).toEqual({ from: '2024-03-05', to: today });
    expect(presetRange('all', today, null)).toEqual({ from: today, to: today });
    expect(presetRange('all', today, '2027-01-01T00:00:00Z')).toEqual({ from: today, to: today });
  });
});

describe('previousRange', () => {
  it('is the period of the same length just before', () => {
    expect(previousRange({ from: '2026-11-18', to: today })).toEqual({
      from: '2026-11-11',
      to: '2026-11-17',
    });
    expect(previousRange({ from: today, to: today })).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});

describe('changeOf', () => {
  it('is the fraction of change, null when there was nothing before', () => {
    expect(changeOf(112, 100)).toBeCloseTo(0.12);
    expect(changeOf(92, 100)).toBeCloseTo(-0.08);
    expect(changeOf(5, 0)).toBeNull();
  });
});

describe('rangeProblems', () => {
  it('refuses malformed dates, dates after today and a start after the end, at their field', () => {
    expect(rangeProblems({ from: '2026-02-30', to: '24.11.2026' }, today)).toEqual({
      from: 'format',
      to: 'format',
    });
    expect(rangeProblems({ from: '2026-11-20', to: '2026-11-25' }, today)).toEqual({ to: 'future' });
    expect(rangeProblems({ from: '2026-11-21', to: '2026-11-20' }, today)).toEqual({ from: 'order' });
    expect(rangeProblems({ from: '2026-11-01', to: today }, today)).toEqual({});
  });
});
