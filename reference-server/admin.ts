/**
 * The control routes under `/__` (CLI `--faults`, or `faults: true` in-process), so a demo or
 * an e2e run in another process can inject faults and read the request log:
 *
 *   POST   /__faults    JSON {action: 'latency', route, ms}
 *                       | {action: 'respond', route, status, body?, contentType?, headers?, times?, after?}
 *                       | {action: 'reset' | 'hang', route, times?} | {action: 'clear'}
 *                       (or an array of those); times: a count, or -1 / "always" for every request;
 *                       after: how many matching requests pass untouched first
 *   GET    /__requests  the request log (JSON array of LoggedRequest, oldest first)
 *   DELETE /__requests  clear the log
 *   POST   /__reset     data back to the seed; rate-limit windows and faults cleared
 *   POST   /__account   JSON {timezone: ZONE | null, key?}: an account's time zone (the demo's
 *                       unless `key` names another), until the next reset
 *   POST   /__unusual   JSON {service, id, factor, date?}: a day of a website or a link made
 *                       `factor` times its seeded statistics (stats/unusual.ts)
 *
 * These routes are never logged, rate limited or subject to faults.
 */
import type { Faults } from './faults.ts';
import { DEMO_KEY } from './seed.ts';
import { setUnusualDay } from './stats/unusual.ts';
import { isTimeZone } from './stats/zone.ts';
import type { Store } from './store.ts';
import type { LoggedRequest } from './types.ts';

export interface AdminDeps {
  faults: Faults;
  log: LoggedRequest[];
  store: Store;
  reset: () => Promise<void>;
  /** The server's clock (the day an unusual day defaults to). */
  now: () => number;
}

/** Sets an account's `timezone` (null: the server's default); an error message when it cannot. */
export function setAccountTimezone(store: Store, timezone: unknown, key: string = DEMO_KEY): string | null {
  if (timezone !== null && !isTimeZone(timezone))
    return `timezone must be an IANA time zone (America/New_York) or null, not ${JSON.stringify(timezone)}`;
  const account = store.data.accounts.find((a) => a.key === key);
  if (!account) return 'no account has that key';
  account.timezone = timezone;
  store.save();
  return null;
}

type Json = { status: number; body: unknown };

function times(v: unknown): number | undefined {
  if (v === 'always' || v === -1) return Number.POSITIVE_INFINITY;
  return typeof v === 'number' && v > 0 ? v : undefined;
}

function applyFault(faults: Faults, f: Record<string, unknown>): string | null {
  const route = typeof f.route === 'string' ? f.route : '*';
  switch (f.action) {
    case 'latency':
      if (typeof f.ms !== 'number') return 'latency needs ms (a number)';
      faults.latency(route, f.ms);
      return null;
    case 'respond':
      if (typeof f.status !== 'number') return 'respond needs status (a number)';
      faults.respond(
        route,
        {
          status: f.status,
          body: f.body,
          contentType: typeof f.contentType === 'string' ? f.contentType : undefined,
          headers:
            f.headers && typeof f.headers === 'object' ? (f.headers as Record<string, string>) : undefined,
        },
        times(f.times),
        typeof f.after === 'number' && f.after > 0 ? f.after : 0,
      );
      return null;
    case 'reset':
      faults.reset(route, times(f.times));
      return null;
    case 'hang':
      faults.hang(route, times(f.times));
      return null;
    case 'clear':
      faults.clear();
      return null;
    default:
      return 'action must be latency, respond, reset, hang or clear';
  }
}

export async function handleAdmin(
  deps: AdminDeps,
  method: string,
  path: string,
  body: unknown,
): Promise<Json> {
  if (path === '/__faults' && method === 'POST') {
    const list = Array.isArray(body) ? body : [body];
    for (const f of list) {
      const error =
        f && typeof f === 'object' ? applyFault(deps.faults, f as Record<string, unknown>) : 'not an object';
      if (error) return { status: 400, body: { message: error } };
    }
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__requests' && method === 'GET') return { status: 200, body: deps.log };
  if (path === '/__requests' && method === 'DELETE') {
    deps.log.length = 0;
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__account' && method === 'POST') {
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    if (!('timezone' in fields))
      return { status: 400, body: { message: 'timezone is required (a zone or null)' } };
    const key = typeof fields.key === 'string' ? fields.key : undefined;
    const error = setAccountTimezone(deps.store, fields.timezone, key);
    return error ? { status: 400, body: { message: error } } : { status: 200, body: { ok: true } };
  }
  if (path === '/__unusual' && method === 'POST') {
    const error = setUnusualDay(deps.store, body && typeof body === 'object' ? body : {}, deps.now());
    return error ? { status: 400, body: { message: error } } : { status: 200, body: { ok: true } };
  }
  if (path === '/__reset' && method === 'POST') {
    await deps.reset();
    return { status: 200, body: { ok: true } };
  }
  return { status: 404, body: { message: 'Unknown control route.' } };
}
