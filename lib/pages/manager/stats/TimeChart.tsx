import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { alignPrevious, pointsUntil } from '../../../api/stats/buckets';
import type { SeriesName, SeriesPoint, StatSeries } from '../../../api/stats/types';
import { t } from '../../../shared/i18n';
import { partialKinds, splitAtToday } from './partial';
import { axisLabels, bucketFormat, spansYears, tickTimes } from './ticks';
import './chart.css';
import { dateTimeFormat, numberFormat, uiLanguage } from '../../../shared/format';

interface TimeChartProps {
  names: SeriesName[];
  /** One per name, the same buckets each (the range's). */
  series: StatSeries[];
  /**
   * The previous period of the first name (the same number of days just before the range), drawn
   * as a dashed line lined up bucket by bucket with the range; absent: no such line.
   */
  previous?: StatSeries | undefined;
  /**
   * On an hourly series of today: the hour now in the account's zone (0-23). The hours after it
   * have not happened: they are neither drawn (not even as 0) nor listed in the table.
   */
  currentHour?: number | undefined;
  /** The account's day today: on a daily chart its point counts the day so far, marked partial. */
  today?: string | undefined;
}

/** A bucket (`YYYY-MM-DD HH`, `YYYY-MM-DD`, `YYYY-MM`, `YYYY`) as the local time it starts, in seconds. */
export function bucketTime(bucket: string): number {
  const [date = '', hour = '0'] = bucket.split(' ');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Number(hour)).getTime() / 1000;
}

const isFirstOfMonth = (seconds: number) => new Date(seconds * 1000).getDate() === 1;

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Whether the page is dark: the chart's colours are read from theme.css when it is drawn, so it
 * is drawn again when the scheme changes (the system's setting, or a screenshot's emulation).
 */
function useDarkScheme(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const [dark, setDark] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setDark(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return dark;
}

/**
 * A diagonal hatch in `color`, for the partial buckets: a month or year the range covers only
 * in part reads as "not the whole story" without a colour of its own.
 */
function hatch(ctx: CanvasRenderingContext2D, color: string, ratio: number): CanvasPattern | string {
  const size = Math.round(8 * ratio);
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const pen = tile.getContext('2d');
  if (!pen) return 'transparent';
  pen.strokeStyle = color;
  pen.globalAlpha = 0.35;
  pen.lineWidth = ratio;
  pen.beginPath();
  pen.moveTo(0, size);
  pen.lineTo(size, 0);
  pen.moveTo(-size / 2, size / 2);
  pen.lineTo(size / 2, -size / 2);
  pen.moveTo(size / 2, size * 1.5);
  pen.lineTo(size * 1.5, size / 2);
  pen.stroke();
  return ctx.createPattern(tile, 'repeat') ?? 'transparent';
}

/**
 * The range's time series drawn by uPlot (a library made for charts: axes, ticks, hover), with
 * the same numbers as a table for screen readers and keyboard users. Partial first and last
 * buckets are hatched and say "(partial)"; the previous period is a dashed line whose legend
 * value names its own dates. Marks `stats-chart-drawn` once drawn (`npm run bench` times the
 * view by it).
 */
export function TimeChart({ names, series, previous, currentHour, today }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();
  const granularity = series[0]?.granularity ?? 'day';
  const points = series[0]?.points ?? [];
  const buckets = points.map((point) => point.bucket);
  const times = buckets.map(bucketTime);
  const spans = spansYears(times);
  const format = dateTimeFormat(bucketFormat(granularity, spans));
  const NUMBER = numberFormat();
  // The buckets that have happened: all of them, but on today's hours those up to now.
  const shown = pointsUntil(points, currentHour).length;
  const kinds = partialKinds(points, granularity, today);
  const partial = kinds.map((kind) => kind !== null);
  const label = (index: number) => {
    const text = format.format((times[index] ?? 0) * 1000);
    const kind = kinds[index];
    return kind === 'today'
      ? t('stats_todaySoFar', text)
      : kind === 'range'
        ? t('stats_partial', text)
        : text;
  };
  const before = previous ? alignPrevious(points, previous.points) : null;
  const beforeTimes = before?.map((point) => (point ? bucketTime(point.bucket) : null)) ?? [];
  const beforeSpans = before ? spansYears([...beforeTimes.filter((x) => x !== null), ...times]) : false;
  const beforeFormat = dateTimeFormat(bucketFormat(granularity, beforeSpans));
  const beforeLabel = (point: SeriesPoint | null) =>
    point ? `${NUMBER.format(point.count)} (${beforeFormat.format(bucketTime(point.bucket) * 1000)})` : '—';

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors = [css('--accent'), css('--ok')];
    const axis = {
      stroke: css('--muted'),
      grid: { stroke: css('--border'), width: 1 },
      ticks: { show: false },
    };
    // Today's point is reached by a dotted segment of its own: the day is not over.
    const lines = series.map((s) =>
      splitAtToday(
        s.points.map((point, index) => (index < shown ? point.count : null)),
        kinds,
      ),
    );
    const countAt = (line: number, index: number | null) => {
      const count = index == null ? undefined : series[line]?.points[index]?.count;
      return count === undefined ? '—' : NUMBER.format(count);
    };
    let marked = false;
    let pattern: CanvasPattern | string | null = null;
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 240,
        series: [
          // The legend's first column: the bucket under the cursor (— when the cursor is away).
          {
            label: t('stats_period'),
            value: (_u, _seconds, _series, index) => (index == null ? '—' : label(index)),
          },
          ...names.map((name, line) => ({
            label: t(`stats_${name}`),
            stroke: colors[line],
            fill: line === 0 ? `${colors[line]}22` : undefined,
            width: 2,
            points: { show: buckets.length <= 31 },
            value: (_u: uPlot, _count: number | null, _series: number, index: number | null) =>
              countAt(line, index),
          })),
          ...(before
            ? [
                {
                  label: t('stats_previousPeriod'),
                  stroke: colors[0],
                  dash: [6, 5],
                  width: 1.5,
                  points: { show: false },
                  value: (_u: uPlot, _count: number | null, _series: number, index: number | null) =>
                    index == null ? '—' : beforeLabel(before[index] ?? null),
                },
              ]
            : []),
          // Each line's step into today, dotted; its legend entry is the line's own (hidden).
          ...names.flatMap((name, line) =>
            lines[line]?.today
              ? [
                  {
                    label: t('stats_todaySoFar', t(`stats_${name}`)),
                    stroke: colors[line],
                    fill: line === 0 ? `${colors[line]}22` : undefined,
                    dash: [2, 4],
                    width: 2,
                    points: { show: buckets.length <= 31 },
                    value: () => '',
                  },
                ]
              : [],
          ),
        ],
        axes: [
          // Labels on buckets only, 70 px apart at least (80 with a year in them; ticks.ts).
          {
            ...axis,
            splits: (u) =>
              tickTimes(
                times,
                u.over.clientWidth,
                spans && granularity !== 'year' ? 80 : 70,
                granularity === 'day' ? isFirstOfMonth : undefined,
              ),
            values: (_u, ticks) => axisLabels(ticks, granularity, spans, uiLanguage()),
          },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => NUMBER.format(tick)) },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
        cursor: { y: false },
        legend: { live: true },
        hooks: {
          // The previous period's legend entry shows a dashed stroke, as the chart draws it
          // (uPlot writes its markers' box inline, so the stroke is written inline too).
          init: [
            (u) => {
              const rows = u.root.querySelectorAll('.u-legend .u-series');
              for (const row of [...rows].slice(names.length + 1 + (before ? 1 : 0))) {
                row.classList.add('stats-today-series');
              }
              if (!before) return;
              const row = u.root.querySelectorAll('.u-legend .u-series')[names.length + 1];
              row?.classList.add('stats-previous');
              const marker = row?.querySelector<HTMLElement>('.u-marker');
              if (!marker) return;
              marker.style.border = '0';
              marker.style.borderTop = `2px dashed ${colors[0]}`;
              marker.style.background = 'none';
            },
          ],
          // The legend's values follow the cursor; away from the chart only the names show.
          setCursor: [(u) => element.classList.toggle('stats-chart-idle', u.cursor.idx == null)],
          // Partial buckets hatched from halfway to their neighbour, under the lines.
          drawAxes: [
            (u) => {
              if (!partial.includes(true)) return;
              const { ctx } = u;
              const { top, height, left, width } = u.bbox;
              pattern ??= hatch(ctx, css('--muted'), devicePixelRatio || 1);
              const x = (index: number) => u.valToPos(times[index] ?? 0, 'x', true);
              ctx.save();
              ctx.fillStyle = pattern;
              partial.forEach((isPartial, index) => {
                if (!isPartial) return;
                const step = times.length > 1 ? Math.abs(x(1) - x(0)) : width;
                const from = Math.max(left, x(index) - step / 2);
                const to = Math.min(left + width, x(index) + step / 2);
                ctx.fillRect(from, top, to - from, height);
              });
              ctx.restore();
            },
          ],
          draw: [
            () => {
              if (marked) return;
              marked = true;
              performance.mark('stats-chart-drawn');
            },
          ],
        },
      },
      [
        times,
        ...lines.map((line) => line.whole),
        ...(before ? [before.map((point) => point?.count ?? null)] : []),
        ...lines.flatMap((line) => (line.today ? [line.today] : [])),
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [...series, previous, currentHour, today, dark]);

  const chartLabel = names.map((name) => t(`stats_${name}`)).join(', ');
  return (
    <figure class="stats-chart">
      <div
        ref={box}
        class="stats-chart-box stats-chart-idle"
        role="img"
        aria-label={t('stats_chartLabel', chartLabel)}
      />
      {kinds.includes('today') && <p class="stats-partial-note">{t('stats_todayNote')}</p>}
      {kinds.includes('range') && <p class="stats-partial-note">{t('stats_partialNote')}</p>}
      <details class="stats-data">
        <summary>{t('stats_dataTable')}</summary>
        <table class="records stats-table">
          <caption class="visually-hidden">{t('stats_chartLabel', chartLabel)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats_period')}</th>
              {names.map((name) => (
                <th key={name} scope="col" class="num">
                  {t(`stats_${name}`)}
                </th>
              ))}
              {before && (
                <th scope="col" class="num">
                  {t('stats_previousPeriod')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {buckets.slice(0, shown).map((bucket, row) => (
              <tr key={bucket} class={partial[row] ? 'stats-partial' : undefined}>
                <th scope="row">{label(row)}</th>
                {series.map((s, column) => (
                  <td key={names[column]} class="num">
                    {NUMBER.format(s.points[row]?.count ?? 0)}
                  </td>
                ))}
                {before && <td class="num">{beforeLabel(before[row] ?? null)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
