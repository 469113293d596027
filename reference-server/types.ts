/**
 * The in-process interface of the reference server (`startServer` in index.ts), used by the
 * contract tests, the e2e tests, the demo and the benchmark.
 */

export type ServerDialect = 'classic' | 'current';

export interface ServerOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Wire format served (docs/API.md sections 5 and 6). Default 'classic'. */
  dialect?: ServerDialect;
  /** Send permissive CORS headers (off by default, like many real servers). */
  cors?: boolean;
  /** Requests per minute per key. Default 60. */
  rateLimit?: number;
  /** 422 body shape: 'object' = {"message": {field: [..]}} (default); 'laravel' = {"message", "errors"}. */
  validationShape?: 'object' | 'laravel';
  /** Keep data in this JSON file (written atomically). Without it, data lives in memory. */
  dataFile?: string;
  /** Seed the demo data (default true; ignored when dataFile already holds data). */
  seed?: boolean;
  /** Allow fault injection through `faults` (always on in-process; `--faults` on the CLI). */
  faults?: boolean;
  /**
   * The statistics route (docs/API.md section 7): the names of newer releases ('current',
   * default), of older ones ('legacy'), or no route at all ('none', an older release still).
   */
  stats?: 'current' | 'legacy' | 'none';
  /**
   * The demo account's `timezone` at seeding (issue 25): an IANA zone the links service counts
   * clicks in, or null (default: the server's clock, UTC). Ignored when dataFile already holds data.
   */
  timezone?: string | null;
  /** Injected clock for tests (ms since epoch). */
  now?: () => number;
}

export interface LoggedRequest {
  method: string;
  /** Path without the query string, e.g. /api/v1/links/42 */
  path: string;
  query: Record<string, unknown>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed body (PHP-style qs parse for forms, JSON otherwise); raw text in `rawBody`. */
  body: unknown;
  rawBody: string;
  /** Status the server answered (undefined for a reset or a hang). */
  status?: number;
  time: number;
}

/** A route is matched as `METHOD /path/pattern`, e.g. 'POST /api/v1/links' or 'GET /api/v1/links/*'; '*' alone matches every request. */
export type RouteMatcher = string;

export interface FaultControl {
  /** Delay every matching response by `ms`. */
  latency(route: RouteMatcher, ms: number): void;
  /**
   * The next `times` matching requests get this status and body (object -> JSON; string -> sent
   * as-is with `contentType`, default text/html); with `after`, only once that many matching
   * requests went through untouched (a rate limit spent partway through a page's requests).
   */
  respond(
    route: RouteMatcher,
    fault: { status: number; body?: unknown; contentType?: string; headers?: Record<string, string> },
    times?: number,
    after?: number,
  ): void;
  /** The next `times` matching requests have their connection destroyed without an answer. */
  reset(route: RouteMatcher, times?: number): void;
  /** The next `times` matching requests never get an answer (until stop()). */
  hang(route: RouteMatcher, times?: number): void;
  /** Remove every fault. */
  clear(): void;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8787 (no trailing slash): the links and analytics base URL. */
  url: string;
  port: number;
  keys: {
    /** The seeded demo account (links, spaces, domains, pixels, websites). */
    demo: string;
    /** A second account with its own records (proves isolation: 404 on the other's ids). */
    other: string;
    /** An account whose plan has no API access (403). */
    noApi: string;
  };
  faults: FaultControl;
  /** Every request received, oldest first. */
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** Reset the data to the seed (and clear rate-limit windows and faults). */
  reset(): Promise<void>;
  /**
   * Sets an account's `timezone` (the demo's unless `key` says; null: the server's) until the
   * next reset (issue 25). Throws on a name that is not an IANA zone.
   */
  setTimezone(timezone: string | null, key?: string): void;
  stop(): Promise<void>;
}
