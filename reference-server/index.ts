/**
 * The reference server, in process: `startServer(options)` -> RunningServer (types.ts).
 * See README.md for what it implements and where it chooses between readings of docs/API.md.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setAccountTimezone } from './admin.ts';
import { createClock } from './clock.ts';
import { Faults } from './faults.ts';
import { handle } from './pipeline.ts';
import { RateLimiter } from './rate-limit.ts';
import { DEMO_KEY, NO_API_KEY, OTHER_KEY } from './seed.ts';
import { setUnusualDay } from './stats/unusual.ts';
import { isTimeZone } from './stats/zone.ts';
import { Store } from './store.ts';
import type { LoggedRequest, RunningServer, ServerOptions } from './types.ts';
import { Sessions } from './web/sessions.ts';

export { DEMO_KEY, NO_API_KEY, OTHER_KEY } from './seed.ts';
export type { LoggedRequest, RunningServer, ServerOptions } from './types.ts';

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = createClock(options.now ?? Date.now);
  const now = clock.now;
  const host = options.host ?? '127.0.0.1';
  const timezone = options.timezone ?? null;
  if (timezone !== null && !isTimeZone(timezone))
    throw new Error(`timezone: not an IANA time zone: ${timezone}`);
  const store = new Store({ file: options.dataFile, seed: options.seed ?? true, now, timezone });
  const limiter = new RateLimiter(options.rateLimit ?? 60, now);
  const faults = new Faults();
  const sessions = new Sessions();
  const log: LoggedRequest[] = [];
  const listeners = new Set<(request: LoggedRequest) => void>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: (done: boolean) => void }>();
  let stopped = false;
  let url = '';

  const reset = async () => {
    clock.restore(); // first: the seed is made relative to the server's time
    store.reset();
    sessions.clear();
    limiter.clear();
    faults.clear();
  };
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (stopped) return resolve(false);
      const t = {
        timer: setTimeout(() => {
          timers.delete(t);
          resolve(true);
        }, ms),
        resolve,
      };
      timers.add(t);
    });

  const state = {
    store,
    sessions,
    limiter,
    faults,
    log,
    logged: (entry: LoggedRequest) => {
      for (const listener of listeners) {
        try {
          listener(entry);
        } catch (error) {
          console.error(error);
        }
      }
    },
    now,
    dialect: options.dialect ?? 'classic',
    stats: options.stats ?? 'current',
    cors: options.cors ?? false,
    validationShape: options.validationShape ?? 'object',
    adminRoutes: options.faults ?? false,
    baseUrl: () => url,
    reset,
    sleep,
  } as const;

  const server = createServer((req, res) => {
    handle(state, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end('{"message":"Server Error"}');
      }
    });
  });
  // Keep-alive sockets would make close() wait; stop() destroys them (and hung requests).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    port,
    keys: { demo: DEMO_KEY, other: OTHER_KEY, noApi: NO_API_KEY },
    faults,
    clock: { now: clock.now, advance: clock.advance, set: clock.set },
    rateLimit: {
      window: (key = DEMO_KEY) => limiter.window(key),
      endWindow: (key = DEMO_KEY) => {
        const open = limiter.window(key);
        if (!open) throw new Error(`endWindow: no rate-limit window is open for ${key}`);
        clock.set(open.end);
      },
    },
    requests: () => [...log],
    onRequest: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearRequests: () => {
      log.length = 0;
    },
    reset,
    unusualDay: (input) => {
      const error = setUnusualDay(store, input, now());
      if (error) throw new Error(`unusualDay: ${error}`);
    },
    setTimezone: (zone, key) => {
      const error = setAccountTimezone(store, zone, key);
      if (error) throw new Error(error);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        stopped = true;
        for (const t of timers) {
          clearTimeout(t.timer);
          t.resolve(false);
        }
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
