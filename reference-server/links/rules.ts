/**
 * Link rules shared by both dialects: ownership of referenced ids, alias format and
 * uniqueness, targeting rows, the status of a link, and the parts of a record both render.
 */
import { BROWSERS, CONTINENTS, COUNTRIES, DEVICES, LANGUAGES, PLATFORMS } from '../codes.ts';
import type { Data, Link, TargetGroup, TargetRow } from '../model.ts';
import { generatedAlias } from '../seed.ts';
import { type Errors, filled, label, str, toInt, url } from '../validate.ts';

export const MAX_CLICKS_LIMIT = 999_999_999;

/** Laravel's Carbon ISO-8601 JSON form: 2021-03-20T14:53:26.000000Z */
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/**
 * Expired: the end of the active period is past (strictly: a link ending exactly now is still
 * active, like Carbon's isPast()), or a click limit is set and reached (clicks >= limit).
 */
export function isExpired(link: Link, now: number): boolean {
  if (link.endsAt !== null && link.endsAt < now) return true;
  return link.clicksLimit > 0 && link.clicks >= link.clicksLimit;
}

/** Search is a case-insensitive substring match (MySQL LIKE %term% with a _ci collation). */
export function matches(value: string | null, term: string): boolean {
  return (value ?? '').toLowerCase().includes(term.toLowerCase());
}

/** An id of one of the account's domains/spaces/pixels ("The selected X is invalid." otherwise). */
export function ownedId(
  e: Errors,
  field: string,
  v: unknown,
  rows: Array<{ id: number; userId: number }>,
  userId: number,
): number | null {
  const n = toInt(v);
  if (n === null) {
    e.add(field, `The ${label(field)} must be an integer.`);
    return null;
  }
  if (!rows.some((r) => r.id === n && r.userId === userId)) {
    e.add(field, `The selected ${label(field)} is invalid.`);
    return null;
  }
  return n;
}

/** A list of owned ids (`pixels[]`): PHP gives an array; a bare scalar is not one. */
export function ownedIds(
  e: Errors,
  field: string,
  v: unknown,
  rows: Array<{ id: number; userId: number }>,
  userId: number,
): number[] | null {
  if (v === null) return [];
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : null;
  if (!list) {
    e.add(field, `The ${label(field)} must be an array.`);
    return null;
  }
  const ids: number[] = [];
  let bad = false;
  list.forEach((item, i) => {
    if (item === null) return;
    const id = ownedId(e, `${field}.${i}`, item, rows, userId);
    if (id === null) bad = true;
    else if (!ids.includes(id)) ids.push(id);
  });
  return bad ? null : ids;
}

export function aliasTaken(
  data: Data,
  alias: string,
  domainId: number | null,
  selfId: number | null,
): boolean {
  const a = alias.toLowerCase();
  return data.links.some((l) => l.domainId === domainId && l.id !== selfId && l.alias.toLowerCase() === a);
}

/**
 * The alias of a create or update, in both dialects: its format, then uniqueness per domain —
 * the domain being set now, else the link's current one. `domainField` is the dialect's name
 * for the domain (`domain` or `domain_id`): when that field is already wrong, uniqueness is moot.
 */
export function readAlias(
  e: Errors,
  input: Record<string, unknown>,
  data: Data,
  patch: Partial<Link>,
  current: Link | null,
  domainField: string,
): void {
  if (filled(input, 'alias')) {
    const alias = aliasFormat(e, 'alias', input.alias);
    if (alias !== null) patch.alias = alias;
  }
  const domainId = patch.domainId !== undefined ? patch.domainId : (current?.domainId ?? null);
  const alias = patch.alias ?? current?.alias;
  if (alias && !e.has(domainField) && aliasTaken(data, alias, domainId, current?.id ?? null))
    e.add('alias', `The ${label('alias')} has already been taken.`);
}

/**
 * The statistics password (`privacy_password` classic, `password` current): it only exists with
 * privacy 2 — required then (unless one is already stored), ignored and cleared otherwise.
 */
export function readStatsPassword(
  e: Errors,
  input: Record<string, unknown>,
  patch: Partial<Link>,
  current: Link | null,
  field: string,
): void {
  const privacy = patch.privacy ?? current?.privacy ?? 0;
  if (privacy !== 2) {
    patch.statsPassword = null;
    return;
  }
  if (filled(input, field)) patch.statsPassword = str(e, field, input[field], 128, 1);
  else if (!current?.statsPassword) e.add(field, `The ${label(field)} field is required when Privacy is 2.`);
}

/**
 * Where a real server's PHP throws on this input, if it does. A list field sent as a bare empty
 * value (`pixels=`, `country=`) reaches the controller as null (ConvertEmptyStringsToNull), yet
 * `$request->has()` counts it as sent, and `array_filter(null)` / `array_values(null)` throw a
 * TypeError: HTTP 500. 'after-save': the link row was saved first (the pixel sync runs after
 * `save()` in the classic controller and on every create); 'before-save': nothing was saved.
 * The list that really clears is `pixels[]=` (one empty item, which array_filter drops).
 */
export type Crash = 'before-save' | 'after-save' | null;

/** Is `field` present with a bare empty value (null after the input middleware)? */
export const bareEmptyList = (input: Record<string, unknown>, field: string): boolean =>
  Object.hasOwn(input, field) && input[field] === null;

/** The click limit (`expiration_clicks` classic, `clicks_limit` current): 0 to 9 digits. */
export function readClicksLimit(
  e: Errors,
  input: Record<string, unknown>,
  patch: Partial<Link>,
  field: string,
): void {
  // An empty value is stored as NULL by the real controllers, which reads back as no limit.
  if (Object.hasOwn(input, field) && input[field] === null) patch.clicksLimit = 0;
  if (!filled(input, field)) return;
  const n = toInt(input[field]);
  if (n === null) e.add(field, `The ${label(field)} must be an integer.`);
  else if (n < 0 || n > MAX_CLICKS_LIMIT) e.add(field, `The ${label(field)} must be between 0 and 9 digits.`);
  else patch.clicksLimit = n;
}

/** Format only; uniqueness needs the final domain (readAlias checks it with aliasTaken). */
function aliasFormat(e: Errors, field: string, v: unknown): string | null {
  const s = str(e, field, v, 255);
  if (s === null) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(s)) {
    e.add(field, `The ${label(field)} may only contain letters, numbers, dashes and underscores.`);
    return null;
  }
  return s;
}

export function newAlias(data: Data, domainId: number | null, seq: number): string {
  for (let n = seq; ; n++) {
    const alias = generatedAlias(n);
    if (!aliasTaken(data, alias, domainId, null)) return alias;
  }
}

const KEYS: Record<TargetGroup, Set<string> | null> = {
  countries: COUNTRIES,
  continents: CONTINENTS,
  operating_systems: PLATFORMS,
  browsers: BROWSERS,
  languages: LANGUAGES,
  devices: DEVICES,
  rotations: null,
};

/**
 * Targeting rows `field[i][key]` / `field[i][value]`; completely empty rows (a blank form row)
 * are dropped. Errors are keyed like Laravel's: `country.0.key`.
 */
export function targetRows(e: Errors, field: string, v: unknown, group: TargetGroup): TargetRow[] | null {
  if (v === null) return [];
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : null;
  if (!list) {
    e.add(field, `The ${label(field)} must be an array.`);
    return null;
  }
  const keys = KEYS[group];
  const rows: TargetRow[] = [];
  let bad = false;
  list.forEach((raw, i) => {
    const row: Record<string, unknown> =
      raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : { value: raw };
    const key = row.key ?? null;
    const value = row.value ?? null;
    if ((keys === null || key === null) && value === null) return;
    const base = `${field}.${i}`;
    let k: string | undefined;
    if (keys !== null) {
      if (key === null) {
        e.add(`${base}.key`, `The ${base}.key field is required.`);
        bad = true;
      } else if (typeof key !== 'string' || !keys.has(key)) {
        e.add(`${base}.key`, `The selected ${base}.key is invalid.`);
        bad = true;
      } else k = key;
    }
    if (value === null) {
      e.add(`${base}.value`, `The ${base}.value field is required.`);
      bad = true;
      return;
    }
    const u = url(e, `${base}.value`, value);
    if (u === null) bad = true;
    else rows.push(keys === null ? { value: u } : { key: k!, value: u });
  });
  return bad ? null : rows;
}

export function relations(data: Data, link: Link) {
  const space = data.spaces.find((s) => s.id === link.spaceId) ?? null;
  const domain = data.domains.find((d) => d.id === link.domainId) ?? null;
  return {
    space: space ? { id: space.id, name: space.name, color: space.color } : null,
    domain: domain ? { id: domain.id, name: domain.name } : null,
    pixels: link.pixelIds.flatMap((id) => {
      const p = data.pixels.find((x) => x.id === id);
      return p ? [{ id: p.id, name: p.name, type: p.type }] : [];
    }),
  };
}

/** The short URL: the link's domain, or the server's own URL for links on no domain. */
export function shortUrl(data: Data, link: Link, baseUrl: string): string {
  const domain = data.domains.find((d) => d.id === link.domainId);
  return `${domain ? domain.name : baseUrl}/${link.alias}`;
}

/** The page title a real server would fetch from the target; derived, so it stays deterministic. */
export function titleFor(target: string): string | null {
  try {
    const u = new URL(target);
    if (!/^https?:$/.test(u.protocol)) return null;
    const host = u.hostname.replace(/^www\./, '');
    const last = u.pathname.split('/').filter(Boolean).pop();
    return last ? `${decodeURIComponent(last).replace(/[-_]+/g, ' ')} - ${host}` : host;
  } catch {
    return null;
  }
}

/**
 * The record answered right after a create, like a Laravel model that was never refreshed:
 * fields that were sent keep the raw request value (strings from a form), and `absentAsNull`
 * fields that were not sent are null (their database defaults were never read back).
 */
export function asFreshlyCreated(
  record: Record<string, unknown>,
  input: Record<string, unknown>,
  echoed: readonly string[],
  absentAsNull: readonly string[],
): Record<string, unknown> {
  const out = { ...record };
  for (const f of echoed) if (input[f] !== undefined && input[f] !== null) out[f] = input[f];
  for (const f of absentAsNull) if (input[f] === undefined) out[f] = null;
  return out;
}
