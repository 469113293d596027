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
   * The demo account's `timezone` at seeding: an IANA zone the links service counts
   * clicks in, or null (default: the server's clock, UTC). Ignored when dataFile already holds data.
   */
  timezone?: string | null;
  /**
   * The base of the server's clock (ms since epoch; default Date.now). `RunningServer.clock`
   * moves the server's time on from it.
   */
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

/**
 * The server's clock: what its Date header, rate-limit windows (Retry-After, X-RateLimit-Reset),
 * expiry, statistics days and request log read. It runs with the real clock (or
 * `ServerOptions.now`) until moved; `reset()` brings it back.
 */
export interface ServerClock {
  /** The server's time (ms since epoch). */
  now(): number;
  /** Moves the server's time on by `ms` (>= 0), as if that time had passed; it keeps running from there. */
  advance(ms: number): void;
  /** Sets the server's time to `ms` since epoch (back in time too); it keeps running from there. */
  set(ms: number): void;
}

/** A key's rate-limit window on the server's clock (epoch ms). */
export interface RateWindow {
  start: number;
  end: number;
  /** Requests counted in it (answers of 429 are not). */
  hits: number;
  remaining: number;
}

/**
 * The rate limiter's windows (fixed, one per key, like Laravel's throttle), read and ended on the
 * server's clock. `key` is an API key (default: the demo account's), or `ip:ADDRESS` for the
 * requests without one.
 */
export interface RateLimitControl {
  /** The key's current window, or undefined before its first request or once it ended. */
  window(key?: string): RateWindow | undefined;
  /**
   * Moves the server's clock to the end of the key's current window, as if the rest of it had
   * passed: the key's next request opens a new window, with the full budget. Throws when the
   * key has no window open (nothing to end).
   */
  endWindow(key?: string): void;
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
  /** The server's clock, to move its time on instead of waiting (in process only). */
  clock: ServerClock;
  /** The rate limiter's windows (in process only). */
  rateLimit: RateLimitControl;
  /** Every request received, oldest first. */
  requests(): LoggedRequest[];
  /**
   * Calls `listener` with each request as it is logged, before it is answered (its `status` is
   * not set yet); returns the function that stops listening.
   */
  onRequest(listener: (request: LoggedRequest) => void): () => void;
  clearRequests(): void;
  /** Reset the clock, then the data to the seed (and clear rate-limit windows and faults). */
  reset(): Promise<void>;
  /**
   * Sets an account's `timezone` (the demo's unless `key` says; null: the server's) until the
   * next reset. Throws on a name that is not an IANA zone.
   */
  setTimezone(timezone: string | null, key?: string): void;
  /**
   * Makes a day of a website or a link unusual: `factor` times its seeded visitors or clicks
   * (5: a spike, 0.2: a drop), on `date` (default the server's today). Until the next reset.
   */
  unusualDay(input: { service: 'links' | 'websites'; id: number; factor: number; date?: string }): void;
  stop(): Promise<void>;
}
