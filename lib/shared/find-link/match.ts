/**
 * The local half of a link search and the merge with the server's answer. Local history shows
 * at once (before the server answers), so the merge keeps its order stable: the server's matches
 * by clicks, then local-only matches, never the same link twice.
 */
import type { HistoryEntry } from '../protocol';
import { FIND_LIMIT, type FoundLink } from './types';

/** Lower-cased words of a query; empty when the query is only spaces. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

export function fromHistory(entry: HistoryEntry, clicks: number | null = null): FoundLink {
  return {
    id: entry.id,
    alias: entry.alias,
    shortUrl: entry.shortUrl,
    url: entry.url,
    title: entry.title ?? null,
    clicks,
  };
}

/**
 * History entries whose alias, destination URL or title holds every word of the query, in
 * history order (newest first). Local matching looks at all three fields whatever the server
 * searches: it costs nothing and finds a link by any part of it.
 */
export function matchHistory(
  entries: readonly HistoryEntry[],
  query: string,
  limit = FIND_LIMIT,
): FoundLink[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const found: FoundLink[] = [];
  for (const entry of entries) {
    const haystack = `${entry.alias} ${entry.url} ${entry.title ?? ''}`.toLowerCase();
    if (words.every((word) => haystack.includes(word))) found.push(fromHistory(entry));
    if (found.length === limit) break;
  }
  return found;
}

/** The same link, whichever side found it: the server's id, else the short URL. */
const sameLink = (a: FoundLink, b: FoundLink) => a.id === b.id || a.shortUrl === b.shortUrl;

/**
 * The server's matches first, most clicks first (a known count beats an unknown one), then the
 * local matches the server did not return (it searched one field; history matches any), capped.
 */
export function mergeResults(
  local: readonly FoundLink[],
  server: readonly FoundLink[],
  limit = FIND_LIMIT,
): FoundLink[] {
  const ranked = [...server].sort((a, b) => (b.clicks ?? -1) - (a.clicks ?? -1));
  const localOnly = local.filter((link) => !ranked.some((other) => sameLink(link, other)));
  return [...ranked, ...localOnly].slice(0, limit);
}

/** The destination's host for a result row: `https://www.example.com/a` -> `example.com`. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
