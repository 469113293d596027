/**
 * CSV for spreadsheets: a header row, CRLF line ends and RFC 4180 quoting. Text cells that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) get a
 * leading apostrophe: link titles come from arbitrary web pages (CSV/formula injection).
 */
import type { Link } from '../../../api/schemas';
import { linkStatus } from './link-status';

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are ours (clicks, ids), never a formula; only text is guarded.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Column names are a data format (stable, like the API's field names), not interface text, so
 * they stay the same whatever the browser's language.
 */
export const LINK_CSV_HEADER = [
  'id',
  'alias',
  'short_url',
  'url',
  'title',
  'clicks',
  'status',
  'space',
  'domain',
  'created_at',
] as const;

export function linksToCsv(links: readonly Link[], now: number): string {
  return toCsv(
    LINK_CSV_HEADER,
    links.map((link) => [
      link.id,
      link.alias,
      link.shortUrl,
      link.url,
      link.title,
      link.clicks,
      linkStatus(link, now),
      link.space?.name,
      link.domain?.name,
      link.createdAt,
    ]),
  );
}
