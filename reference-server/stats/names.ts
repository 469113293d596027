/**
 * The statistics names each kind of server accepts (the servers' config/stats.php by release):
 * `current` (newer releases) or `legacy` (older ones); `none` has no statistics route at all.
 * Each name says what it counts and how its rows are keyed.
 */
import {
  BROWSERS,
  CAMPAIGNS,
  CITIES,
  CONTINENTS,
  COUNTRIES,
  DEVICES,
  EVENTS,
  LANGUAGES,
  PAGES,
  REFERRERS,
  RESOLUTIONS,
  SYSTEMS,
} from './dimensions.ts';
import type { Service } from './generate.ts';

export type StatsMode = 'current' | 'legacy' | 'none';

/** What a day's rows count: clicks (links), visitors, pageviews, or a share of visitors. */
export type Measure = 'clicks' | 'visitors' | 'pageviews' | 'campaigns' | 'events';

export type NameKind =
  /** The current links service's `click`: buckets sized by the range, not paginated. */
  | { kind: 'click-series' }
  /** One row per day (`YYYY-MM-DD`). */
  | { kind: 'daily'; measure: Measure }
  /** One row per hour of the day (`00`..`23`), summed over the range. */
  | { kind: 'hourly'; measure: Measure }
  | { kind: 'dimension'; measure: Measure; table: [string, number][] };

const visitorsBy = (table: [string, number][], measure: Measure = 'visitors'): NameKind => ({
  kind: 'dimension',
  measure,
  table,
});
const clicksBy = (table: [string, number][]) => visitorsBy(table, 'clicks');

const LINK_COMMON: Record<string, NameKind> = {
  referrer: clicksBy(REFERRERS),
  country: clicksBy(COUNTRIES),
  browser: clicksBy(BROWSERS),
  device: clicksBy(DEVICES),
  language: clicksBy(LANGUAGES),
};

const WEBSITE_COMMON: Record<string, NameKind> = {
  visitors: { kind: 'daily', measure: 'visitors' },
  pageviews: { kind: 'daily', measure: 'pageviews' },
  page: visitorsBy(PAGES, 'pageviews'),
  landing_page: visitorsBy(PAGES),
  referrer: visitorsBy(REFERRERS),
  campaign: visitorsBy(CAMPAIGNS, 'campaigns'),
  continent: visitorsBy(CONTINENTS),
  country: visitorsBy(COUNTRIES),
  city: visitorsBy(CITIES),
  language: visitorsBy(LANGUAGES),
  browser: visitorsBy(BROWSERS),
  os: visitorsBy(SYSTEMS),
  device: visitorsBy(DEVICES),
  resolution: visitorsBy(RESOLUTIONS),
  event: visitorsBy(EVENTS, 'events'),
};

const NAMES: Record<Exclude<StatsMode, 'none'>, Record<Service, Record<string, NameKind>>> = {
  current: {
    links: {
      ...LINK_COMMON,
      click: { kind: 'click-series' },
      city: clicksBy(CITIES),
      operating_system: clicksBy(SYSTEMS),
    },
    websites: {
      ...WEBSITE_COMMON,
      visitors_hour: { kind: 'hourly', measure: 'visitors' },
      pageviews_hour: { kind: 'hourly', measure: 'pageviews' },
    },
  },
  legacy: {
    links: {
      ...LINK_COMMON,
      clicks: { kind: 'daily', measure: 'clicks' },
      clicks_hour: { kind: 'hourly', measure: 'clicks' },
      cities: clicksBy(CITIES),
      platform: clicksBy(SYSTEMS),
    },
    websites: {
      ...WEBSITE_COMMON,
      visitors_hours: { kind: 'hourly', measure: 'visitors' },
      pageviews_hours: { kind: 'hourly', measure: 'pageviews' },
    },
  },
};

export function nameKind(
  mode: Exclude<StatsMode, 'none'>,
  service: Service,
  name: string,
): NameKind | undefined {
  return Object.hasOwn(NAMES[mode][service], name) ? NAMES[mode][service][name] : undefined;
}
