// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import type { StatSeries } from '../../../api/stats/types';
import { TimeChart } from './TimeChart';

// happy-dom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => ({
  options: null as null | { series: { label?: string; dash?: number[] }[] },
  data: [] as unknown[][],
}));
vi.mock('uplot', () => ({
  default: class {
    constructor(options: typeof drawn.options, data: unknown[][]) {
      drawn.options = options;
      drawn.data = data;
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  useEnglishMessages();
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const week: StatSeries = {
  granularity: 'day',
  points: [
    { bucket: '2026-11-25', count: 40 },
    { bucket: '2026-11-26', count: 44 },
    { bucket: '2026-11-27', count: 9 },
  ],
};

describe('TimeChart', () => {
  it("marks today's point of a daily chart as the day so far: hatched, dotted, and said in words", () => {
    // Act
    render(<TimeChart names={['clicks']} series={[week]} today="2026-11-27" />);
    // Assert: the table's last period says it, and the note explains the marking
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.at(-1)?.querySelector('th')?.textContent).toMatch(/27 \(today so far\)$/);
    expect(rows.at(-1)?.className).toBe('stats-partial');
    expect(rows[0]?.className).toBe('');
    expect(screen.getByText('Hatched and dotted: today, counted so far (the day is not over).')).toBeTruthy();
    // The solid line stops at yesterday; a dotted segment of its own goes on to today.
    expect(drawn.data[1]).toEqual([40, 44, null]);
    expect(drawn.data.at(-1)).toEqual([null, 44, 9]);
    expect(drawn.options?.series.at(-1)?.dash).toEqual([2, 4]);
  });

  it('marks nothing on a range of whole days', () => {
    render(<TimeChart names={['clicks']} series={[week]} today="2026-11-28" />);
    expect(screen.queryByText(/today so far/)).toBeNull();
    expect(drawn.data).toHaveLength(2);
  });
});
