// biome-ignore-all lint/a11y/noRedundantRoles: the cell of WebsitesTable, whose rows CSS turns into cards below 960 px; its explicit roles keep it a table for assistive technology (see WebsitesTable.tsx).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Website } from '../../lib/api/schemas';
import type { StatSeries } from '../../lib/api/stats/types';
import type { Send } from '../../lib/pages/manager/send';
import type { RequestQueue } from '../../lib/pages/manager/stats/queue';
import { useInView } from '../../lib/pages/manager/stats/use-in-view';
import { type RequestState, useStatsRequest } from '../../lib/pages/manager/stats/use-stats-request';
import { weekVisitors } from '../../lib/pages/manager/week-visitors';
import { lastWeek, sparkline } from '../../lib/pages/popup/site-stats';
import type { StatsClock } from '../../lib/pages/stats/clock';
import { t } from '../../lib/shared/i18n';
import './week-visitors.css';

/** What the rows need to ask for their visitors: one queue and one clock for the whole page. */
export interface VisitorsDashboard {
  queue: RequestQueue;
  send: Send;
  /** The analytics account's clock: no row asks before its zone is known (issue 25). */
  clock: StatsClock;
  /** The server has no statistics: the view drops the column. */
  onUnsupported: () => void;
}

/** A row asks for its visitors this many pixels before it scrolls into view. */
const LOAD_MARGIN_PX = 200;
const SPARK_WIDTH = 64;
const SPARK_HEIGHT = 20;

/**
 * The websites list as a dashboard (issue 27): a row's visitors over the last 7 days of the
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

  const week = state.status === 'ready' ? weekVisitors(state.data.points) : null;
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
            {/* Opens the row's Tracking code dialog through the table's delegated listener (issue 27). */}
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
          <span class="visitors-count">{week.total.toLocaleString()}</span>
          <svg
            class="visitors-spark"
            width={SPARK_WIDTH}
            height={SPARK_HEIGHT}
            viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
            role="img"
            aria-label={t('manager_visitorsTrend', [
              t(`manager_trend_${week.trend}`),
              week.days.map((n) => n.toLocaleString()).join(', '),
            ])}
          >
            <Line days={week.days} />
          </svg>
        </>
      )}
    </td>
  );
}

/**
 * The 7 days as a line: the whole days solid, today (which counts only the hours so far) dashed,
 * so a quiet morning does not read as a fall.
 */
function Line({ days }: { days: number[] }) {
  const points = sparkline(days, SPARK_WIDTH, SPARK_HEIGHT).split(' ');
  return (
    <>
      <polyline points={points.slice(0, -1).join(' ')} />
      <polyline class="visitors-spark-today" points={points.slice(-2).join(' ')} />
    </>
  );
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
