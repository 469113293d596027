/**
 * Websites (the analytics service), both dialects. Classic: created from `url` and rendered
 * with `url` = the bare host; current: created from `domain`, rendered with `domain`,
 * `favorite`, `favorited_at`, `exclude_params`.
 */
import { isIP } from 'node:net';
import type { Ctx } from './context.ts';
import { asFreshlyCreated, iso, matches } from './links/rules.ts';
import type { Website } from './model.ts';
import { byKey, paginate } from './paginate.ts';
import { data, invalid, notFound, ok, type Reply } from './respond.ts';
import { definedOnly, Errors, filled, has, intIn, label, str, toInt } from './validate.ts';

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The host a website is stored under: lower case, no `www.`. Classic `url` accepts a URL
 * (http/https, the host is kept) or a bare host; current `domain` only a bare host.
 */
function hostOf(e: Errors, field: string, v: unknown, allowUrl: boolean): string | null {
  const s = str(e, field, v, 255);
  if (s === null) return null;
  let host = s.toLowerCase();
  if (allowUrl && /^[a-z][a-z0-9+.-]*:\/\//.test(host)) {
    try {
      const u = new URL(host);
      host = /^https?:$/.test(u.protocol) ? u.hostname : '';
    } catch {
      host = '';
    }
  }
  host = host.replace(/^www\./, '');
  if (!HOST.test(host) && isIP(host) === 0) {
    e.add(field, `The ${label(field)} format is invalid.`);
    return null;
  }
  return host;
}

function validate(ctx: Ctx, current: Website | null): { patch: Partial<Website>; errors: Errors } {
  const b = ctx.input;
  const e = new Errors();
  const p: Partial<Website> = {};
  const hostField = ctx.dialect === 'current' ? 'domain' : 'url';
  if (!current) {
    if (!filled(b, hostField)) e.add(hostField, `The ${label(hostField)} field is required.`);
    else {
      const host = hostOf(e, hostField, b[hostField], hostField === 'url');
      const taken = ctx.data.websites.some((w) => w.userId === ctx.account.id && w.host === host);
      if (host !== null && taken) e.add(hostField, `The ${label(hostField)} has already been taken.`);
      else if (host !== null) p.host = host;
    }
  }
  if (filled(b, 'privacy')) p.privacy = intIn(e, 'privacy', b.privacy, [0, 1, 2] as const) ?? 1;
  const privacy = p.privacy ?? current?.privacy ?? 1;
  if (privacy === 2) {
    if (filled(b, 'password')) p.password = str(e, 'password', b.password, 128, 1);
    else if (!current?.password)
      e.add('password', `The ${label('password')} field is required when Privacy is 2.`);
  } else p.password = null;
  if (filled(b, 'email')) p.email = intIn(e, 'email', b.email, [0, 1] as const) ?? 0;
  if (filled(b, 'exclude_bots'))
    p.excludeBots = intIn(e, 'exclude_bots', b.exclude_bots, [0, 1] as const) ?? 1;
  if (has(b, 'exclude_ips')) p.excludeIps = excludeIps(e, b.exclude_ips);
  if (ctx.dialect === 'current' && has(b, 'exclude_params'))
    p.excludeParams = b.exclude_params === null ? null : str(e, 'exclude_params', b.exclude_params, 2048);
  return { patch: p, errors: e };
}

/** An IPv4/IPv6 address or a CIDR range of one ("an IPv4/IPv6 address or range"). */
function isIpOrRange(line: string): boolean {
  const [address = '', prefix, ...rest] = line.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** One IP or range per line (CRLF or LF); blank lines dropped; stored joined with "\n". */
function excludeIps(e: Errors, v: unknown): string | null {
  if (v === null) return null;
  const s = str(e, 'exclude_ips', v, 65_535);
  if (s === null) return null;
  const ips = s
    .split(/\r?\n/)
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = ips.find((ip) => !isIpOrRange(ip));
  if (bad !== undefined) {
    e.add(
      'exclude_ips',
      `The ${label('exclude_ips')} must contain valid IP addresses or ranges, one per line (${bad}).`,
    );
    return null;
  }
  return ips.length ? ips.join('\n') : null;
}

function render(ctx: Ctx, w: Website): Record<string, unknown> {
  const common = {
    privacy: w.privacy,
    email: w.email,
    password: w.password !== null,
    exclude_bots: w.excludeBots,
    exclude_ips: w.excludeIps,
  };
  const times = { created_at: iso(w.createdAt), updated_at: iso(w.updatedAt) };
  if (ctx.dialect === 'classic') return { id: w.id, url: w.host, ...common, ...times };
  return {
    id: w.id,
    domain: w.host,
    ...common,
    exclude_params: w.excludeParams,
    favorite: w.favorite,
    favorited_at: iso(w.favoritedAt),
    ...times,
  };
}

const owned = (ctx: Ctx) =>
  ctx.data.websites.find((w) => w.id === ctx.id && w.userId === ctx.account.id) ?? null;

export function listWebsites(ctx: Ctx): Reply {
  const q = ctx.query;
  let sites = ctx.data.websites.filter((w) => w.userId === ctx.account.id);
  if (typeof q.search === 'string' && q.search !== '')
    sites = sites.filter((w) => matches(w.host, q.search as string));
  if (ctx.dialect === 'classic') {
    // Real classic servers sort A–Z by default; `desc` is Z–A.
    sites.sort(byKey((w) => w.host, q.sort === 'desc' ? 'desc' : 'asc'));
  } else {
    const favorite = toInt(q.favorite);
    if (favorite === 0 || favorite === 1) sites = sites.filter((w) => w.favorite === favorite);
    const key = q.sort_by === 'domain' ? (w: Website) => w.host : (w: Website) => w.id;
    sites.sort(byKey(key, q.sort === 'asc' ? 'asc' : 'desc'));
  }
  return paginate(ctx, sites, (w) => render(ctx, w));
}

export function showWebsite(ctx: Ctx): Reply {
  const w = owned(ctx);
  return w ? data(render(ctx, w)) : notFound();
}

export function storeWebsite(ctx: Ctx): Reply {
  const { patch, errors } = validate(ctx, null);
  if (errors.any) return invalid(errors.fields);
  const site: Website = {
    id: ctx.store.nextId('website'),
    userId: ctx.account.id,
    host: patch.host!,
    privacy: 1,
    password: null,
    email: 0,
    excludeBots: 1,
    excludeIps: null,
    excludeParams: null,
    favorite: 0,
    favoritedAt: null,
    ...definedOnly(patch),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  ctx.data.websites.push(site);
  return data(asFreshlyCreated(render(ctx, site), ctx.input, ['privacy', 'email', 'exclude_bots'], []), 201);
}

export function updateWebsite(ctx: Ctx): Reply {
  const site = owned(ctx);
  if (!site) return notFound();
  const { patch, errors } = validate(ctx, site);
  if (errors.any) return invalid(errors.fields);
  Object.assign(site, definedOnly(patch), { updatedAt: ctx.now });
  return data(render(ctx, site));
}

export function deleteWebsite(ctx: Ctx): Reply {
  const site = owned(ctx);
  if (!site) return notFound();
  ctx.data.websites = ctx.data.websites.filter((w) => w !== site);
  return ok({ id: site.id, object: 'website', deleted: true, status: 200 });
}
