/**
 * Links in the current dialect (docs/API.md section 6): `domain_id` (required on create),
 * `space_id`, `pixel_ids[]`, `redirect_password`, `password` = the statistics password,
 * `active_period_start_at`/`_end_at`, `clicks_limit`, `targets_type` + `targets[i]`,
 * `sensitive_content`; no disabled flag.
 */
import type { Ctx } from '../context.ts';
import type { Link, TargetGroup } from '../model.ts';
import { byKey, paginate } from '../paginate.ts';
import type { Reply } from '../respond.ts';
import { Errors, filled, has, intIn, label, str, toInt, url } from '../validate.ts';
import {
  asFreshlyCreated,
  bareEmptyList,
  type Crash,
  isExpired,
  iso,
  matches,
  ownedId,
  ownedIds,
  readAlias,
  readClicksLimit,
  readStatsPassword,
  relations,
  shortUrl,
  targetRows,
} from './rules.ts';

const GROUPS: TargetGroup[] = [
  'countries',
  'continents',
  'operating_systems',
  'browsers',
  'languages',
  'devices',
  'rotations',
];

/** Date-times as `YYYY-MM-DD HH:MM[:SS]` (UTC) or ISO 8601 with `T` and an optional offset. */
export function parseDateTime(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    v,
  );
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const local = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +(s ?? 0));
  const check = new Date(local);
  if (check.getUTCDate() !== +d! || check.getUTCHours() !== +h! || check.getUTCMonth() !== +mo! - 1)
    return null;
  if (!zone || zone === 'Z') return local;
  const z = /([+-])(\d{2}):?(\d{2})/.exec(zone)!;
  const offset = (+z[2]! * 60 + +z[3]!) * 60_000 * (z[1] === '-' ? -1 : 1);
  return local - offset;
}

function validate(ctx: Ctx, current: Link | null): { patch: Partial<Link>; errors: Errors; crash: Crash } {
  const { input: b, data: d, account } = ctx;
  const e = new Errors();
  const p: Partial<Link> = {};

  if (filled(b, 'url')) {
    const u = url(e, 'url', b.url);
    if (u !== null) p.url = u;
  } else if (!current || has(b, 'url')) e.add('url', `The ${label('url')} field is required.`);

  if (filled(b, 'domain_id')) p.domainId = ownedId(e, 'domain_id', b.domain_id, d.domains, account.id);
  else if (!current || has(b, 'domain_id'))
    e.add('domain_id', `The ${label('domain_id')} field is required.`);
  if (has(b, 'space_id'))
    p.spaceId = b.space_id === null ? null : ownedId(e, 'space_id', b.space_id, d.spaces, account.id);
  // `pixel_ids=` passes validation (nullable) and then breaks the sync: today's servers sync
  // before saving an update (nothing saved) and after saving a new link (created all the same).
  const crash: Crash = bareEmptyList(b, 'pixel_ids') ? (current ? 'before-save' : 'after-save') : null;
  if (has(b, 'pixel_ids') && !crash)
    p.pixelIds = ownedIds(e, 'pixel_ids', b.pixel_ids, d.pixels, account.id) ?? [];

  readAlias(e, b, d, p, current, 'domain_id');

  if (has(b, 'redirect_password'))
    p.redirectPassword =
      b.redirect_password === null ? null : str(e, 'redirect_password', b.redirect_password, 128);
  if (filled(b, 'privacy')) p.privacy = intIn(e, 'privacy', b.privacy, [0, 1, 2] as const) ?? 0;
  readStatsPassword(e, b, p, current, 'password');

  if (has(b, 'expiration_url'))
    p.expirationUrl = b.expiration_url === null ? null : url(e, 'expiration_url', b.expiration_url);
  activePeriod(e, b, p);
  readClicksLimit(e, b, p, 'clicks_limit');
  if (filled(b, 'sensitive_content'))
    p.sensitiveContent = intIn(e, 'sensitive_content', b.sensitive_content, [0, 1] as const) ?? 0;
  targets(e, b, p, current);
  return { patch: p, errors: e, crash };
}

function activePeriod(e: Errors, b: Ctx['input'], p: Partial<Link>): void {
  const S = 'active_period_start_at';
  const E = 'active_period_end_at';
  if (!has(b, S) && !has(b, E)) return;
  if (!filled(b, S) && !filled(b, E)) {
    p.startsAt = null;
    p.endsAt = null;
    return;
  }
  if (!filled(b, S)) e.add(S, `The ${label(S)} field is required when ${label(E)} is present.`);
  if (!filled(b, E)) e.add(E, `The ${label(E)} field is required when ${label(S)} is present.`);
  if (!filled(b, S) || !filled(b, E)) return;
  const start = parseDateTime(b[S]);
  const end = parseDateTime(b[E]);
  if (start === null) e.add(S, `The ${label(S)} is not a valid date.`);
  if (end === null) e.add(E, `The ${label(E)} is not a valid date.`);
  if (start === null || end === null) return;
  if (end <= start) e.add(E, `The ${label(E)} must be a date after ${label(S)}.`);
  else {
    p.startsAt = start;
    p.endsAt = end;
  }
}

/** One list of rows for the chosen type; changing the type needs new rows. */
function targets(e: Errors, b: Ctx['input'], p: Partial<Link>, current: Link | null): void {
  if (!has(b, 'targets_type') && !has(b, 'targets')) return;
  let type = current?.targetType ?? null;
  if (has(b, 'targets_type')) {
    if (b.targets_type === null) type = null;
    else if (typeof b.targets_type === 'string' && (GROUPS as string[]).includes(b.targets_type))
      type = b.targets_type as TargetGroup;
    else {
      e.add('targets_type', `The selected ${label('targets_type')} is invalid.`);
      return;
    }
  }
  p.targetType = type;
  if (type === null) {
    p.targets = {};
    return;
  }
  let rows = type === current?.targetType ? (current.targets[type] ?? []) : [];
  if (has(b, 'targets')) {
    const given = targetRows(e, 'targets', b.targets, type);
    if (given === null) return;
    rows = given;
  }
  if (!rows.length)
    e.add('targets', `The ${label('targets')} field is required when ${label('targets_type')} is present.`);
  p.targets = { [type]: rows };
}

export function render(ctx: Ctx, l: Link): Record<string, unknown> {
  return {
    id: l.id,
    alias: l.alias,
    url: l.url,
    short_url: shortUrl(ctx.data, l, ctx.baseUrl),
    title: l.title,
    targets_type: l.targetType,
    targets: l.targetType ? (l.targets[l.targetType] ?? []) : null,
    last_rotation: l.lastRotation,
    sensitive_content: l.sensitiveContent,
    privacy: l.privacy,
    password: l.statsPassword !== null,
    redirect_password: l.redirectPassword !== null,
    active_period_start_at: iso(l.startsAt),
    active_period_end_at: iso(l.endsAt),
    clicks_limit: l.clicksLimit > 0 ? l.clicksLimit : null,
    expiration_url: l.expirationUrl,
    clicks: l.clicks,
    ...relations(ctx.data, l),
    expires_at: iso(l.endsAt),
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}

const SORT_KEYS = {
  id: (l: Link) => l.id,
  clicks: (l: Link) => l.clicks,
  title: (l: Link) => l.title ?? '',
  alias: (l: Link) => l.alias,
  url: (l: Link) => l.url,
};

export const currentLinks = {
  validate,
  render,
  created(ctx: Ctx, l: Link): Record<string, unknown> {
    return asFreshlyCreated(
      render(ctx, l),
      ctx.input,
      ['url', 'alias', 'privacy', 'expiration_url', 'clicks_limit', 'targets_type', 'sensitive_content'],
      ['clicks', 'privacy', 'clicks_limit', 'last_rotation', 'sensitive_content'],
    );
  },
  list(ctx: Ctx): Reply {
    const q = ctx.query;
    let links = ctx.data.links.filter((l) => l.userId === ctx.account.id);
    if (typeof q.search === 'string' && q.search !== '') {
      const by = q.search_by === 'alias' || q.search_by === 'url' ? q.search_by : 'title';
      links = links.filter((l) => matches(l[by], q.search as string));
    }
    const status = toInt(q.status);
    if (status === 1) links = links.filter((l) => !isExpired(l, ctx.now));
    if (status === 2) links = links.filter((l) => isExpired(l, ctx.now));
    const space = toInt(q.space_id);
    if (space !== null) links = links.filter((l) => l.spaceId === space);
    const domain = toInt(q.domain_id);
    if (domain !== null) links = links.filter((l) => l.domainId === domain);
    const pixel = toInt(q.pixel_id);
    if (pixel !== null) links = links.filter((l) => l.pixelIds.includes(pixel));
    const key =
      typeof q.sort_by === 'string' && q.sort_by in SORT_KEYS ? (q.sort_by as keyof typeof SORT_KEYS) : 'id';
    const dir = q.sort === 'asc' ? 'asc' : 'desc';
    return paginate(ctx, links.sort(byKey(SORT_KEYS[key], dir)), (l) => render(ctx, l));
  },
};
