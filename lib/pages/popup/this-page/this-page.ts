/**
 * "This page" in the popup's "This site" panel, as pure numbers: the tab's page as the
 * analytics service stores it, its pageviews from a `page` top list searched for it, and the
 * clicks of the short links that point at it.
 */
import type { Link } from '../../../api/schemas';
import type { StatPage } from '../../../api/stats/types';

/** The analytics service keeps at most this many characters of a page (docs/API.md 7.1). */
export const STORED_PAGE_MAX = 255;
/** One page of the `page` list, searched for the page: its own row is nearly always on it. */
export const PAGE_ROWS = 100;

/**
 * The tab's page as the tracking script sends it and the service stores it: path and query
 * (the browser's own encoding, as `location` gives them), no fragment, cut at 255 characters.
 * Null for a URL that is not a web page.
 */
export function storedPage(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return null;
    return `${parsed.pathname}${parsed.search}`.slice(0, STORED_PAGE_MAX);
  } catch {
    return null;
  }
}

/**
 * The page's pageviews in a `page` list searched for it: its row's count, 0 when the whole list
 * came back without it, null when the list goes on past what was asked (the search is a
 * substring match: `/` matches every page), so the count is not known.
 */
export function pageviewsOf(list: StatPage, page: string): number | null {
  const row = list.rows.find((candidate) => candidate.value === page);
  if (row) return row.count;
  return list.total <= list.rows.length ? 0 : null;
}

/** What the links' clicks add up to (each link's clicks since it was made). */
export const clicksOf = (links: readonly Link[]): number => links.reduce((sum, link) => sum + link.clicks, 0);
