/**
 * Links in the described dialect (docs/API.md sections 2 and 5): `domain`, `space`, `pixels[]`,
 * `password` (redirect), `privacy_password` (statistics), `disabled`, `expiration_date` +
 * `expiration_time`, `expiration_clicks`, `target_type` + `country`/`platform`/`language`/
 * `rotation` rows.
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

/**
 * target_type: 0 none, 1 geographic, 2 platform, 4 rotation (docs/API.md). The description has
 * language rows but no type of their own: they count as geographic targeting (type 1 with
 * country and/or language rows). The stored group is `countries`, or `languages` when a
 * type-1 link has only language rows.
 */
const TYPES: Record<number, TargetGroup | null> = {
  0: null,
  1: 'countries',
  2: 'operating_systems',
  4: 'rotations',
};
const GROUP_FIELDS: Array<[string, TargetGroup]> = [
  ['country', 'countries'],
  ['platform', 'operating_systems'],
  ['language', 'languages'],
  ['rotation', 'rotations'],
];
const typeCode = (g: TargetGroup | null): number =>
  g === 'languages' ? 1 : Number(Object.entries(TYPES).find(([, v]) => v === g)?.[0] ?? 0);

/** Validates the input against the link (`current` null on create); returns the changes. */
function validate(ctx: Ctx, current: Link | null): { patch: Partial<Link>; errors: Errors; crash: Crash } {
  const { input: b, data: d, account } = ctx;
  const e = new Errors();
  const p: Partial<Link> = {};

  if (filled(b, 'url')) {
    const u = url(e, 'url', b.url);
    if (u !== null) p.url = u;
  } else if (!current || has(b, 'url')) e.add('url', `The ${label('url')} field is required.`);

  if (has(b, 'domain'))
    p.domainId = b.domain === null ? null : ownedId(e, 'domain', b.domain, d.domains, account.id);
  if (has(b, 'space'))
    p.spaceId = b.space === null ? null : ownedId(e, 'space', b.space, d.spaces, account.id);
  // `pixels=` passes validation (nullable) and then breaks the sync, which runs after save().
  let crash: Crash = bareEmptyList(b, 'pixels') ? 'after-save' : null;
  if (has(b, 'pixels') && !crash) p.pixelIds = ownedIds(e, 'pixels', b.pixels, d.pixels, account.id) ?? [];

  readAlias(e, b, d, p, current, 'domain');

  if (has(b, 'password'))
    p.redirectPassword = b.password === null ? null : str(e, 'password', b.password, 128);
  if (filled(b, 'disabled')) p.disabled = intIn(e, 'disabled', b.disabled, [0, 1] as const) ?? 0;
  if (filled(b, 'privacy')) p.privacy = intIn(e, 'privacy', b.privacy, [0, 1, 2] as const) ?? 0;

  readStatsPassword(e, b, p, current, 'privacy_password');

  if (has(b, 'expiration_url'))
    p.expirationUrl = b.expiration_url === null ? null : url(e, 'expiration_url', b.expiration_url);
  expiry(e, b, p);
  readClicksLimit(e, b, p, 'expiration_clicks');

  if (filled(b, 'target_type')) {
    const t = intIn(e, 'target_type', b.target_type, [0, 1, 2, 4] as const);
    if (t !== null) p.targetType = TYPES[t] ?? null;
  }
  const targets = { ...(current?.targets ?? {}) };
  for (const [field, group] of GROUP_FIELDS) {
    if (!has(b, field)) continue;
    // `country=` passes validation (its rules are on `country.*`); then array_values(null)
    // throws while the link is being filled in, before save().
    if (bareEmptyList(b, field)) {
      crash = 'before-save';
      continue;
    }
    const rows = targetRows(e, field, b[field], group);
    if (rows !== null) targets[group] = rows;
  }
  p.targets = targets;
  let type = p.targetType !== undefined ? p.targetType : (current?.targetType ?? null);
  if (type === 'countries' || type === 'languages')
    type = !targets.countries?.length && targets.languages?.length ? 'languages' : 'countries';
  if (p.targetType !== undefined || type !== current?.targetType) p.targetType = type;
  const typeField = type === 'languages' ? 'country' : GROUP_FIELDS.find(([, g]) => g === type)?.[0];
  if (type && typeField && !e.any && !targets[type]?.length)
    e.add(typeField, `The ${label(typeField)} field is required when Target type is ${typeCode(type)}.`);
  return { patch: p, errors: e, crash };
}

function expiry(e: Errors, b: Ctx['input'], p: Partial<Link>): void {
  if (!has(b, 'expiration_date') && !has(b, 'expiration_time')) return;
  const date = b.expiration_date ?? null;
  const time = b.expiration_time ?? null;
  if (date === null && time === null) {
    p.endsAt = null;
    return;
  }
  if (date === null)
    e.add('expiration_date', 'The Expiration date field is required when Expiration time is present.');
  if (time === null)
    e.add('expiration_time', 'The Expiration time field is required when Expiration date is present.');
  if (date === null || time === null) return;
  const dm = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  const tm = typeof time === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) : null;
  const ms = dm ? Date.UTC(+dm[1]!, +dm[2]! - 1, +dm[3]!) : Number.NaN;
  if (!dm || Number.isNaN(ms) || new Date(ms).getUTCDate() !== +dm[3]!)
    e.add('expiration_date', 'The Expiration date does not match the format Y-m-d.');
  if (!tm) e.add('expiration_time', 'The Expiration time does not match the format H:i.');
  if (dm && tm && !e.has('expiration_date')) p.endsAt = ms + (+tm[1]! * 60 + +tm[2]!) * 60_000;
}

export function render(ctx: Ctx, l: Link): Record<string, unknown> {
  const rows = (g: TargetGroup) => (l.targets[g]?.length ? l.targets[g] : null);
  return {
    id: l.id,
    alias: l.alias,
    url: l.url,
    short_url: shortUrl(ctx.data, l, ctx.baseUrl),
    title: l.title,
    target_type: typeCode(l.targetType),
    country_target: rows('countries'),
    platform_target: rows('operating_systems'),
    language_target: rows('languages'),
    rotation_target: rows('rotations'),
    last_rotation: l.lastRotation,
    disabled: l.disabled,
    privacy: l.privacy,
    privacy_password: l.statsPassword !== null,
    password: l.redirectPassword !== null,
    expiration_url: l.expirationUrl,
    expiration_clicks: l.clicksLimit,
    clicks: l.clicks,
    ...relations(ctx.data, l),
    ends_at: iso(l.endsAt),
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}

export const classicLinks = {
  validate,
  render,
  created(ctx: Ctx, l: Link): Record<string, unknown> {
    return asFreshlyCreated(
      render(ctx, l),
      ctx.input,
      ['url', 'alias', 'disabled', 'privacy', 'expiration_url', 'expiration_clicks', 'target_type'],
      ['clicks', 'disabled', 'privacy', 'expiration_clicks', 'last_rotation', 'target_type'],
    );
  },
  list(ctx: Ctx): Reply {
    const q = ctx.query;
    let links = ctx.data.links.filter((l) => l.userId === ctx.account.id);
    if (typeof q.search === 'string' && q.search !== '') {
      const by = q.by === 'alias' || q.by === 'url' ? q.by : 'title';
      links = links.filter((l) => matches(l[by], q.search as string));
    }
    const status = toInt(q.status);
    if (status === 1) links = links.filter((l) => !l.disabled && !isExpired(l, ctx.now));
    if (status === 2) links = links.filter((l) => isExpired(l, ctx.now));
    if (status === 3) links = links.filter((l) => l.disabled === 1);
    const space = toInt(q.space);
    if (space !== null) links = links.filter((l) => l.spaceId === space);
    const domain = toInt(q.domain);
    if (domain !== null) links = links.filter((l) => l.domainId === domain);
    const sorts = {
      desc: byKey<Link>((l) => l.id, 'desc'),
      asc: byKey<Link>((l) => l.id, 'asc'),
      max: byKey<Link>((l) => l.clicks, 'desc'),
      min: byKey<Link>((l) => l.clicks, 'asc'),
    };
    const sort = typeof q.sort === 'string' && q.sort in sorts ? (q.sort as keyof typeof sorts) : 'desc';
    return paginate(ctx, links.sort(sorts[sort]), (l) => render(ctx, l));
  },
};
