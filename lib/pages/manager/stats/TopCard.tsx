import { useEffect, useRef, useState } from 'preact/hooks';
import type { StatPage, StatRow, StatsRange, StatsService, TopName } from '../../../api/stats/types';
import { formatNumber } from '../../../shared/format';
import { t } from '../../../shared/i18n';
import { downloadBlob } from '../../download';
import { toCsv } from '../links/csv';
import type { Send } from '../send';
import { CardState } from './CardState';
import { valueLabel } from './labels';
import type { RequestQueue } from './queue';
import { shareText } from './share';
import { useInView } from './use-in-view';
import { useStatsRequest } from './use-stats-request';

interface TopCardProps {
  service: StatsService;
  id: number;
  name: TopName;
  range: StatsRange;
  send: Send;
  queue: RequestQueue;
  /** The alias or host, for the CSV file's name. */
  subject: string;
  /** The range's total of what this list counts, for each row's share; undefined: none (yet). */
  total?: number | undefined;
  /**
   * The list starts searched for this (the popup's "Campaign statistics"), and is
   * scrolled into view: it is what the person came for.
   */
  initialSearch?: string | undefined;
}

const PAGE_SIZE = 10;
/** A card asks for its list this many pixels before it scrolls into view. */
export const LOAD_MARGIN_PX = 150;
/** Rows kept per page asked: "Show more" appends the next page. */
type Pages = Record<number, StatRow[]>;

/** One top list (referrers, countries...): its rows with their share, Show more, search, CSV. */
export function TopCard({
  service,
  id,
  name,
  range,
  send,
  queue,
  subject,
  total,
  initialSearch = '',
}: TopCardProps) {
  const card = useRef<HTMLElement>(null);
  const rowsBody = useRef<HTMLTableSectionElement>(null);
  // Show more moves the focus to the first new row (its index, until it is there).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const inView = useInView(card, LOAD_MARGIN_PX);
  const [search, setSearch] = useState(initialSearch);
  const [query, setQuery] = useState(initialSearch);
  useEffect(() => {
    if (initialSearch) card.current?.scrollIntoView({ block: 'center' });
  }, []);
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
  // The first page waits for the card to come into view, and for the rate limit's next window
  // when few requests are left (queue.ts); what a person asks for (a search, more) goes at once.
  const request = useStatsRequest<StatPage>(
    queue,
    `${name}:${query}:${page}`,
    (cache) => ask(page, PAGE_SIZE, cache),
    inView,
    { hold: page === 1 && query === '' },
  );
  // Again once its rows are in, should the chart above have pushed it away meanwhile.
  const ready = request.state.status === 'ready';
  useEffect(() => {
    if (ready && initialSearch && query === initialSearch) card.current?.scrollIntoView({ block: 'nearest' });
  }, [ready]);
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
  useEffect(() => {
    if (focusRow === null || rows.length <= focusRow) return;
    (rowsBody.current?.rows[focusRow] as HTMLElement | undefined)?.focus();
    setFocusRow(null);
  }, [rows.length, focusRow]);
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
      ref={card}
      class="stats-card card"
      data-stat={name}
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
              {total !== undefined && (
                <th scope="col" class="num stats-share">
                  {t('stats_share')}
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={rowsBody}>
            {rows.map((row) => (
              <tr key={row.value} tabIndex={-1}>
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
                <td class="num">{formatNumber(row.count)}</td>
                {total !== undefined && <td class="num stats-share">{shareText(row.count, total) ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      ) : request.state.status === 'ready' ? (
        <p class="stats-empty">{query ? t(`stats_noMatch_${name}`, query) : t('stats_noData')}</p>
      ) : null}
      {request.state.status !== 'ready' && <CardState state={request.state} onRetry={request.retry} />}
      {answer && page < answer.lastPage && (
        <button
          type="button"
          onClick={() => {
            setFocusRow(rows.length);
            setPage(page + 1);
          }}
        >
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
