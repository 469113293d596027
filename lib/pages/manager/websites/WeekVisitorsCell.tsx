// biome-ignore-all lint/a11y/noRedundantRoles: the cell of WebsitesTable, whose rows CSS turns into cards below 960 px; its explicit roles keep it a table for assistive technology (see WebsitesTable.tsx).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Sparkline } from '../../../../components/Sparkline';
import type { Website } from '../../../api/schemas';
import type { SeriesPoint, StatSeries } from '../../../api/stats/types';
import { t } from '../../../shared/i18n';
import { previousRange } from '../../../shared/stats/range';
import { lastWeek } from '../../popup/this-site/site-stats';
import type { StatsClock } from '../../stats/clock';
import { dayByDay } from '../../stats/day-by-day';
import type { Send } from '../send';
import type { RequestQueue } from '../stats/queue';
import { useInView } from '../stats/use-in-view';
import { type RequestState, useStatsRequest } from '../stats/use-stats-request';
import { weekVisitors } from './week-visitors';
import './week-visitors.css';
import { formatNumber } from '../../../shared/format';

/** What the rows need to ask for their visitors: one queue and one clock for the whole page. */
export interface VisitorsDashboard {
  queue: RequestQueue;
  send: Send;
  /** The analytics account's clock: no row asks before its zone is known. */
  clock: StatsClock;
  /** The server has no statistics: the view drops the column. */
  onUnsupported: () => void;
}

/** A row asks for its visitors this many pixels before it scrolls into view. */
const LOAD_MARGIN_PX = 200;
const SPARK_WIDTH = 64;
const SPARK_HEIGHT = 20;

/**
 * The websites list as a dashboard: a row's visitors over the last 7 days of the
 * account's zone and a sparkline, asked once the row comes into view (one `visitors` series,
 * through the page's queue: a low request budget holds it, the view says until when), answered
 * from the worker's session cache when seen in the last 5 minutes. A site without a visit in
 * those 7 days asks whether its tracking code is on the page, with a button to check it.
 */
export function WeekVisitorsCell({
  website,
  host,
  dashboard,
}: {
  website: Website;
  host: string;
  dashboard: VisitorsDashboard;
}) {
  const cell = useRef<HTMLTableCellElement>(null);
  const inView = useInView(cell, LOAD_MARGIN_PX);
  const { queue, send, clock } = dashboard;
  const range = lastWeek(clock.today);
  const request = useStatsRequest<StatSeries>(
    queue,
    `${website.id}:${range.from}:${range.to}`,
    (cache) =>
      send('stats.series', { service: 'websites', id: website.id, name: 'visitors', ...range, cache }),
    inView && clock.ready,
    { hold: true },
  );
  const { state } = request;
  useEffect(() => {
    if (state.status === 'unsupported') dashboard.onUnsupported();
  }, [state.status]);

  const before = useWeekBefore(send, website.id, range, state.status === 'ready');
  const week = state.status === 'ready' ? weekVisitors([...before, ...state.data.points]) : null;
  const none = week?.total === 0;
  return (
    <td
      ref={cell}
      role="cell"
      class={
        none ? 'visitors visitors-none' : state.status === 'error' ? 'visitors visitors-error' : 'visitors'
      }
      data-label={t('manager_colVisitors')}
      aria-busy={state.status === 'loading' || state.status === 'waiting'}
    >
      {week === null ? (
        <NotYet state={state} onRetry={request.retry} />
      ) : none ? (
        <>
          <span class="visitors-count">0</span>
          <span class="visitors-hint">
            {t('stats_noVisitsYet')}{' '}
            {/* Opens the row's Tracking code dialog through the table's delegated listener. */}
            <button
              type="button"
              class="link-button"
              data-action="code"
              data-id={website.id}
              aria-label={t('manager_checkTrackingCodeNamed', host)}
            >
              {t('manager_checkTrackingCode')}
            </button>
          </span>
        </>
      ) : (
        <>
          <span class="visitors-count">{formatNumber(week.total)}</span>
          <Sparkline
            class="visitors-spark"
            days={week.days}
            width={SPARK_WIDTH}
            height={SPARK_HEIGHT}
            label={t('manager_visitorsTrend', [t(`manager_trend_${week.trend}`), dayByDay(week.days)])}
          />
        </>
      )}
    </td>
  );
}

/**
 * The 7 days before the row's week, for its trend (the same weekdays, so a site's weekly rhythm
 * cancels out): the worker saved them from the row's own answer, so they are read from its cache
 * only and never cost a request; none when the cache has lost them (the trend then reads the week alone).
 */
function useWeekBefore(
  send: VisitorsDashboard['send'],
  id: number,
  range: { from: string; to: string },
  asked: boolean,
): SeriesPoint[] {
  const [points, setPoints] = useState<SeriesPoint[]>([]);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void send('stats.series', {
      service: 'websites',
      id,
      name: 'visitors',
      ...previousRange(range),
      cache: 'only',
    }).then((result) => {
      if (live && result.ok && result.value.supported && result.value.data)
        setPoints(result.value.data.points);
    });
    return () => {
      live = false;
    };
  }, [asked, id, range.from]);
  return points;
}

/** Before the numbers: a bar while they load (or wait for the rate limit), or a failure with Try again. */
function NotYet({
  state,
  onRetry,
}: {
  state: RequestState<StatSeries>;
  onRetry: () => void;
}): ComponentChildren {
  if (state.status === 'error') {
    return (
      <span class="visitors-failed">
        {t('manager_visitorsNotLoaded')}{' '}
        <button type="button" class="link-button" onClick={onRetry}>
          {t('manager_retry')}
        </button>
      </span>
    );
  }
  // 'unsupported' too, for the moment before the view drops the column.
  return (
    <span class="visitors-loading">
      <span class="visually-hidden">{t('stats_loading')}</span>
    </span>
  );
}
