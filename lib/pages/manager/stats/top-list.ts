/**
 * A top list's rows and CSV: the pages asked so far as one list, and the whole list as the
 * file "Export" saves. use-top-list.ts asks for the pages.
 */
import type { StatPage, StatRow, StatsRange, TopName } from '../../../api/stats/types';
import type { Result, StatsAnswer } from '../../../shared/protocol';
import { toCsv } from '../links/csv';

/** Rows kept per page asked: "Show more" appends the next page. */
export type Pages = Record<number, StatRow[]>;

/**
 * The rows of every page known, in page order. The answer in hand counts at once: waiting for
 * it to be stored would render one frame that is no longer busy yet has no rows ("No data"
 * flashing before the rows).
 */
export function pageRows(pages: Pages, answer: StatPage | null): StatRow[] {
  const shown: Pages = answer ? { ...pages, [answer.page]: answer.rows } : pages;
  return Object.keys(shown)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((n) => shown[n] ?? []);
}

/**
 * Every row of a list, asking page after page (`ask(n)`) until the last; a page that fails or
 * is not there ends it with the rows so far.
 */
export async function allRows(
  ask: (page: number) => Promise<Result<StatsAnswer<StatPage>>>,
): Promise<StatRow[]> {
  const all: StatRow[] = [];
  for (let n = 1; ; n++) {
    const result = await ask(n);
    if (!result.ok || !result.value.supported || !result.value.data) break;
    all.push(...result.value.data.rows);
    if (n >= result.value.data.lastPage) break;
  }
  return all;
}

/** A list as CSV: the value as the server has it, its label as the card shows it, the count. */
export function topCsv(name: TopName, rows: readonly StatRow[], label: (value: string) => string): string {
  return toCsv(
    [name, 'label', 'count'],
    rows.map((row) => [row.value, label(row.value), row.count]),
  );
}

/** The CSV file's name: what, which list, which days. */
export const topCsvName = (subject: string, name: TopName, range: StatsRange) =>
  `${subject}-${name}-${range.from}-${range.to}.csv`;
