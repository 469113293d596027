/**
 * Shorten many's "Copy all": the results as plain text (one link a line, what it stands for first),
 * Markdown (`[title](short)` a line, the title from the tab or the link, else the URL) and CSV
 * (RFC 4180, one row per URL, failed ones with their reason).
 */
import type { BatchItem } from '../../../shared/batch';

const shortened = (items: readonly BatchItem[]) =>
  items.filter((item): item is BatchItem & { shortUrl: string } => item.state === 'done' && !!item.shortUrl);

/** One line of a title: a tab title may hold line breaks and runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "Page title — https://sho.rt/abc" a line (the URL when the title is unknown): pasted into a
 * mail, a bare list of short URLs would not say which page each one opens.
 */
export function asPlainText(items: readonly BatchItem[]): string {
  return shortened(items)
    .map((item) => `${oneLine(item.title || item.url) || item.url} — ${item.shortUrl}`)
    .join('\n');
}

/** Brackets and backslashes in a title would end the link text early. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ');
/** A `)` or a space in the short URL would end the destination: percent-encode them. */
const markdownUrl = (url: string) => url.replace(/[()\s]/g, (char) => encodeURIComponent(char));

export function asMarkdown(items: readonly BatchItem[]): string {
  return shortened(items)
    .map((item) => `[${markdownText(item.title || item.url)}](${markdownUrl(item.shortUrl)})`)
    .join('\n');
}

/**
 * A CSV field: quoted when it holds a comma, quote or line break; and a leading `=`, `+`, `-`
 * or `@` is escaped with `'` so that a spreadsheet does not run a page title as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function asCsv(items: readonly BatchItem[]): string {
  const rows = [['url', 'short_url', 'title', 'error']];
  for (const item of items) {
    rows.push([
      item.url,
      item.shortUrl ?? '',
      item.title ?? '',
      item.state === 'failed' ? (item.error?.message ?? '') : '',
    ]);
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
