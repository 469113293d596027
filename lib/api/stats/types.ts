/**
 * The statistics vocabulary above the wire (docs/API.md section 7): normalized names, a range,
 * the rows of a top list and the points of a time series. The wire names differ by server
 * release (name sets); lib/api/stats translates.
 */
export const STATS_SERVICES = ['links', 'websites'] as const;
export type StatsService = (typeof STATS_SERVICES)[number];

export const LINK_SERIES_NAMES = ['clicks'] as const;
export const WEBSITE_SERIES_NAMES = ['visitors', 'pageviews'] as const;
export const SERIES_NAMES = [...LINK_SERIES_NAMES, ...WEBSITE_SERIES_NAMES] as const;
export type LinkSeriesName = (typeof LINK_SERIES_NAMES)[number];
export type WebsiteSeriesName = (typeof WEBSITE_SERIES_NAMES)[number];
export type SeriesName = (typeof SERIES_NAMES)[number];

/** The top lists, in the order a statistics view shows them. */
export const LINK_TOP_NAMES = ['referrer', 'country', 'city', 'browser', 'os', 'device', 'language'] as const;
export const WEBSITE_TOP_NAMES = [
  'page',
  'landing_page',
  'referrer',
  'campaign',
  'continent',
  'country',
  'city',
  'language',
  'browser',
  'os',
  'device',
  'resolution',
  'event',
] as const;
/** Every name a top list may have: the links service's are all among the analytics service's. */
export const TOP_NAMES: readonly TopName[] = WEBSITE_TOP_NAMES;
export type LinkTopName = (typeof LINK_TOP_NAMES)[number];
export type WebsiteTopName = (typeof WEBSITE_TOP_NAMES)[number];
export type TopName = LinkTopName | WebsiteTopName;
export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export type Granularity = 'hour' | 'day' | 'month' | 'year';

/** Days as `YYYY-MM-DD`, both inclusive, in the account's time zone. */
export interface StatsRange {
  from: string;
  to: string;
}

export interface StatRow {
  value: string;
  count: number;
}

export interface StatPage {
  rows: StatRow[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** bucket: `YYYY-MM-DD HH` | `YYYY-MM-DD` | `YYYY-MM` | `YYYY`, by the series' granularity. */
export interface SeriesPoint {
  bucket: string;
  count: number;
  /** A month or year the range covers only in part (its first or last bucket). */
  partial?: true;
}

/** Every bucket of the range, in order, the ones without visits at 0. */
export interface StatSeries {
  granularity: Granularity;
  points: SeriesPoint[];
}

export interface TopQuery extends StatsRange {
  page?: number;
  perPage?: (typeof PER_PAGE_CHOICES)[number];
  search?: string;
  sortBy?: 'count' | 'value';
  sort?: 'asc' | 'desc';
}

/** The wire names of one server release (docs/API.md section 7, "names by release"). */
export type NameSet = 'current' | 'legacy';
