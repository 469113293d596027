import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Granularity, SeriesName, StatSeries } from '../../../lib/api/stats/types';
import { tickTimes } from '../../../lib/pages/manager/stats/ticks';
import { t } from '../../../lib/shared/i18n';

interface TimeChartProps {
  names: SeriesName[];
  /** One per name, the same buckets each (the range's). */
  series: StatSeries[];
}

/** A bucket (`YYYY-MM-DD HH`, `YYYY-MM-DD`, `YYYY-MM`, `YYYY`) as the local time it starts, in seconds. */
export function bucketTime(bucket: string): number {
  const [date = '', hour = '0'] = bucket.split(' ');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Number(hour)).getTime() / 1000;
}

const isFirstOfMonth = (seconds: number) => new Date(seconds * 1000).getDate() === 1;

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Axis and legend text per bucket size: hours of a day, days, months, years. */
const DATE_FORMAT: Record<Granularity, Intl.DateTimeFormatOptions> = {
  hour: { hour: 'numeric' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

/**
 * The range's time series drawn by uPlot (a library made for charts: axes, ticks, hover), with
 * the same numbers as a table for screen readers and keyboard users. Marks `stats-chart-drawn`
 * once drawn (`npm run bench` times the view by it).
 */
export function TimeChart({ names, series }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const granularity = series[0]?.granularity ?? 'day';
  const format = new Intl.DateTimeFormat(undefined, DATE_FORMAT[granularity]);
  const buckets = series[0]?.points.map((point) => point.bucket) ?? [];

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors = [css('--accent'), css('--ok')];
    const axis = {
      stroke: css('--muted'),
      grid: { stroke: css('--border'), width: 1 },
      ticks: { show: false },
    };
    const times = buckets.map(bucketTime);
    let marked = false;
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 240,
        series: [
          // The legend's first column: the bucket under the cursor (— when the cursor is away).
          {
            label: t('stats_period'),
            value: (_u, seconds) => (seconds == null ? '—' : format.format(seconds * 1000)),
          },
          ...names.map((name, index) => ({
            label: t(`stats_${name}`),
            stroke: colors[index],
            fill: index === 0 ? `${colors[index]}22` : undefined,
            width: 2,
            points: { show: buckets.length <= 31 },
            value: (_u: uPlot, count: number | null) => (count == null ? '—' : count.toLocaleString()),
          })),
        ],
        axes: [
          // Labels on buckets only, 70 px apart at least (ticks.ts).
          {
            ...axis,
            splits: (u) =>
              tickTimes(times, u.over.clientWidth, 70, granularity === 'day' ? isFirstOfMonth : undefined),
            values: (_u, ticks) => ticks.map((seconds) => format.format(seconds * 1000)),
          },
          { ...axis, size: 56 },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
        cursor: { y: false },
        legend: { live: true },
        hooks: {
          // The legend's values follow the cursor; away from the chart only the names show.
          setCursor: [(u) => element.classList.toggle('stats-chart-idle', u.cursor.idx == null)],
          draw: [
            () => {
              if (marked) return;
              marked = true;
              performance.mark('stats-chart-drawn');
            },
          ],
        },
      },
      [times, ...series.map((s) => s.points.map((point) => point.count))],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);

  const label = names.map((name) => t(`stats_${name}`)).join(', ');
  return (
    <figure class="stats-chart">
      <div
        ref={box}
        class="stats-chart-box stats-chart-idle"
        role="img"
        aria-label={t('stats_chartLabel', label)}
      />
      <details class="stats-data">
        <summary>{t('stats_dataTable')}</summary>
        <table class="records stats-table">
          <caption class="visually-hidden">{t('stats_chartLabel', label)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats_period')}</th>
              {names.map((name) => (
                <th key={name} scope="col" class="num">
                  {t(`stats_${name}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, row) => (
              <tr key={bucket}>
                <th scope="row">{format.format(bucketTime(bucket) * 1000)}</th>
                {series.map((s, column) => (
                  <td key={names[column]} class="num">
                    {s.points[row]?.count.toLocaleString()}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
