/**
 * The API routes: path matching (404 for unknown paths, 405 for a known path with another
 * method, both before authentication, as Laravel matches routes before running middleware),
 * then rate limiting, authentication and the handler.
 */
import type { Ctx } from './context.ts';
import { deleteLink, listLinks, showLink, storeLink, updateLink } from './links/index.ts';
import { listDomains, listPixels, listSpaces, showAccount } from './resources.ts';
import { forbidden, notFound, type Reply, unauthenticated } from './respond.ts';
import { statsHandler } from './stats/handler.ts';
import type { StatsMode } from './stats/names.ts';
import { deleteWebsite, listWebsites, showWebsite, storeWebsite, updateWebsite } from './websites.ts';

type Handler = (ctx: Ctx) => Reply;

const COLLECTIONS: Record<string, { list: Handler; store?: Handler }> = {
  links: { list: listLinks, store: storeLink },
  websites: { list: listWebsites, store: storeWebsite },
  domains: { list: listDomains },
  spaces: { list: listSpaces },
  pixels: { list: listPixels },
};
const MEMBERS: Record<string, Record<string, Handler>> = {
  links: { GET: showLink, PUT: updateLink, PATCH: updateLink, DELETE: deleteLink },
  websites: { GET: showWebsite, PUT: updateWebsite, PATCH: updateWebsite, DELETE: deleteWebsite },
};

export type RouteMatch =
  | { kind: 'handler'; handler: Handler; id: number | null }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allow: string[] };

/** `/api/v1/links/abc` matches the member route and answers 404 later, like a failed findOrFail. */
export function matchApi(method: string, path: string, stats: StatsMode = 'current'): RouteMatch {
  const m = /^\/api\/v1\/([a-z]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return { kind: 'not-found' };
  const [, resource, rawId] = m;
  const verb = method === 'HEAD' ? 'GET' : method;
  // Statistics (docs/API.md section 7): a member route of newer releases only; without it, the
  // path is as unknown as any other ('none').
  if (resource === 'stats') {
    if (stats === 'none' || rawId === undefined) return { kind: 'not-found' };
    if (verb !== 'GET') return notAllowed(['GET', 'HEAD']);
    return { kind: 'handler', handler: statsHandler(stats), id: memberId(rawId) };
  }
  if (rawId === undefined) {
    if (resource === 'account')
      return verb === 'GET'
        ? { kind: 'handler', handler: showAccount, id: null }
        : notAllowed(['GET', 'HEAD']);
    const c = COLLECTIONS[resource!];
    if (!c) return { kind: 'not-found' };
    if (verb === 'GET') return { kind: 'handler', handler: c.list, id: null };
    if (verb === 'POST' && c.store) return { kind: 'handler', handler: c.store, id: null };
    return notAllowed(c.store ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']);
  }
  const members = MEMBERS[resource!];
  if (!members) return { kind: 'not-found' };
  const handler = members[verb];
  if (handler) return { kind: 'handler', handler, id: memberId(rawId) };
  return notAllowed(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE']);
}

const notAllowed = (allow: string[]): RouteMatch => ({ kind: 'method-not-allowed', allow });
const memberId = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN);

export const bearer = (header: string | undefined): string | null =>
  /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? null;

/** Authentication, then the handler. A non-numeric id is a 404 once the caller is known. */
export function dispatch(ctx: Omit<Ctx, 'account'>, handler: Handler, key: string | null): Reply {
  const account = key ? ctx.data.accounts.find((a) => a.key === key) : undefined;
  if (!account) return unauthenticated();
  if (!account.apiAccess) return forbidden();
  if (Number.isNaN(ctx.id)) return notFound();
  return handler({ ...ctx, account });
}
