/**
 * The manager's place (view, filters, page) lives in the URL hash, so reload and Back keep it:
 * `#links?search=..&by=..&status=..&sort=..&perPage=..&page=..&space=..&domain=..&edit=..` and
 * `#websites?search=..&sort=..&perPage=..&page=..`. Defaults are left out of the hash; anything
 * unknown or invalid falls back to its default instead of failing.
 */
import {
  LINK_SEARCH_BY,
  LINK_SORT,
  LINK_STATUS,
  type LinkSearchBy,
  type LinkSort,
  type LinkStatusFilter,
  WEBSITE_SORT,
  type WebsiteSort,
} from '../../api/enums';
import { formatStatsRoute, parseStatsRoute, type StatsRoute } from './stats/route';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export interface LinksState {
  search: string;
  by: LinkSearchBy;
  status: LinkStatusFilter;
  sort: LinkSort;
  perPage: number;
  page: number;
  space: number | null;
  domain: number | null;
  /** A link whose edit dialog the address opens (an expiring link's alert); forgotten once open. */
  edit: number | null;
}

export interface WebsitesState {
  search: string;
  sort: WebsiteSort;
  perPage: number;
  page: number;
}

export type HashState =
  | { view: 'links'; links: LinksState }
  | { view: 'websites'; websites: WebsitesState }
  /** A link's or a website's statistics (stats/route.ts). */
  | { view: 'stats'; stats: StatsRoute };

export const DEFAULT_LINKS: LinksState = {
  search: '',
  by: 'title',
  status: 'all',
  sort: 'newest',
  perPage: 25,
  page: 1,
  space: null,
  domain: null,
  edit: null,
};

/** A–Z: what real servers do by default (docs/API.md section 3). */
export const DEFAULT_WEBSITES: WebsitesState = { search: '', sort: 'asc', perPage: 25, page: 1 };

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
}

function perPage(value: string | null, fallback: number): number {
  const number = positiveInt(value);
  return PER_PAGE_OPTIONS.includes(number as (typeof PER_PAGE_OPTIONS)[number])
    ? (number as number)
    : fallback;
}

export function parseHash(hash: string): HashState {
  const [path = '', queryString = ''] = hash.replace(/^#/, '').split('?', 2);
  const params = new URLSearchParams(queryString);
  const stats = parseStatsRoute(path, params);
  if (stats) return { view: 'stats', stats };
  if (path === 'websites') {
    const d = DEFAULT_WEBSITES;
    return {
      view: 'websites',
      websites: {
        search: params.get('search') ?? d.search,
        sort: oneOf(WEBSITE_SORT, params.get('sort'), d.sort),
        perPage: perPage(params.get('perPage'), d.perPage),
        page: positiveInt(params.get('page')) ?? d.page,
      },
    };
  }
  const d = DEFAULT_LINKS;
  return {
    view: 'links',
    links: {
      search: params.get('search') ?? d.search,
      by: oneOf(LINK_SEARCH_BY, params.get('by'), d.by),
      status: oneOf(LINK_STATUS, params.get('status'), d.status),
      sort: oneOf(LINK_SORT, params.get('sort'), d.sort),
      perPage: perPage(params.get('perPage'), d.perPage),
      page: positiveInt(params.get('page')) ?? d.page,
      space: positiveInt(params.get('space')),
      domain: positiveInt(params.get('domain')),
      edit: positiveInt(params.get('edit')),
    },
  };
}

/** `#view?key=value...` with only the values that differ from the defaults. */
export function formatHash(state: HashState): string {
  if (state.view === 'stats') return formatStatsRoute(state.stats);
  const [values, defaults]: [object, object] =
    state.view === 'links' ? [state.links, DEFAULT_LINKS] : [state.websites, DEFAULT_WEBSITES];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === (defaults as Record<string, unknown>)[key]) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `#${state.view}${query ? `?${query}` : ''}`;
}
