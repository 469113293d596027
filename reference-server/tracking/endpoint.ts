/**
 * The analytics service's public routes: `GET /js/script.js` and the tracking
 * endpoint `POST /api/event` (docs/API.md section 7.1). No key: the website is the one whose
 * host is the page's host without `www.`. The script runs on the tracked site, another
 * origin, so the endpoint answers preflights and sends `Access-Control-Allow-Origin: *`
 * whatever `--cors` says (the service allows every origin on its API routes). Not rate limited.
 */
import { isIP } from 'node:net';
import type { Data, Website } from '../model.ts';
import { invalid, ok, type Reply } from '../respond.ts';
import { recordEvent, recordPageView } from './record.ts';
import { TRACKING_SCRIPT } from './script.ts';
import { isBot } from './user-agent.ts';

export const SCRIPT_PATH = '/js/script.js';
export const EVENT_PATH = '/api/event';

export interface TrackingRequest {
  method: string;
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The parsed body (pipeline.ts); the script's JSON is read from `raw` whatever its type says. */
  body: unknown;
  raw: string;
  remoteAddress: string;
  now: number;
}

const CORS = { 'Access-Control-Allow-Origin': '*' };

export const isTrackingPath = (path: string) => path === SCRIPT_PATH || path === EVENT_PATH;

/** The answer of a tracking route, and whether the data changed (to be saved before it leaves). */
export function trackingRoute(data: Data, r: TrackingRequest): { reply: Reply; changed: boolean } {
  const same = (reply: Reply) => ({ reply, changed: false });
  const verb = r.method === 'HEAD' ? 'GET' : r.method;
  if (r.path === SCRIPT_PATH) {
    if (verb !== 'GET') return same(notAllowed(r.method, r.path, ['GET', 'HEAD']));
    return same({
      kind: 'html',
      status: 200,
      html: TRACKING_SCRIPT,
      headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' },
    });
  }
  if (verb === 'OPTIONS')
    return same({
      kind: 'html',
      status: 204,
      html: '',
      headers: {
        ...CORS,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': r.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
      },
    });
  if (verb !== 'POST') return same(notAllowed(r.method, r.path, ['POST']));
  const { reply, changed } = record(data, r);
  return { reply: withCors(reply), changed };
}

function withCors(reply: Reply): Reply {
  return reply.kind === 'validation' || reply.kind === 'redirect'
    ? reply
    : { ...reply, headers: { ...reply.headers, ...CORS } };
}

const notAllowed = (method: string, path: string, allow: string[]): Reply => ({
  kind: 'error',
  status: 405,
  message: `The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${allow.join(', ')}.`,
  headers: { Allow: allow.join(', ') },
});

/** The script sends JSON under a Content-Type that is not always JSON's; forms work too. */
function payloadOf(r: TrackingRequest): Record<string, unknown> {
  try {
    const json = JSON.parse(r.raw) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {}
  return r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>) : {};
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The website a page belongs to: its host, lower case, without `www.`. */
export function websiteOf(data: Data, page: URL): Website | undefined {
  const host = page.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/^\[(.*)\]$/, '$1');
  return data.websites.find((w) => w.host === host);
}

function excludedIp(website: Website, address: string): boolean {
  const ip = address.replace(/^::ffff:/, '');
  return (website.excludeIps ?? '').split('\n').some((line) => line.trim() === ip && isIP(ip) !== 0);
}

function record(data: Data, r: TrackingRequest): { reply: Reply; changed: boolean } {
  const body = payloadOf(r);
  let page: URL | null = null;
  try {
    page = /^https?:\/\//i.test(text(body.page)) ? new URL(text(body.page)) : null;
  } catch {}
  if (!page)
    return {
      reply: invalid({ page: [body.page ? 'The page format is invalid.' : 'The page field is required.'] }),
      changed: false,
    };
  const website = websiteOf(data, page);
  // An unknown site is answered like any unknown record; nothing is written.
  if (!website) return { reply: ok({ message: 'Resource not found.', status: 404 }, 404), changed: false };
  const userAgent = r.headers['user-agent'] ?? '';
  // Excluded visitors are answered as counted: the page cannot tell, and nothing is stored.
  const excluded = (website.excludeBots === 1 && isBot(userAgent)) || excludedIp(website, r.remoteAddress);
  if (!excluded) {
    const event = body.event;
    if (event && typeof event === 'object' && text((event as { name?: unknown }).name)) {
      const e = event as Record<string, unknown>;
      recordEvent(
        data,
        website,
        { name: text(e.name), value: String(e.value ?? ''), unit: text(e.unit) },
        r.now,
      );
    } else
      recordPageView(data, website, {
        page,
        referrer: text(body.referrer),
        resolution: /^\d{1,5}x\d{1,5}$/.test(text(body.screen_resolution))
          ? text(body.screen_resolution)
          : '',
        userAgent,
        acceptLanguage: r.headers['accept-language'] ?? '',
        now: r.now,
      });
  }
  return { reply: ok({ message: 'OK', status: 200 }), changed: !excluded };
}
