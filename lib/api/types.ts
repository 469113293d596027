/**
 * The surface of the API client (`createApi` in index.ts). Every method validates its input
 * first (ApiError `validation`, nothing sent), rejects with ApiError only, and accepts an
 * AbortSignal so a caller can give up.
 */

import type { RateBudget } from './rate-limit';
import type {
  Account,
  Dialect,
  Link,
  LinkCreateInput,
  LinkListQuery,
  LinkUpdateInput,
  NamedRef,
  Page,
  Website,
  WebsiteCreateInput,
  WebsiteListQuery,
  WebsiteUpdateInput,
} from './schemas';
import type {
  NameSet,
  SeriesName,
  StatPage,
  StatSeries,
  StatsRange,
  StatsService,
  TopName,
  TopQuery,
} from './stats/types';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Interactive calls (popup, menu, shortcut) never wait on the rate limit: a spent budget ends
   * in `rate_limited` at once. Bulk work (manager) sets `waitForRateLimit: true` to pace itself.
   */
  waitForRateLimit?: boolean;
}

export interface ApiOptions {
  linksBaseUrl: string;
  /** Defaults to linksBaseUrl. */
  analyticsBaseUrl?: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds. Defaults: read 10 000, write 30 000. */
  timeouts?: { read?: number; write?: number };
  /** 'auto' (default) detects the dialect from the records the server returns. */
  dialect?: Dialect | 'auto';
  /**
   * With 'auto': what an earlier client already detected, per service (the background stores it
   * in the settings). A known service starts settled, so no request probes it again.
   */
  detected?: { links?: Dialect | null; websites?: Dialect | null };
  /** Called when auto-detection settles on a dialect (the background stores it). */
  onDialectDetected?: (service: 'links' | 'websites', dialect: Dialect) => void;
  /** The statistics names each service is known to speak (docs/API.md section 7); default current. */
  statsNameSets?: Partial<Record<StatsService, NameSet>>;
  /** Called when a service turns out to speak the other set of statistics names (the background remembers it). */
  onStatsNameSet?: (service: StatsService, set: NameSet) => void;
  /** Injected for tests: the clock (ms since epoch) and the sleep used by retries and rate limits. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface LinksApi {
  list(query?: LinkListQuery, options?: CallOptions): Promise<Page<Link>>;
  get(id: number, options?: CallOptions): Promise<Link>;
  create(input: LinkCreateInput, options?: CallOptions): Promise<Link>;
  update(id: number, input: LinkUpdateInput, options?: CallOptions): Promise<Link>;
  /** Resolves when deleted; a 404 (already gone) also resolves. */
  remove(id: number, options?: CallOptions): Promise<void>;
}

export interface WebsitesApi {
  list(query?: WebsiteListQuery, options?: CallOptions): Promise<Page<Website>>;
  get(id: number, options?: CallOptions): Promise<Website>;
  create(input: WebsiteCreateInput, options?: CallOptions): Promise<Website>;
  update(id: number, input: WebsiteUpdateInput, options?: CallOptions): Promise<Website>;
  remove(id: number, options?: CallOptions): Promise<void>;
}

/** Optional resources: `null` when the server does not have them (it answered 404). */
export interface NamedListApi {
  list(options?: CallOptions): Promise<NamedRef[] | null>;
}

/** Statistics (docs/API.md section 7): lib/api/stats/index.ts. */
export interface StatsApi {
  series(
    service: StatsService,
    id: number,
    name: SeriesName,
    range: StatsRange,
    options?: CallOptions,
  ): Promise<StatSeries>;
  top(
    service: StatsService,
    id: number,
    name: TopName,
    query: TopQuery,
    options?: CallOptions,
  ): Promise<StatPage>;
  /** Tells the client a service's name set learnt earlier (by another client), unless it knows one. */
  knowNameSet(service: StatsService, set: NameSet): void;
}

export interface Api {
  links: LinksApi;
  websites: WebsitesApi;
  domains: NamedListApi;
  spaces: NamedListApi;
  pixels: NamedListApi;
  /** The key owner's account on a service (default the links service); null without the route (404). */
  account: { get(options?: CallOptions, service?: 'links' | 'websites'): Promise<Account | null> };
  /** Statistics of a link (links service) or a website (analytics service). */
  stats: StatsApi;
  /**
   * Requests the service's server still allows in its current window, as its last answer said,
   * and when that window ends; undefined before any answer or without X-RateLimit headers. Lets
   * searches back off early and the statistics view hold its top lists.
   */
  rateLimitBudget?(service: 'links' | 'websites'): RateBudget | undefined;
}
