import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SeriesName, StatSeries } from '../../../api/stats/types';
import { t } from '../../../shared/i18n';
import { chartHooks } from './chart-draw';
import { type ChartModel, chartData, chartLines, chartModel, chartOptions } from './chart-options';
import './chart.css';

export { bucketTime } from './chart-options';

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

/** Draws `model` with uPlot into `box`, again when `deps` change, at the box's width. */
function useUPlot(box: RefObject<HTMLDivElement | null>, model: ChartModel, deps: unknown[]) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const theme = { colors: [css('--accent'), css('--ok')], muted: css('--muted'), border: css('--border') };
    const lines = chartLines(model);
    const options = chartOptions(
      model,
      lines,
      theme,
      element.clientWidth || 600,
      chartHooks(element, model, theme),
    );
    const plot = new uPlot(options, chartData(model, lines), element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, deps);
}

/** The chart's numbers as a table, for screen readers and keyboard users. */
function ChartDataTable({ model, chartLabel }: { model: ChartModel; chartLabel: string }) {
  const { names, series, buckets, shown, partial, before } = model;
  return (
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
              <th scope="row">{model.label(row)}</th>
              {series.map((s, column) => (
                <td key={names[column]} class="num">
                  {model.count(s.points[row]?.count ?? 0)}
                </td>
              ))}
              {before && <td class="num">{model.beforeLabel(before[row] ?? null)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * The range's time series drawn by uPlot (a library made for charts: axes, ticks, hover), with
 * the same numbers as a table for screen readers and keyboard users. Partial first and last
 * buckets are hatched and say "(partial)"; the previous period is a dashed line whose legend
 * value names its own dates. Marks `stats-chart-drawn` once drawn (`npm run bench` times the
 * view by it).
 */
export function TimeChart(props: TimeChartProps) {
  const { names, series, previous, currentHour, today } = props;
  const box = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();
  const model = chartModel(props);
  useUPlot(box, model, [...series, previous, currentHour, today, dark]);
  const chartLabel = names.map((name) => t(`stats_${name}`)).join(', ');
  return (
    <figure class="stats-chart">
      <div
        ref={box}
        class="stats-chart-box stats-chart-idle"
        role="img"
        aria-label={t('stats_chartLabel', chartLabel)}
      />
      {model.kinds.includes('today') && <p class="stats-partial-note">{t('stats_todayNote')}</p>}
      {model.kinds.includes('hour') && <p class="stats-partial-note">{t('stats_hourNote')}</p>}
      {model.kinds.includes('range') && <p class="stats-partial-note">{t('stats_partialNote')}</p>}
      <ChartDataTable model={model} chartLabel={chartLabel} />
    </figure>
  );
}
