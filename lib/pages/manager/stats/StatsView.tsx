import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import type { ApiErrorData } from '../../../api/errors';
import {
  LINK_TOP_NAMES,
  type SeriesName,
  type StatsRange,
  type StatsService,
  WEBSITE_TOP_NAMES,
} from '../../../api/stats/types';
import { t } from '../../../shared/i18n';
import type { StatsSubject } from '../../../shared/protocol';
import type { Send } from '../send';
import { timeOf } from './CardState';
import { createRequestQueue, type QueueStatus, type RequestQueue } from './queue';
import { RangePicker } from './RangePicker';
import type { StatsRangeChoice, StatsRoute } from './route';
import { SeriesSection } from './SeriesSection';
import { shareBase } from './share';
import { TopCard } from './TopCard';
import { useQueueStatus } from './use-queue-status';
import { useStatsClock } from './use-stats-clock';
import { type RangeErrors, useStatsRange } from './use-stats-range';
import { useStatsSubject } from './use-stats-subject';
import { ZoneNote } from './ZoneNote';
import './stats.css';
import { formatDateTime } from '../../../shared/format';

export interface StatsViewProps {
  route: StatsRoute;
  send: Send;
  /** A new range: the hash follows (replacing the entry, so Back still returns to the list). */
  onRange: (range: StatsRangeChoice) => void;
  /** Back to the list: history.back() when the list opened this view, else the list's hash. */
  onBack: () => void;
}

/** At most this many statistics requests at once (rate limits). */
const CONCURRENCY = 3;

type Totals = Partial<Record<SeriesName, number>>;

/**
 * One queue per record and range: a new range starts with nothing in flight for the old one,
 * knowing what the old one learnt of the rate limit.
 */
function useRangeQueue(service: StatsService, id: number, rangeKey: string, attempt: number): RequestQueue {
  const last = useRef<RequestQueue | null>(null);
  return useMemo(() => {
    const budget = last.current?.budget() ?? null;
    last.current?.dispose();
    last.current = createRequestQueue(CONCURRENCY, { budget });
    return last.current;
  }, [service, id, rangeKey, attempt]);
}

/** The way back to the list, and the heading naming the record. */
function StatsHeader({
  service,
  subject,
  onBack,
}: {
  service: StatsService;
  subject: StatsSubject | null;
  onBack: () => void;
}) {
  return (
    <div class="view-header stats-header">
      <a
        class="back-link"
        href={`#${service}`}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        ← {t(service === 'links' ? 'stats_backToLinks' : 'stats_backToWebsites')}
      </a>
      {/* Read as "Statistics: example.com", not "Statisticsexample.com". */}
      <h1 id="stats-heading" aria-label={subject ? `${t('stats_title')}: ${subject.name}` : undefined}>
        {t('stats_title')}
        {subject && <span class="stats-subject">{subject.name}</span>}
      </h1>
    </div>
  );
}

interface StatsBodyProps {
  route: StatsRoute;
  send: Send;
  subject: StatsSubject;
  range: StatsRange;
  /** Names the range and the attempt: a new one asks everything anew. */
  generation: string;
  queue: RequestQueue;
  /** The range's totals, for each top list's share; the series reports them. */
  totals: Totals;
  onTotals: (totals: Totals) => void;
  compare: boolean;
  currentHour: number | undefined;
  today: string;
  onUnsupported: () => void;
  onRangeErrors: (errors: RangeErrors) => void;
}

/** The range's totals and time chart, then every top list with its share of the totals. */
function StatsBody({ route, send, subject, range, generation, queue, totals, ...series }: StatsBodyProps) {
  const { service, id } = route;
  const names = service === 'links' ? LINK_TOP_NAMES : WEBSITE_TOP_NAMES;
  return (
    <>
      <SeriesSection
        key={`series:${generation}`}
        service={service}
        id={id}
        range={range}
        send={send}
        queue={queue}
        {...series}
      />
      <div class="stats-cards">
        {names.map((name) => {
          const base = shareBase(service, name);
          return (
            <TopCard
              key={`${name}:${generation}`}
              service={service}
              id={id}
              name={name}
              range={range}
              send={send}
              queue={queue}
              subject={subject.name}
              total={base ? totals[base] : undefined}
              initialSearch={route.searches?.[name]}
            />
          );
        })}
      </div>
    </>
  );
}

/** The statistics of one link or website: range, totals and time chart, then every top list. */
export function StatsView({ route, send, onRange, onBack }: StatsViewProps) {
  const { service, id } = route;
  // A new attempt (Try again): the subject, the series and the cards are asked anew.
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // The account's day; until its zone is known no card asks (clock.ready).
  const clock = useStatsClock(send, service);
  const { subjectState, unsupported, setUnsupported } = useStatsSubject(send, service, id, attempt);
  const subject = subjectState.status === 'ready' ? subjectState.subject : null;
  const { choice, range, isToday, rangeKey, rangeErrors, setRangeErrors, choose } = useStatsRange(
    route.range,
    clock,
    subject?.createdAt,
    onRange,
  );
  const queue = useRangeQueue(service, id, rangeKey, attempt);
  const status = useQueueStatus(queue);
  const [totals, setTotals] = useState<Totals>({});
  useEffect(() => {
    document.title = `${t('stats_title')}: ${subject?.name ?? ''} · ${t('manager_title')}`;
  }, [subject?.name]);
  useEffect(() => setTotals({}), [rangeKey]);
  const savedAt = oldest(subjectState.status === 'ready' ? subjectState.savedAt : null, status.savedAt);
  return (
    <section class="view stats-view" aria-labelledby="stats-heading">
      <StatsHeader service={service} subject={subject} onBack={onBack} />
      {subjectState.status === 'error' ? (
        <SubjectFailed service={service} error={subjectState.error} onBack={onBack} onRetry={retry} />
      ) : (
        <>
          <RangePicker
            choice={choice}
            range={range}
            today={clock.today}
            onChoose={choose}
            serverErrors={rangeErrors}
          />
          <ZoneNote clock={clock} />
          <ViewNotice status={status} savedAt={savedAt} onRetry={retry} />
          {unsupported ? (
            <p class="stats-unsupported">{t('stats_unsupported')}</p>
          ) : subject && clock.ready ? (
            <StatsBody
              route={route}
              send={send}
              subject={subject}
              range={range}
              generation={`${rangeKey}:${attempt}`}
              queue={queue}
              totals={totals}
              onTotals={setTotals}
              onUnsupported={() => setUnsupported(true)}
              onRangeErrors={setRangeErrors}
              compare={!('preset' in choice && choice.preset === 'all')}
              currentHour={isToday ? clock.hour : undefined}
              today={clock.today}
            />
          ) : (
            <div class="stats-series card" aria-busy="true">
              <div class="stats-chart-placeholder skeleton-block" aria-hidden="true" />
            </div>
          )}
        </>
      )}
    </section>
  );
}

const oldest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** A server that cannot be reached. */
const unreachable = (error: ApiErrorData) => error.code === 'network' || error.code === 'timeout';

/**
 * What the whole view has to say, once at the top: numbers saved earlier because the
 * server cannot be reached, and top lists that wait for the rate limit's next window.
 */
function ViewNotice({
  status,
  savedAt,
  onRetry,
}: {
  status: QueueStatus;
  savedAt: number | null;
  onRetry: () => void;
}) {
  if (savedAt === null && status.heldUntil === null && !status.unreachable) return null;
  return (
    <div class="stats-notice" role="status">
      {savedAt !== null ? (
        <p>
          {t('stats_savedNumbers', savedTime(savedAt))}{' '}
          <button type="button" class="link-button" onClick={onRetry}>
            {t('manager_retry')}
          </button>
        </p>
      ) : status.unreachable ? (
        <p>
          {t('stats_unreachable')}{' '}
          <button type="button" class="link-button" onClick={onRetry}>
            {t('manager_retry')}
          </button>
        </p>
      ) : null}
      {status.heldUntil !== null && <p>{t('stats_budgetWait', timeOf(status.heldUntil))}</p>}
    </div>
  );
}

/** When numbers were saved: the time of day, with the date when it was not today. */
function savedTime(at: number): string {
  const date = new Date(at);
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay ? timeOf(at) : formatDateTime(date);
}

/** The record could not be looked up: one message for the whole view. */
function SubjectFailed({
  service,
  error,
  onBack,
  onRetry,
}: {
  service: string;
  error: ApiErrorData;
  onBack: () => void;
  onRetry: () => void;
}) {
  const missing = error.code === 'not_found';
  return (
    <div class="stats-failed">
      {missing ? (
        <div role="alert" class="alert">
          {t(service === 'links' ? 'stats_missingLink' : 'stats_missingWebsite')}
        </div>
      ) : unreachable(error) ? (
        <div role="alert" class="alert">
          {t('stats_unreachable')}
        </div>
      ) : (
        <ErrorAlert error={error} />
      )}
      <div class="stats-failed-actions">
        <button type="button" onClick={onBack}>
          {t(service === 'links' ? 'stats_backToLinks' : 'stats_backToWebsites')}
        </button>
        {!missing && (
          <button type="button" onClick={onRetry}>
            {t('manager_retry')}
          </button>
        )}
      </div>
    </div>
  );
}
