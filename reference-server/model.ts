/**
 * The stored data, neutral between the two wire dialects: each dialect validates its own
 * field names into these rows and renders them back (links/classic.ts, links/current.ts).
 * Times are milliseconds since the epoch.
 */

export interface Account {
  id: number;
  name: string;
  email: string;
  key: string;
  /** false = the plan has no API access (403 on every API route). */
  apiAccess: boolean;
  defaultDomainId: number | null;
  /**
   * IANA zone the links service counts clicks in; null = the server's default (UTC
   * here). Absent in data files written before it: read as null.
   */
  timezone?: string | null;
  createdAt: number;
}

export interface Domain {
  id: number;
  userId: number;
  /** With scheme, as the short URL starts: https://sho.rt */
  name: string;
  createdAt: number;
}

export interface Space {
  id: number;
  userId: number;
  name: string;
  color: number;
  createdAt: number;
}

export interface Pixel {
  id: number;
  userId: number;
  name: string;
  type: string;
  createdAt: number;
}

/** Targeting groups, named as in the current dialect. */
export type TargetGroup =
  | 'countries'
  | 'continents'
  | 'operating_systems'
  | 'browsers'
  | 'languages'
  | 'devices'
  | 'rotations';

export interface TargetRow {
  key?: string;
  value: string;
}

export interface Link {
  id: number;
  userId: number;
  alias: string;
  url: string;
  title: string | null;
  domainId: number | null;
  spaceId: number | null;
  pixelIds: number[];
  disabled: 0 | 1;
  privacy: 0 | 1 | 2;
  /** Protects the statistics page (classic privacy_password, current password). */
  statsPassword: string | null;
  /** Protects the redirect (classic password, current redirect_password). */
  redirectPassword: string | null;
  expirationUrl: string | null;
  /** 0 = no limit (classic expiration_clicks, current clicks_limit). */
  clicksLimit: number;
  startsAt: number | null;
  endsAt: number | null;
  targetType: TargetGroup | null;
  /** Rows per group: the classic dialect keeps each group's rows whatever the type. */
  targets: Partial<Record<TargetGroup, TargetRow[]>>;
  sensitiveContent: 0 | 1;
  lastRotation: number;
  clicks: number;
  /**
   * A seeded link's generated clicks run from its creation until this time (the seed's clock),
   * and `clicks` is their sum (stats/history.ts). Absent: a link created through the API, which
   * has no clicks (this server records none).
   */
  clicksUntil?: number;
  createdAt: number;
  updatedAt: number;
}

export interface Website {
  id: number;
  userId: number;
  /** Bare host without www. */
  host: string;
  privacy: 0 | 1 | 2;
  password: string | null;
  email: 0 | 1;
  excludeBots: 0 | 1;
  /** One IP per line, or null. */
  excludeIps: string | null;
  excludeParams: string | null;
  favorite: 0 | 1;
  favoritedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * One statistics row the tracking endpoint wrote, as the analytics service keeps
 * them: a website, a name (`visitors`, `page`, ...), a value, a day of the server's clock and
 * a count that each visit adds 1 to. Daily names (`visitors`, `pageviews`) use the day as value.
 */
export interface TrackedRow {
  websiteId: number;
  name: string;
  value: string;
  /** `YYYY-MM-DD`, the server's clock (UTC). */
  date: string;
  count: number;
}

export interface Data {
  version: 1;
  /** Last id handed out per table (auto-increment, never reused, like a database). */
  seq: { account: number; domain: number; space: number; pixel: number; link: number; website: number };
  accounts: Account[];
  domains: Domain[];
  spaces: Space[];
  pixels: Pixel[];
  links: Link[];
  websites: Website[];
  /** Visits recorded by `POST /api/event`; absent in data files written before it. */
  tracked?: TrackedRow[];
  /** Days made unusual for a record (a spike, a drop) by `unusualDay`; absent: none. */
  unusual?: UnusualDay[];
}

/**
 * A day on which a website's visitors or a link's clicks are `factor` times what the seeded
 * statistics would have (5: a spike, 0.2: a drop), so the demo and the tests can show an alert.
 */
export interface UnusualDay {
  service: 'links' | 'websites';
  id: number;
  /** `YYYY-MM-DD`: the day the record's statistics count in. */
  date: string;
  factor: number;
}

export function emptyData(): Data {
  return {
    version: 1,
    seq: { account: 0, domain: 0, space: 0, pixel: 0, link: 0, website: 0 },
    accounts: [],
    domains: [],
    spaces: [],
    pixels: [],
    links: [],
    websites: [],
    tracked: [],
  };
}
