/**
 * What the time chart draws, worked out from its series without a canvas: the buckets and their
 * labels, the lines (today's step split off), and the uPlot series, axes and data. TimeChart.tsx
 * hands these to uPlot; the page's colours come in as a theme read from theme.css.
 */
import type uPlot from 'uplot';
import { alignPrevious, pointsUntil } from '../../../api/stats/buckets';
import type { Granularity, SeriesName, SeriesPoint, StatSeries } from '../../../api/stats/types';
import { dateTimeFormat, numberFormat, uiLanguage } from '../../../shared/format';
import { t } from '../../../shared/i18n';
import { type PartialKind, partialKinds, splitAtToday } from './partial';
import { axisLabels, bucketFormat, spansYears, tickTimes } from './ticks';

export interface ChartInput {
  names: SeriesName[];
  /** One per name, the same buckets each (the range's). */
  series: StatSeries[];
  /** The previous period of the first name, lined up bucket by bucket with the range. */
  previous?: StatSeries | undefined;
  /** On an hourly series of today: the hour now; the hours after it are left out. */
  currentHour?: number | undefined;
  /** The account's day today: on a daily chart its point is marked partial. */
  today?: string | undefined;
}

export interface ChartModel {
  names: SeriesName[];
  series: StatSeries[];
  granularity: Granularity;
  buckets: string[];
  /** Each bucket's start, in seconds (uPlot's x values). */
  times: number[];
  /** Whether the buckets span more than one year (labels then say the year). */
  spans: boolean;
  /** How many buckets have happened: all of them, but on today's hours those up to now. */
  shown: number;
  kinds: PartialKind[];
  partial: boolean[];
  /** The previous period's point for each bucket; null: no previous period. */
  before: (SeriesPoint | null)[] | null;
  /** A bucket's name, saying "(partial)", "(today so far)" or "(this hour so far)" where it is. */
  label: (index: number) => string;
  /** A previous period's point: its count and its own date. */
  beforeLabel: (point: SeriesPoint | null) => string;
  count: (value: number) => string;
}

/** The page's colours the chart is drawn in (read from theme.css when it is drawn). */
export interface ChartTheme {
  /** One per line: the first name's, then the second's. */
  colors: string[];
  muted: string;
  border: string;
}

/** A line's values split at today: `whole` solid, `today` the dotted step into today (or null). */
export type ChartLine = ReturnType<typeof splitAtToday>;

/** A bucket (`YYYY-MM-DD HH`, `YYYY-MM-DD`, `YYYY-MM`, `YYYY`) as the local time it starts, in seconds. */
export function bucketTime(bucket: string): number {
  const [date = '', hour = '0'] = bucket.split(' ');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Number(hour)).getTime() / 1000;
}

const isFirstOfMonth = (seconds: number) => new Date(seconds * 1000).getDate() === 1;

export function chartModel({ names, series, previous, currentHour, today }: ChartInput): ChartModel {
  const granularity = series[0]?.granularity ?? 'day';
  const points = series[0]?.points ?? [];
  const buckets = points.map((point) => point.bucket);
  const times = buckets.map(bucketTime);
  const spans = spansYears(times);
  const format = dateTimeFormat(bucketFormat(granularity, spans));
  const NUMBER = numberFormat();
  const kinds = partialKinds(points, granularity, today, currentHour);
  const label = (index: number) => {
    const text = format.format((times[index] ?? 0) * 1000);
    const kind = kinds[index];
    if (kind === 'today') return t('stats_todaySoFar', text);
    if (kind === 'hour') return t('stats_hourSoFar', text);
    return kind === 'range' ? t('stats_partial', text) : text;
  };
  const before = previous ? alignPrevious(points, previous.points) : null;
  const beforeTimes = before?.map((point) => (point ? bucketTime(point.bucket) : null)) ?? [];
  const beforeSpans = before ? spansYears([...beforeTimes.filter((x) => x !== null), ...times]) : false;
  const beforeFormat = dateTimeFormat(bucketFormat(granularity, beforeSpans));
  const beforeLabel = (point: SeriesPoint | null) =>
    point ? `${NUMBER.format(point.count)} (${beforeFormat.format(bucketTime(point.bucket) * 1000)})` : '—';
  return {
    names,
    series,
    granularity,
    buckets,
    times,
    spans,
    shown: pointsUntil(points, currentHour).length,
    kinds,
    partial: kinds.map((kind) => kind !== null),
    before,
    label,
    beforeLabel,
    count: (value) => NUMBER.format(value),
  };
}

/** Each line's values up to now; today's point is reached by a dotted segment of its own. */
export function chartLines({ series, shown, kinds }: ChartModel): ChartLine[] {
  return series.map((s) =>
    splitAtToday(
      s.points.map((point, index) => (index < shown ? point.count : null)),
      kinds,
    ),
  );
}

type Value = (u: uPlot, count: number | null, series: number, index: number | null) => string;

/**
 * uPlot's series, in the order of chartData: the legend's period column, one line per name, the
 * previous period dashed, then each line's dotted step into today.
 */
export function chartSeries(model: ChartModel, lines: ChartLine[], colors: string[]): uPlot.Series[] {
  const { names, series, buckets, before } = model;
  const countAt = (line: number, index: number | null) => {
    const count = index == null ? undefined : series[line]?.points[index]?.count;
    return count === undefined ? '—' : model.count(count);
  };
  const period: Value = (_u, _seconds, _series, index) => (index == null ? '—' : model.label(index));
  const beforeValue: Value = (_u, _count, _series, index) =>
    index == null ? '—' : model.beforeLabel(before?.[index] ?? null);
  return [
    // The legend's first column: the bucket under the cursor (— when the cursor is away).
    { label: t('stats_period'), value: period },
    ...names.map((name, line) => ({
      label: t(`stats_${name}`),
      stroke: colors[line],
      fill: line === 0 ? `${colors[line]}22` : undefined,
      width: 2,
      points: { show: buckets.length <= 31 },
      value: ((_u, _count, _series, index) => countAt(line, index)) as Value,
    })),
    ...(before
      ? [
          {
            label: t('stats_previousPeriod'),
            stroke: colors[0],
            dash: [6, 5],
            width: 1.5,
            points: { show: false },
            value: beforeValue,
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
  ];
}

/** The x axis labelled on buckets only, 70 px apart at least (80 with a year in them; ticks.ts). */
export function chartAxes(model: ChartModel, theme: ChartTheme): uPlot.Axis[] {
  const { times, spans, granularity } = model;
  const axis = {
    stroke: theme.muted,
    grid: { stroke: theme.border, width: 1 },
    ticks: { show: false },
  };
  return [
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
    { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => model.count(tick)) },
  ];
}

/** uPlot's data, in the order of chartSeries. */
export function chartData({ times, before }: ChartModel, lines: ChartLine[]): uPlot.AlignedData {
  return [
    times,
    ...lines.map((line) => line.whole),
    ...(before ? [before.map((point) => point?.count ?? null)] : []),
    ...lines.flatMap((line) => (line.today ? [line.today] : [])),
  ];
}

/**
 * Where each partial bucket is hatched, in canvas pixels: from halfway to its neighbours,
 * within the plot. `x` is a bucket's position; `left` and `width` the plot's.
 */
export function partialSpans(
  partial: readonly boolean[],
  x: (index: number) => number,
  left: number,
  width: number,
): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  partial.forEach((isPartial, index) => {
    if (!isPartial) return;
    const step = partial.length > 1 ? Math.abs(x(1) - x(0)) : width;
    const from = Math.max(left, x(index) - step / 2);
    const to = Math.min(left + width, x(index) + step / 2);
    spans.push({ from, to });
  });
  return spans;
}

/** The uPlot options of a chart `width` pixels wide; `hooks` draw what needs the canvas. */
export function chartOptions(
  model: ChartModel,
  lines: ChartLine[],
  theme: ChartTheme,
  width: number,
  hooks: uPlot.Hooks.Arrays,
): uPlot.Options {
  return {
    width,
    height: 240,
    series: chartSeries(model, lines, theme.colors),
    axes: chartAxes(model, theme),
    scales: { y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
    cursor: { y: false },
    legend: { live: true },
    hooks,
  };
}
