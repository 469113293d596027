import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { downloadBlob } from '../../../../components/download';
import type { StatRow, StatsRange, StatsService, TopName } from '../../../api/stats/types';
import { formatNumber } from '../../../shared/format';
import { t } from '../../../shared/i18n';
import type { Send } from '../send';
import { CardState } from './CardState';
import { valueLabel } from './labels';
import type { RequestQueue } from './queue';
import { shareText } from './share';
import { topCsv, topCsvName } from './top-list';
import { type TopList, useTopList } from './use-top-list';

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

/** A card asks for its list this many pixels before it scrolls into view. */
export const LOAD_MARGIN_PX = 150;

/** The card's heading, with the button that saves the whole list as CSV. */
function TopCardHeader({
  headingId,
  title,
  empty,
  onExport,
}: {
  headingId: string;
  title: string;
  empty: boolean;
  onExport: () => void;
}) {
  return (
    <header class="stats-card-header">
      <h2 id={headingId}>{title}</h2>
      <button type="button" class="link-button" onClick={onExport} disabled={empty}>
        {t('stats_export', title)}
      </button>
    </header>
  );
}

/** The rows, each with a bar as long as its count against the largest, and its share of `total`. */
function TopTable({
  title,
  rows,
  total,
  label,
  body,
}: {
  title: string;
  rows: StatRow[];
  total: number | undefined;
  label: (value: string) => string;
  body: RefObject<HTMLTableSectionElement | null>;
}) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
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
      <tbody ref={body}>
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
  );
}

/** What shows under the rows: "No data" or "No match", the request's state, and Show more. */
function TopCardFooter({
  list,
  name,
  title,
  onMore,
}: {
  list: TopList;
  name: TopName;
  title: string;
  onMore: () => void;
}) {
  const { rows, request, answer, query, page } = list;
  return (
    <>
      {rows.length === 0 && request.state.status === 'ready' && (
        <p class="stats-empty">{query ? t(`stats_noMatch_${name}`, query) : t('stats_noData')}</p>
      )}
      {request.state.status !== 'ready' && <CardState state={request.state} onRetry={request.retry} />}
      {answer && page < answer.lastPage && (
        <button type="button" onClick={onMore}>
          {t('stats_showMore')}
          <span class="visually-hidden">
            {' '}
            ({title}: {rows.length} / {answer.total})
          </span>
        </button>
      )}
    </>
  );
}

/** One top list (referrers, countries...): its rows with their share, Show more, search, CSV. */
export function TopCard(props: TopCardProps) {
  const { name, range, subject, total, initialSearch = '' } = props;
  const card = useRef<HTMLElement>(null);
  const rowsBody = useRef<HTMLTableSectionElement>(null);
  // Show more moves the focus to the first new row (its index, until it is there).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (initialSearch) card.current?.scrollIntoView({ block: 'center' });
  }, []);
  const list = useTopList({ ...props, initialSearch, card, margin: LOAD_MARGIN_PX });
  const { rows, request } = list;
  // Again once its rows are in, should the chart above have pushed it away meanwhile.
  const ready = request.state.status === 'ready';
  useEffect(() => {
    if (ready && initialSearch && list.query === initialSearch)
      card.current?.scrollIntoView({ block: 'nearest' });
  }, [ready]);
  useEffect(() => {
    if (focusRow === null || rows.length <= focusRow) return;
    (rowsBody.current?.rows[focusRow] as HTMLElement | undefined)?.focus();
    setFocusRow(null);
  }, [rows.length, focusRow]);
  const title = t(`stats_name_${name}`);
  const label = (value: string) => valueLabel(name, value, t('stats_direct'));
  const headingId = `stats-card-${name}`;
  const exportCsv = async () => {
    const csv = topCsv(name, await list.all(), label);
    downloadBlob(new Blob([csv], { type: 'text/csv' }), topCsvName(subject, name, range));
  };

  return (
    <section
      ref={card}
      class="stats-card card"
      data-stat={name}
      aria-labelledby={headingId}
      aria-busy={request.state.status === 'loading'}
    >
      <TopCardHeader
        headingId={headingId}
        title={title}
        empty={rows.length === 0}
        onExport={() => void exportCsv()}
      />
      <input
        type="search"
        class="stats-search"
        aria-label={t('stats_searchIn', title)}
        placeholder={t('stats_searchIn', title)}
        value={list.search}
        onInput={(event) => list.setSearch(event.currentTarget.value)}
      />
      {rows.length > 0 && <TopTable title={title} rows={rows} total={total} label={label} body={rowsBody} />}
      <TopCardFooter
        list={list}
        name={name}
        title={title}
        onMore={() => {
          setFocusRow(rows.length);
          list.showMore();
        }}
      />
    </section>
  );
}
