import { useEffect } from 'preact/hooks';
import type { SeriesName, StatSeries, StatsRange, StatsService } from '../../../lib/api/stats/types';
import type { Send } from '../../../lib/pages/manager/send';
import type { RequestQueue } from '../../../lib/pages/manager/stats/queue';
import {
  type RequestState,
  type StatsRequest,
  useStatsRequest,
} from '../../../lib/pages/manager/stats/use-stats-request';
import { t } from '../../../lib/shared/i18n';
import { changeOf, previousRange } from '../../../lib/shared/stats/range';
import { CardState, timeOf } from './CardState';
import { TimeChart } from './TimeChart';

interface SeriesSectionProps {
  service: StatsService;
  id: number;
  range: StatsRange;
  send: Send;
  queue: RequestQueue;
  onUnsupported: () => void;
  /** A server's 422 on the range: its messages go to the From / To fields. */
  onRangeErrors: (fields: { from?: string[] | undefined; to?: string[] | undefined }) => void;
  /** The current range's totals, once known (issue 25: the top lists' shares). */
  onTotals?: (totals: Partial<Record<SeriesName, number>>) => void;
}

const total = (series: StatSeries) => series.points.reduce((sum, point) => sum + point.count, 0);

function useSeries(props: SeriesSectionProps, name: SeriesName, range: StatsRange, enabled = true) {
  const { send, queue, service, id } = props;
  return useStatsRequest<StatSeries>(
    queue,
    `${service}:${id}:${name}:${range.from}:${range.to}`,
    (cache) => send('stats.series', { service, id, name, ...range, cache }),
    enabled,
  );
}

const ready = (state: RequestState<StatSeries>) => (state.status === 'ready' ? state.data : null);

/** The range's totals with their change against the period before, and the time chart. */
export function SeriesSection(props: SeriesSectionProps) {
  const names: SeriesName[] = props.service === 'links' ? ['clicks'] : ['visitors', 'pageviews'];
  const previous = previousRange(props.range);
  // Hooks in a fixed order: a view's service never changes while it is mounted (keyed by route).
  const current = names.map((name) => useSeries(props, name, props.range));
  const loaded = current.every((request) => request.state.status === 'ready');
  const before = names.map((name) => useSeries(props, name, previous, loaded));
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
  useEffect(() => {
    if (loaded) props.onTotals?.(Object.fromEntries(names.map((name, i) => [name, total(series[i]!)])));
  }, [loaded]);
  if (unsupported) return null;
  return (
    <section class="stats-series card" aria-labelledby="stats-totals-heading" aria-busy={!loaded}>
      <h2 id="stats-totals-heading" class="visually-hidden">
        {t('stats_totals')}
      </h2>
      <dl class="stats-totals">
        {names.map((name, index) => {
          const now = series[index];
          const earlier = ready(before[index]!.state);
          const change = now && earlier ? changeOf(total(now), total(earlier)) : undefined;
          return (
            <div key={name} class="stats-total">
              <dt>{t(`stats_${name}`)}</dt>
              <dd>
                <span class="stats-total-value">{now ? total(now).toLocaleString() : '…'}</span>
                {change !== undefined && <Change change={change} />}
              </dd>
            </div>
          );
        })}
      </dl>
      <PreviousPeriod requests={before} />
      {failed ? (
        <CardState state={failed.state} onRetry={failed.retry} />
      ) : loaded ? (
        <TimeChart names={names} series={series as StatSeries[]} />
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
  const text = `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
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
