/**
 * A top list's state: its search (asked once typing pauses), the pages asked so far (Show more
 * appends the next), the request of the current page, and every row for the CSV export.
 */
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { StatPage, StatRow, StatsRange, StatsService, TopName } from '../../../api/stats/types';
import type { Send } from '../send';
import type { RequestQueue } from './queue';
import { allRows, type Pages, pageRows } from './top-list';
import { useInView } from './use-in-view';
import { type StatsRequest, useStatsRequest } from './use-stats-request';

const PAGE_SIZE = 10;

export interface TopListOptions {
  service: StatsService;
  id: number;
  name: TopName;
  range: StatsRange;
  send: Send;
  queue: RequestQueue;
  /** The list starts searched for this, and is scrolled into view. */
  initialSearch: string;
  /** The card: its first page waits for it to come within `margin` pixels of the view. */
  card: RefObject<HTMLElement | null>;
  margin: number;
}

export interface TopList {
  /** What is typed in the search box, and what was last asked (trimmed). */
  search: string;
  setSearch: (search: string) => void;
  query: string;
  page: number;
  showMore: () => void;
  request: StatsRequest<StatPage>;
  /** The current page's answer, once in. */
  answer: StatPage | null;
  rows: StatRow[];
  /** Every row of the list (searched), asked page after page. */
  all: () => Promise<StatRow[]>;
}

/** The search typed, and the search asked: searching waits for a pause in typing (one request, not one per key). */
function useSearch(initialSearch: string) {
  const [search, setSearch] = useState(initialSearch);
  const [query, setQuery] = useState(initialSearch);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, query };
}

export function useTopList({
  service,
  id,
  name,
  range,
  send,
  queue,
  initialSearch,
  card,
  margin,
}: TopListOptions): TopList {
  const inView = useInView(card, margin, queue.expect);
  const { search, setSearch, query } = useSearch(initialSearch);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<Pages>({});
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
  useEffect(() => {
    if (request.state.status !== 'ready') return;
    const answer = request.state.data;
    setPages((known) => ({ ...known, [answer.page]: answer.rows }));
  }, [request.state]);
  const answer = request.state.status === 'ready' ? request.state.data : null;
  return {
    search,
    setSearch,
    query,
    page,
    showMore: () => setPage(page + 1),
    request,
    answer,
    rows: pageRows(pages, answer),
    all: () => allRows((n) => queue.run(() => ask(n, 100, 'use'))),
  };
}
