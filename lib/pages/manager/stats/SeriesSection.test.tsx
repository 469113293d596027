// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import type { StatSeries } from '../../../api/stats/types';
import { createRequestQueue } from './queue';
import { SeriesSection } from './SeriesSection';

// happy-dom has no canvas: the chart shows what it was given (the drawing is checked in e2e).
vi.mock('./TimeChart', () => ({
  TimeChart: (props: { previous?: StatSeries; currentHour?: number }) => (
    <p>
      chart{props.previous ? ' with the previous period' : ''}
      {props.currentHour === undefined ? '' : ` until ${props.currentHour}`}
    </p>
  ),
}));

beforeEach(() => {
  useEnglishMessages();
  localStorage.clear();
});

const range = { from: '2026-11-18', to: '2026-11-24' };
const seriesOf = (count: number): StatSeries => ({
  granularity: 'day',
  points: [{ bucket: '2026-11-24', count }],
});

/** The range's series count 1500 (visitors) and 3000 (pageviews); the week before 1000 and 3000. */
function setup(props: { compare?: boolean; currentHour?: number } = {}) {
  const send = fakeSend({
    'stats.series': (input) => {
      const now = input.from === range.from;
      const count = input.name === 'visitors' ? (now ? 1500 : 1000) : 3000;
      return { ok: true, value: { supported: true, data: seriesOf(count), fetchedAt: 1 } };
    },
  });
  const onTotals = vi.fn();
  render(
    <SeriesSection
      service="websites"
      id={5}
      range={range}
      send={send}
      queue={createRequestQueue(3)}
      onUnsupported={vi.fn()}
      onRangeErrors={vi.fn()}
      onTotals={onTotals}
      {...props}
    />,
  );
  const asked = () => send.mock.calls.filter(([type]) => type === 'stats.series').map(([, input]) => input);
  return { asked, onTotals };
}

describe('SeriesSection', () => {
  it('writes totals and changes as the locale does, and draws the previous period', async () => {
    // The previous period is asked once the range's own series are drawn (queue.ts, `later`).
    const { asked, onTotals } = setup();
    await waitFor(() => expect(onTotals).toHaveBeenCalled());
    await waitFor(() => expect(asked()).toHaveLength(4));
    expect(await screen.findByText('+50%')).toBeTruthy();
    expect(screen.getByText('1,500')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(await screen.findByText('chart with the previous period')).toBeTruthy();
  });

  it('tells the totals once they are known', async () => {
    const { onTotals } = setup();
    await waitFor(() => expect(onTotals).toHaveBeenCalledWith({ visitors: 1500, pageviews: 3000 }));
    expect(onTotals).toHaveBeenCalledTimes(1);
  });

  it('asks for no previous period and shows no change when told not to compare ("All time")', async () => {
    const { asked, onTotals } = setup({ compare: false });
    expect(await screen.findByText('chart')).toBeTruthy();
    await waitFor(() => expect(onTotals).toHaveBeenCalled());
    expect(asked().map((input) => (input as { from: string }).from)).toEqual([range.from, range.from]);
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.queryByLabelText('Show the previous period')).toBeNull();
  });

  it('hides the dashed previous period on request and remembers it for the next view', async () => {
    setup();
    await screen.findByText('chart with the previous period');
    // Act
    fireEvent.click(screen.getByLabelText('Show the previous period'));
    // Assert
    expect(await screen.findByText('chart')).toBeTruthy();
    expect(localStorage.getItem('stats.previous')).toBe('hidden');
    expect(screen.getByText('+50%')).toBeTruthy();
  });

  it('gives the chart the current hour of today', async () => {
    setup({ currentHour: 9 });
    expect(await screen.findByText(/until 9/)).toBeTruthy();
  });

  it('compares today so far with the same hours of yesterday, not with the whole of it', async () => {
    // Arrange: today until 09:00 counts 10 visitors; yesterday 8 until 09:00 and 92 after.
    const today = { from: '2026-11-24', to: '2026-11-24' };
    const hours = (day: string, counts: Record<string, number>): StatSeries => ({
      granularity: 'hour',
      points: Object.entries(counts).map(([hour, count]) => ({ bucket: `${day} ${hour}`, count })),
    });
    const send = fakeSend({
      'stats.series': (input) => {
        const data =
          input.from === today.from
            ? hours(input.from, { '08': 4, '09': 6 })
            : hours(input.from, { '08': 3, '09': 5, '10': 40, '20': 52 });
        return { ok: true, value: { supported: true, data, fetchedAt: 1 } };
      },
    });
    // Act
    render(
      <SeriesSection
        service="links"
        id={5}
        range={today}
        send={send}
        queue={createRequestQueue(3)}
        onUnsupported={vi.fn()}
        onRangeErrors={vi.fn()}
        currentHour={9}
      />,
    );
    // Assert: +25% (10 against 8), not -90% (10 against 100)
    expect(await screen.findByText('+25%')).toBeTruthy();
  });
});
