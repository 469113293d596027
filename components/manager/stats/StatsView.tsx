import { useEffect, useMemo, useState } from 'preact/hooks';
import { LINK_TOP_NAMES, type StatsService, WEBSITE_TOP_NAMES } from '../../../lib/api/stats/types';
import type { Send } from '../../../lib/pages/manager/send';
import { rememberedRange, rememberRange } from '../../../lib/pages/manager/stats/preference';
import { createRequestQueue } from '../../../lib/pages/manager/stats/queue';
import type { StatsRangeChoice, StatsRoute } from '../../../lib/pages/manager/stats/route';
import { useStatsClock } from '../../../lib/pages/manager/stats/use-stats-clock';
import { t } from '../../../lib/shared/i18n';
import { presetRange } from '../../../lib/shared/stats/range';
import { RangePicker } from './RangePicker';
import { SeriesSection } from './SeriesSection';
import { TopCard } from './TopCard';
import { ZoneNote } from './ZoneNote';
import './stats.css';

export interface StatsViewProps {
  route: StatsRoute;
  send: Send;
  /** A new range: the hash follows (replacing the entry, so Back still returns to the list). */
  onRange: (range: StatsRangeChoice) => void;
  /** Back to the list: history.back() when the list opened this view, else the list's hash. */
  onBack: () => void;
}

/** At most this many statistics requests at once (issue 21: rate limits). */
const CONCURRENCY = 3;

interface Subject {
  name: string;
  createdAt: string | null;
}

/** The statistics of one link or website: range, totals and time chart, then every top list. */
export function StatsView({ route, send, onRange, onBack }: StatsViewProps) {
  const { service, id } = route;
  const [subject, setSubject] = useState<Subject | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [rangeErrors, setRangeErrors] = useState<{ from?: string[] | undefined; to?: string[] | undefined }>(
    {},
  );
  const choice = route.range ?? rememberedRange() ?? { preset: '30d' };
  // The account's day (issue 25); until its zone is known no card asks (clock.ready).
  const clock = useStatsClock(send, service);
  const today = clock.today;
  const range = 'preset' in choice ? presetRange(choice.preset, today, subject?.createdAt) : choice.custom;
  const rangeKey = `${range.from}:${range.to}`;
  // One queue per record and range: a new range starts with nothing in flight for the old one.
  const queue = useMemo(() => createRequestQueue(CONCURRENCY), [service, id, rangeKey]);

  useEffect(() => {
    setSubject(null);
    setUnsupported(false);
    const answer = service === 'links' ? send('links.get', { id }) : send('websites.get', { id });
    void answer.then((result) => {
      if (!result.ok) return setSubject({ name: `#${id}`, createdAt: null });
      const record = result.value;
      setSubject({ name: 'alias' in record ? record.alias : record.host, createdAt: record.createdAt });
    });
  }, [service, id]);
  useEffect(() => {
    document.title = `${t('stats_title')}: ${subject?.name ?? ''} · ${t('manager_title')}`;
  }, [subject?.name]);

  const choose = (next: StatsRangeChoice) => {
    setRangeErrors({});
    rememberRange(next);
    onRange(next);
  };
  const names = service === 'links' ? LINK_TOP_NAMES : WEBSITE_TOP_NAMES;
  return (
    <section class="view stats-view" aria-labelledby="stats-heading">
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
        <h1 id="stats-heading">
          {t('stats_title')}
          {subject && <span class="stats-subject">{subject.name}</span>}
        </h1>
      </div>
      <RangePicker choice={choice} range={range} today={today} onChoose={choose} serverErrors={rangeErrors} />
      <ZoneNote clock={clock} />
      {unsupported ? (
        <p class="stats-unsupported">{t('stats_unsupported')}</p>
      ) : !clock.ready ? null : (
        <>
          <SeriesSection
            key={`series:${rangeKey}`}
            service={service as StatsService}
            id={id}
            range={range}
            send={send}
            queue={queue}
            onUnsupported={() => setUnsupported(true)}
            onRangeErrors={setRangeErrors}
          />
          <div class="stats-cards">
            {names.map((name) => (
              <TopCard
                key={`${name}:${rangeKey}`}
                service={service}
                id={id}
                name={name}
                range={range}
                send={send}
                queue={queue}
                subject={subject?.name ?? String(id)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
