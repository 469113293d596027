/**
 * One request, start to finish: control routes, the request log, faults (latency, forced
 * answers, resets, hangs), trailing-slash redirects, CORS, pages, then the API: route match,
 * rate limit, authentication, handler, persistence (before the answer leaves), rendering.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import { handleAdmin } from './admin.ts';
import { parseBody, readBody } from './body.ts';
import type { Faults } from './faults.ts';
import type { RateLimiter } from './rate-limit.ts';
import { render } from './render.ts';
import { htmlPage, type Reply, send } from './respond.ts';
import { bearer, dispatch, matchApi } from './router.ts';
import type { StatsMode } from './stats/names.ts';
import type { Store } from './store.ts';
import { isTrackingPath, trackingRoute } from './tracking/endpoint.ts';
import type { LoggedRequest, ServerDialect } from './types.ts';
import { asInput } from './validate.ts';
import { isWebPath, webRoute } from './web/routes.ts';
import type { Sessions } from './web/sessions.ts';

export interface PipelineState {
  store: Store;
  /** Who is signed in to the web app (web/sessions.ts). */
  sessions: Sessions;
  limiter: RateLimiter;
  faults: Faults;
  log: LoggedRequest[];
  /** Tells the in-process listeners (RunningServer.onRequest) of a request just logged. */
  logged: (entry: LoggedRequest) => void;
  now: () => number;
  dialect: ServerDialect;
  stats: StatsMode;
  cors: boolean;
  validationShape: 'object' | 'laravel';
  adminRoutes: boolean;
  baseUrl: () => string;
  reset: () => Promise<void>;
  /** Waits `ms`; resolves false when the server stopped meanwhile. */
  sleep: (ms: number) => Promise<boolean>;
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function corsHeaders(state: PipelineState, h: Record<string, string>): Record<string, string> {
  if (!state.cors) return {};
  return {
    'Access-Control-Allow-Origin': h.origin ?? '*',
    Vary: 'Origin',
    'Access-Control-Expose-Headers':
      'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After',
  };
}

export async function handle(state: PipelineState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const target = new URL(req.url ?? '/', 'http://localhost');
  const path = target.pathname;
  const headers = flatHeaders(req);
  const raw = await readBody(req);
  const body = parseBody(method, headers['content-type'] ?? '', raw);

  if (path.startsWith('/__')) {
    if (!state.adminRoutes)
      return send(res, 404, htmlPage('Not Found', 'Not Found'), { 'Content-Type': 'text/html' });
    // Control routes take JSON whatever the Content-Type says (curl -d sends a form type).
    let json: unknown = body;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {}
    const out = await handleAdmin(state, method, path, json);
    return send(res, out.status, JSON.stringify(out.body), { 'Content-Type': 'application/json' });
  }

  const entry: LoggedRequest = {
    method,
    path,
    query: qs.parse(target.search.slice(1)),
    headers,
    body,
    rawBody: raw.toString('utf8'),
    time: state.now(),
  };
  state.log.push(entry);
  state.logged(entry);
  const reply = (status: number, text: string, h: Record<string, string>) => {
    entry.status = status;
    // Date from the server's clock (injectable): clients measure X-RateLimit-Reset against it.
    send(res, status, text, {
      Date: new Date(state.now()).toUTCString(),
      ...corsHeaders(state, headers),
      ...h,
    });
  };

  const delay = state.faults.delayFor(method, path);
  if (delay > 0 && !(await state.sleep(delay))) return;
  const fault = state.faults.take(method, path);
  if (fault?.type === 'reset') {
    req.socket.destroy();
    return;
  }
  if (fault?.type === 'hang') return; // never answered; stop() destroys the socket
  if (fault?.type === 'respond') {
    const isText = typeof fault.body === 'string';
    const text = fault.body === undefined ? '' : isText ? (fault.body as string) : JSON.stringify(fault.body);
    const type = fault.contentType ?? (isText ? 'text/html; charset=UTF-8' : 'application/json');
    return reply(fault.status, text, { 'Content-Type': type, ...fault.headers });
  }

  const origin = `http://${headers.host ?? new URL(state.baseUrl()).host}`;
  // A trailing slash gets a 301 to the path without it (Laravel's .htaccess does this).
  if (path.length > 1 && path.endsWith('/'))
    return reply(301, '', { Location: `${origin}${path.replace(/\/+$/, '') || '/'}${target.search}` });
  // The analytics service's public tracking routes: no key, CORS for every origin.
  if (isTrackingPath(path)) {
    const tracked = trackingRoute(state.store.data, {
      method,
      path,
      headers,
      body,
      raw: entry.rawBody,
      remoteAddress: req.socket.remoteAddress ?? '',
      now: state.now(),
    });
    if (tracked.changed) state.store.save();
    const [status, text, h] = render(tracked.reply, headers, origin, state.validationShape);
    return reply(status, text, h);
  }
  if (method === 'OPTIONS') {
    const preflight: Record<string, string> = state.cors
      ? {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers':
            headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        }
      : {};
    return reply(204, '', preflight);
  }
  if (!path.startsWith('/api/')) {
    // The web app's sign-in and account pages ("Connect from this tab" reads the API page).
    const web = isWebPath(path)
      ? webRoute(state.store.data, state.sessions, { method, path, headers, body, origin })
      : null;
    if (web) {
      const [status, text, h] = render(web, headers, origin, state.validationShape);
      return reply(status, text, h);
    }
    const [status, title] = isWebPath(path) ? [405, 'Method Not Allowed'] : [404, 'Not Found'];
    return reply(status, htmlPage(title, title), { 'Content-Type': 'text/html; charset=UTF-8' });
  }

  const route = matchApi(method, path, state.stats);
  let result: Reply;
  let limitHeaders: Record<string, string> = {};
  if (route.kind === 'not-found')
    result = { kind: 'error', status: 404, message: 'Resource not found.', withStatus: true };
  else if (route.kind === 'method-not-allowed')
    result = {
      kind: 'error',
      status: 405,
      message: `The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${route.allow.join(', ')}.`,
      headers: { Allow: route.allow.join(', ') },
    };
  else {
    const key = bearer(headers.authorization);
    const rate = state.limiter.hit(key ?? `ip:${req.socket.remoteAddress}`);
    limitHeaders = {
      'X-RateLimit-Limit': String(rate.limit),
      'X-RateLimit-Remaining': String(rate.remaining),
    };
    if (!rate.allowed) {
      result = {
        kind: 'error',
        status: 429,
        message: 'Too Many Attempts.',
        headers: { 'Retry-After': String(rate.retryAfter), 'X-RateLimit-Reset': String(rate.resetAt) },
      };
    } else {
      const data = state.store.data;
      const ctx = {
        method,
        path,
        id: route.id,
        query: entry.query,
        input: asInput(body),
        data,
        store: state.store,
        now: state.now(),
        dialect: state.dialect,
        baseUrl: state.baseUrl(),
        requestUrl: `${origin}${path}`,
      };
      try {
        result = dispatch(ctx, route.handler, key);
        // Acknowledged writes, and what a failing handler had saved already, are on disk before
        // the answer leaves.
        const acknowledged = result.kind === 'json' && result.status < 300;
        const committed = result.kind === 'error' && result.committed === true;
        if (WRITE.has(method) && (acknowledged || committed)) state.store.save();
      } catch (error) {
        console.error(error);
        result = { kind: 'error', status: 500, message: 'Server Error' };
      }
    }
  }
  const [status, text, h] = render(result, headers, origin, state.validationShape);
  reply(status, text, { 'Cache-Control': 'no-cache, private', ...limitHeaders, ...h });
}
