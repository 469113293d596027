import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import type { StatPage, StatSeries } from '../../../api/stats/types';
import { errorText } from '../../../shared/error-text';
import { t } from '../../../shared/i18n';
import type { Result, StatsAnswer } from '../../../shared/protocol';
import { dayIn } from '../../../shared/stats/clock';
import { statsPageUrl } from '../../manager/stats/route';
import { send } from '../../rpc';
import { askZone, zoneLabel } from '../../stats/clock';
import { dayByDay } from '../../stats/day-by-day';
import { fortnight, lastWeek, weekFigures } from './site-stats';
import './site-stats.css';
import { lazyComponent } from '../../../../components/lazy-component';
import { Sparkline } from '../../../../components/Sparkline';
import { formatChange, formatNumber } from '../../../shared/format';
import { ThisPage } from '../this-page/ThisPage';

// its own chunk (the switch, its hook, the permission calls).
const ExcludeVisitsSwitch = lazyComponent(() =>
  import('./ExcludeVisitsSwitch').then((m) => m.ExcludeVisitsSwitch),
);

interface Figures {
  visitors: StatSeries;
  pageviews: StatSeries;
  referrers: StatPage;
}

type PanelState =
  | { kind: 'empty' }
  | { kind: 'shown'; figures: Figures }
  | { kind: 'error'; error: ApiErrorData; figures: Figures | null }
  | { kind: 'gone' };

type Answer<T> = Result<StatsAnswer<T>>;

/** The answer's data; 'unsupported', or the error, or null when `cache: 'only'` had nothing. */
function read<T>(answer: Answer<T>): T | null | 'unsupported' | ApiErrorData {
  if (!answer.ok) return answer.error;
  return answer.value.supported ? answer.value.data : 'unsupported';
}

/**
 * Asks the three answers the panel shows, in one go, for the days of the analytics server's
 * clock (`zone`: askZone's for websites), where the service records its visits.
 */
async function ask(
  id: number,
  cache: 'only' | 'use' | 'refresh',
  zone: string | null,
): Promise<Figures | null | 'unsupported' | ApiErrorData> {
  const today = dayIn(zone);
  const base = { service: 'websites' as const, id, cache };
  const [visitors, pageviews, referrers] = await Promise.all([
    send('stats.series', { ...base, name: 'visitors', ...fortnight(today) }).then(read),
    send('stats.series', { ...base, name: 'pageviews', ...fortnight(today) }).then(read),
    send('stats.top', { ...base, name: 'referrer', ...lastWeek(today), perPage: 10 }).then(read),
  ]);
  for (const part of [visitors, pageviews, referrers]) {
    if (part === null || part === 'unsupported' || 'code' in part) return part;
  }
  return { visitors, pageviews, referrers } as Figures;
}

/**
 * "This site": the tracked site's visitors and pageviews today and over 7 days, the
 * change against the 7 days before, a sparkline, the top referrers. Painted from the worker's
 * session cache at once, then refreshed; nothing at all when the server has no statistics.
 */
export function SiteStats({ id, host, url }: { id: number; host: string; url: string }) {
  const [state, setState] = useState<PanelState>({ kind: 'empty' });
  // Known before the first question (a session's later popups read it from storage.session).
  const [zone, setZone] = useState<string | null>(null);
  const load = (cache: 'use' | 'refresh', shown: Figures | null, inZone = zone) =>
    ask(id, cache, inZone).then((answer) => {
      if (answer === 'unsupported') return setState({ kind: 'gone' });
      if (answer === null) return;
      if ('visitors' in answer) return setState({ kind: 'shown', figures: answer });
      setState({ kind: 'error', error: answer, figures: shown });
    });
  useEffect(() => {
    void askZone(send, 'websites').then(async (timeZone) => {
      setZone(timeZone);
      const cached = await ask(id, 'only', timeZone);
      if (cached === 'unsupported') return setState({ kind: 'gone' });
      const shown = cached && 'visitors' in cached ? cached : null;
      if (shown) setState({ kind: 'shown', figures: shown });
      void load('use', shown, timeZone);
    });
  }, [id]);

  // Nothing until there is something to show: no empty box while loading, none without statistics.
  if (state.kind === 'gone' || state.kind === 'empty') return null;
  const figures = state.figures;
  return (
    <section id="site-stats" class="site-stats" aria-labelledby="site-stats-heading">
      <h2 id="site-stats-heading">
        <a href={statsPageUrl('websites', id, '7d')} target="_blank" rel="noopener">
          {t('popup_stats_thisSite', host)}
        </a>
      </h2>
      {figures && <Figures figures={figures} zone={zone} />}
      {/* Under the zeros it explains, not above them: the numbers stay on the 600 px first screen. */}
      {figures && weekFigures(figures.visitors.points).week === 0 && <NoVisits host={host} />}
      {/* The switch before the referrers: with the figures, what the first screen holds. */}
      <ExcludeVisitsSwitch host={host} />
      {figures && <FiguresNotes referrers={figures.referrers} zone={zone} />}
      {/* the tab's own page, under the site's figures. */}
      <ThisPage id={id} url={url} zone={zone} />
      {state.kind === 'error' && (
        <p class="site-stats-error">
          {errorText(state.error)}{' '}
          <button type="button" class="link-button" onClick={() => void load('refresh', figures)}>
            {t('manager_retry')}
          </button>
        </p>
      )}
    </section>
  );
}

function Figures({ figures, zone }: { figures: Figures; zone: string | null }) {
  const rows = [
    ['stats_visitors', weekFigures(figures.visitors.points)],
    ['stats_pageviews', weekFigures(figures.pageviews.points)],
  ] as const;
  return (
    <table class="site-stats-figures">
      <thead>
        <tr>
          <th scope="col">
            <span class="visually-hidden">{t('popup_stats_measure')}</span>
          </th>
          <th scope="col" title={zone ? t('stats_zoneTodayServer', zoneLabel(zone)) : undefined}>
            {t('stats_preset_today')}
          </th>
          <th scope="col">{t('popup_stats_week')}</th>
          <th scope="col">
            <span class="visually-hidden">{t('popup_stats_trend')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, week]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{formatNumber(week.today)}</td>
            <td>
              {formatNumber(week.week)} <Change change={week.change} />
            </td>
            <td>
              <Sparkline
                days={week.days}
                width={64}
                height={22}
                label={t('popup_stats_days', [t(`manager_trend_${week.trend}`), dayByDay(week.days)])}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The top three referrers of the last 7 days on one line, and whose clock "Today" is. */
function FiguresNotes({ referrers, zone }: { referrers: StatPage; zone: string | null }) {
  const top = referrers.rows.slice(0, 3);
  return (
    <>
      {top.length > 0 && (
        <p class="site-stats-referrers">
          {t('popup_stats_referrers')}{' '}
          {top.map((row, index) => (
            <span key={row.value}>
              {index > 0 && ' · '}
              {row.value || t('stats_direct')} <span class="muted">{formatNumber(row.count)}</span>
            </span>
          ))}
        </p>
      )}
      {/* The analytics service counts on its own clock: "Today" may not be the browser's day. */}
      {zone && <p class="site-stats-zone">{t('stats_zoneNoteServer', zoneLabel(zone))}</p>}
    </>
  );
}

function Change({ change }: { change: number | null }) {
  if (change === null) return <span class="change">{t('stats_new')}</span>;
  const percent = Math.round(change * 100);
  return (
    <span
      class={`change ${percent > 0 ? 'up' : percent < 0 ? 'down' : ''}`}
      title={t('popup_stats_vsWeekBefore')}
    >
      {formatChange(change)}
    </span>
  );
}

/**
 * a tracked site without a visit in the last 7 days most likely lacks the tracking
 * code. The link opens the manager's websites list on this site, whose row shows the code.
 */
function NoVisits({ host }: { host: string }) {
  return (
    <p class="site-stats-hint">
      {t('stats_noVisitsYet')}{' '}
      <a href={`/manager.html#websites?search=${encodeURIComponent(host)}`} target="_blank" rel="noopener">
        {t('manager_checkTrackingCode')}
      </a>
    </p>
  );
}
