import { useEffect, useState } from 'preact/hooks';
import { pointsUntil } from '../../../api/stats/buckets';
import type { SeriesName, StatSeries, StatsRange, StatsService } from '../../../api/stats/types';
import { formatChange, formatNumber } from '../../../shared/format';
import { t } from '../../../shared/i18n';
import { changeOf, previousRange } from '../../../shared/stats/range';
import type { Send } from '../send';
import { CardState, timeOf } from './CardState';
import { rememberShowPrevious, showsPrevious } from './preference';
import type { RequestQueue } from './queue';
import { TimeChart } from './TimeChart';
import { type RequestState, type StatsRequest, useStatsRequest } from './use-stats-request';

interface SeriesSectionProps {
  service: StatsService;
  id: number;
  range: StatsRange;
  send: Send;
  queue: RequestQueue;
  onUnsupported: () => void;
  /** A server's 422 on the range: its messages go to the From / To fields. */
  onRangeErrors: (fields: { from?: string[] | undefined; to?: string[] | undefined }) => void;
  /**
   * Whether to compare with the period just before (default true). False for "All time": before
   * the record existed there is nothing to compare with, so neither that period is asked nor a
   * change shown.
   */
  compare?: boolean;
  /**
   * When the range is a single day that is today: the hour now (0-23) in the account's zone. The
   * chart and its table stop at it instead of drawing the hours to come as 0.
   */
  currentHour?: number | undefined;
  /** The account's day: a daily chart marks its point as the day so far. */
  today?: string | undefined;
  /** Called once the range's totals are known (the top lists show each row's share of them). */
  onTotals?: (totals: Partial<Record<SeriesName, number>>) => void;
}

const total = (series: StatSeries) => series.points.reduce((sum, point) => sum + point.count, 0);

function useSeries(
  props: SeriesSectionProps,
  name: SeriesName,
  range: StatsRange,
  comparison: { enabled: boolean } | false = false,
) {
  const { send, queue, service, id } = props;
  return useStatsRequest<StatSeries>(
    queue,
    `${service}:${id}:${name}:${range.from}:${range.to}`,
    (cache) => send('stats.series', { service, id, name, ...range, cache }),
    !comparison || comparison.enabled,
    comparison ? { later: true } : {},
  );
}

const ready = (state: RequestState<StatSeries>) => (state.status === 'ready' ? state.data : null);

/**
 * The range's totals with their change against the period before, and the time chart with that
 * period as a dashed line (which a person may hide; remembered in this page's localStorage).
 */
export function SeriesSection(props: SeriesSectionProps) {
  const names: SeriesName[] = props.service === 'links' ? ['clicks'] : ['visitors', 'pageviews'];
  const compare = props.compare !== false;
  const previous = previousRange(props.range);
  const [drawPrevious, setDrawPrevious] = useState(() => showsPrevious());
  // Hooks in a fixed order: a view's service never changes while it is mounted (keyed by route).
  const current = names.map((name) => useSeries(props, name, props.range));
  const loaded = current.every((request) => request.state.status === 'ready');
  // The previous period waits for the range's own series, then for the top lists on screen
  // (queue.ts: a figure beside the totals comes after the lists a person reads), and is never
  // asked for "All time".
  const before = names.map((name) => useSeries(props, name, previous, { enabled: loaded && compare }));
  const failed = current.find(
    (request) => request.state.status !== 'ready' && request.state.status !== 'loading',
  );
  const unsupported = current.some((request) => request.state.status === 'unsupported');
  // Told once per answer: the view hides itself, or puts the server's range messages at their fields.
  useEffect(() => {
    if (unsupported) return props.onUnsupported();
    const fields = failed?.state.status === 'error' ? failed.state.error.fields : undefined;
    if (fields?.from || fields?.to) props.onRangeErrors({ from: fields.from, to: fields.to });
  }, [unsupported, failed?.state]);
  const series = current.map((request) => ready(request.state));
  // Told once the range's totals are known (the section is keyed by range).
  useEffect(() => {
    if (loaded) props.onTotals?.(Object.fromEntries(names.map((name, i) => [name, total(series[i]!)])));
  }, [loaded]);
  if (unsupported) return null;
  const earlierChart = compare && drawPrevious ? (ready(before[0]!.state) ?? undefined) : undefined;
  return (
    <section class="stats-series card" aria-labelledby="stats-totals-heading" aria-busy={!loaded}>
      <h2 id="stats-totals-heading" class="visually-hidden">
        {t('stats_totals')}
      </h2>
      <dl class="stats-totals">
        {names.map((name, index) => {
          const now = series[index];
          const earlier = compare ? ready(before[index]!.state) : null;
          // Today so far against the same hours of yesterday, not the whole of it.
          const sameHours = earlier && { ...earlier, points: pointsUntil(earlier.points, props.currentHour) };
          const change = now && sameHours ? changeOf(total(now), total(sameHours)) : undefined;
          return (
            <div key={name} class="stats-total">
              <dt>{t(`stats_${name}`)}</dt>
              <dd>
                <span class="stats-total-value">{now ? formatNumber(total(now)) : '…'}</span>
                {change !== undefined && <Change change={change} />}
              </dd>
            </div>
          );
        })}
      </dl>
      {compare && <PreviousPeriod requests={before} />}
      {compare && (
        <label class="stats-previous-toggle">
          <input
            type="checkbox"
            checked={drawPrevious}
            onChange={(event) => {
              const show = event.currentTarget.checked;
              setDrawPrevious(show);
              rememberShowPrevious(show);
            }}
          />
          <span class="stats-previous-swatch" aria-hidden="true" />
          {t('stats_showPrevious')}
        </label>
      )}
      {failed ? (
        <CardState state={failed.state} onRetry={failed.retry} />
      ) : loaded ? (
        <TimeChart
          names={names}
          series={series as StatSeries[]}
          previous={earlierChart}
          currentHour={props.currentHour}
          today={props.today}
        />
      ) : (
        <div class="stats-chart-placeholder skeleton-block" aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * Why the change against the previous period is missing, when it is not simply loading: the
 * rate limit (it loads by itself later) or a failure (with Retry), so no figure goes missing
 * unexplained.
 */
function PreviousPeriod({ requests }: { requests: StatsRequest<StatSeries>[] }) {
  const waiting = requests.find((request) => request.state.status === 'waiting');
  if (waiting?.state.status === 'waiting') {
    return <p class="stats-waiting">{t('stats_changeLoadsAt', timeOf(waiting.state.at))}</p>;
  }
  const failed = requests.find((request) => request.state.status === 'error');
  return failed ? <CardState state={failed.state} onRetry={failed.retry} /> : null;
}

function Change({ change }: { change: number | null }) {
  if (change === null) return <span class="stats-change">{t('stats_new')}</span>;
  const percent = Math.round(change * 100);
  const text = formatChange(change);
  return (
    <span
      class={`stats-change ${percent > 0 ? 'up' : percent < 0 ? 'down' : ''}`}
      title={t('stats_vsPrevious')}
    >
      {text}
      <span class="visually-hidden"> {t('stats_vsPrevious')}</span>
    </span>
  );
}
