import { useEffect, useState } from 'preact/hooks';
import type { StatPage, StatRow, StatsRange, StatsService, TopName } from '../../../lib/api/stats/types';
import { downloadBlob } from '../../../lib/pages/download';
import { toCsv } from '../../../lib/pages/manager/csv';
import type { Send } from '../../../lib/pages/manager/send';
import { valueLabel } from '../../../lib/pages/manager/stats/labels';
import type { RequestQueue } from '../../../lib/pages/manager/stats/queue';
import { useStatsRequest } from '../../../lib/pages/manager/stats/use-stats-request';
import { t } from '../../../lib/shared/i18n';
import { CardState } from './CardState';

interface TopCardProps {
  service: StatsService;
  id: number;
  name: TopName;
  range: StatsRange;
  send: Send;
  queue: RequestQueue;
  /** The alias or host, for the CSV file's name. */
  subject: string;
}

const PAGE_SIZE = 10;
/** Rows kept per page asked: "Show more" appends the next page. */
type Pages = Record<number, StatRow[]>;

/** One top list (referrers, countries...): its rows with their share, Show more, search, CSV. */
export function TopCard({ service, id, name, range, send, queue, subject }: TopCardProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<Pages>({});
  // Searching waits for a pause in typing (one request, not one per key).
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    setPage(1);
    setPages({});
  }, [query]);

  const ask = (pageNumber: number, perPage: 10 | 100, cache: 'use' | 'refresh') =>
    send('stats.top', {
      service,
      id,
      name,
      ...range,
      page: pageNumber,
      perPage,
      search: query || undefined,
      cache,
    });
  const request = useStatsRequest<StatPage>(queue, `${name}:${query}:${page}`, (cache) =>
    ask(page, PAGE_SIZE, cache),
  );
  useEffect(() => {
    if (request.state.status !== 'ready') return;
    const answer = request.state.data;
    setPages((known) => ({ ...known, [answer.page]: answer.rows }));
  }, [request.state]);

  // The answer in hand counts at once: waiting for the effect above would render one frame that
  // is no longer busy yet has no rows ("No data" flashing before the rows).
  const answer = request.state.status === 'ready' ? request.state.data : null;
  const shown: Pages = answer ? { ...pages, [answer.page]: answer.rows } : pages;
  const rows = Object.keys(shown)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((n) => shown[n] ?? []);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  const title = t(`stats_name_${name}`);
  const label = (value: string) => valueLabel(name, value, t('stats_direct'));
  const headingId = `stats-card-${name}`;

  const exportCsv = async () => {
    const all: StatRow[] = [];
    for (let n = 1; ; n++) {
      const result = await queue.run(() => ask(n, 100, 'use'));
      if (!result.ok || !result.value.supported || !result.value.data) break;
      all.push(...result.value.data.rows);
      if (n >= result.value.data.lastPage) break;
    }
    const csv = toCsv(
      [name, 'label', 'count'],
      all.map((row) => [row.value, label(row.value), row.count]),
    );
    downloadBlob(new Blob([csv], { type: 'text/csv' }), `${subject}-${name}-${range.from}-${range.to}.csv`);
  };

  return (
    <section
      class="stats-card card"
      aria-labelledby={headingId}
      aria-busy={request.state.status === 'loading'}
    >
      <header class="stats-card-header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          class="link-button"
          onClick={() => void exportCsv()}
          disabled={rows.length === 0}
        >
          {t('stats_export', title)}
        </button>
      </header>
      <input
        type="search"
        class="stats-search"
        aria-label={t('stats_searchIn', title)}
        placeholder={t('stats_searchIn', title)}
        value={search}
        onInput={(event) => setSearch(event.currentTarget.value)}
      />
      {rows.length > 0 ? (
        <table class="stats-top">
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col" class="num">
                {t('stats_count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <td>
                  <span
                    class="stats-bar"
                    style={{ width: `${(row.count / largest) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span class="stats-value" title={row.value}>
                    {label(row.value)}
                  </span>
                </td>
                <td class="num">{row.count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : request.state.status === 'ready' ? (
        <p class="stats-empty">{t('stats_noData')}</p>
      ) : null}
      {request.state.status !== 'ready' && <CardState state={request.state} onRetry={request.retry} />}
      {answer && page < answer.lastPage && (
        <button type="button" onClick={() => setPage(page + 1)}>
          {t('stats_showMore')}
          <span class="visually-hidden">
            {' '}
            ({title}: {rows.length} / {answer.total})
          </span>
        </button>
      )}
    </section>
  );
}
