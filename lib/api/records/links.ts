/**
 * Tolerant link parsers, one per dialect, over a shared core (the fields both dialects name
 * alike). Every variation of API.md section 5 is accepted; secrets are reduced to "is set".
 */
import {
  type Link,
  PRIVACY,
  type Privacy,
  TARGETS_TYPES,
  type TargetRow,
  type TargetsType,
} from '../schemas';
import {
  asRecord,
  badResponse,
  type RawRecord,
  readDate,
  readFlag,
  readId,
  readInt,
  readNamedRef,
  readNamedRefs,
  readSecretIsSet,
  readString,
} from './values';

export interface LinkParseContext {
  linksBaseUrl: string;
}

/** 0/1/2, their strings, or the normalized names; anything else is public (the server default). */
export function readPrivacy(value: unknown, fallback: Privacy): Privacy {
  if (typeof value === 'string' && (PRIVACY as readonly string[]).includes(value)) return value as Privacy;
  const number = readInt(value, null);
  return number !== null ? (PRIVACY[number] ?? fallback) : fallback;
}

export function readTargetRows(value: unknown): TargetRow[] {
  if (!Array.isArray(value)) return [];
  const rows: TargetRow[] = [];
  for (const item of value) {
    const row = asRecord(item);
    const target = readString(row?.value);
    if (!row || !target) continue;
    const key = readString(row.key);
    rows.push(key ? { key, value: target } : { value: target });
  }
  return rows;
}

export function withScheme(host: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
}

/** short_url, else the domain's url/name, else the links base URL; then `/` + alias. */
export function readShortUrl(record: RawRecord, alias: string, linksBaseUrl: string): string {
  const shortUrl = readString(record.short_url);
  if (shortUrl) return shortUrl;
  const domain = asRecord(record.domain);
  const domainBase = readString(domain?.url) || readString(domain?.name);
  const base = domainBase ? withScheme(domainBase) : linksBaseUrl;
  return `${base.replace(/\/+$/, '')}/${alias}`;
}

type DialectFields = Pick<
  Link,
  | 'disabled'
  | 'hasPassword'
  | 'hasPrivacyPassword'
  | 'expirationClicks'
  | 'endsAt'
  | 'startsAt'
  | 'targetsType'
  | 'targets'
  | 'sensitiveContent'
>;

function parseLinkWith(
  raw: unknown,
  context: LinkParseContext,
  dialectFields: (r: RawRecord) => DialectFields,
) {
  const record = asRecord(raw);
  if (!record) throw badResponse('a link that is not an object');
  const id = readId(record, 'link');
  const alias = readString(record.alias) ?? '';
  const link: Link = {
    id,
    alias,
    url: readString(record.url) ?? '',
    shortUrl: readShortUrl(record, alias, context.linksBaseUrl),
    title: readString(record.title),
    clicks: Math.max(readInt(record.clicks, 0), 0),
    privacy: readPrivacy(record.privacy, 'public'),
    expirationUrl: readString(record.expiration_url) || null,
    space: readNamedRef(record.space),
    domain: readNamedRef(record.domain),
    pixels: readNamedRefs(record.pixels),
    createdAt: readDate(record.created_at),
    updatedAt: readDate(record.updated_at),
    ...dialectFields(record),
  };
  return link;
}

/** Classic target_type 1 covers countries and languages: the rows that are present decide. */
function classicTargets(record: RawRecord): Pick<Link, 'targetsType' | 'targets'> {
  const countries = readTargetRows(record.country_target);
  const languages = readTargetRows(record.language_target);
  const platforms = readTargetRows(record.platform_target);
  const rotations = readTargetRows(record.rotation_target);
  const type = readInt(record.target_type, null);
  if (type === 1 || (type === null && (countries.length || languages.length))) {
    return countries.length || !languages.length
      ? { targetsType: 'countries', targets: countries }
      : { targetsType: 'languages', targets: languages };
  }
  if (type === 2 || (type === null && platforms.length))
    return { targetsType: 'operating_systems', targets: platforms };
  if (type === 4 || (type === null && rotations.length))
    return { targetsType: 'rotations', targets: rotations };
  return { targetsType: 'none', targets: [] };
}

/** `expiration_date` + `expiration_time` when a server sends them instead of `ends_at`. */
function classicEndsAt(record: RawRecord): string | null {
  const endsAt = readDate(record.ends_at);
  if (endsAt) return endsAt;
  const date = readString(record.expiration_date);
  return date ? readDate(`${date} ${readString(record.expiration_time) ?? '00:00'}`) : null;
}

export function parseClassicLink(raw: unknown, context: LinkParseContext): Link {
  return parseLinkWith(raw, context, (record) => ({
    disabled: readFlag(record.disabled),
    hasPassword: readSecretIsSet(record.password),
    hasPrivacyPassword: readSecretIsSet(record.privacy_password),
    expirationClicks: Math.max(readInt(record.expiration_clicks, 0), 0),
    endsAt: classicEndsAt(record),
    startsAt: null,
    ...classicTargets(record),
    sensitiveContent: false,
  }));
}

function readTargetsType(value: unknown): TargetsType {
  return typeof value === 'string' && (TARGETS_TYPES as readonly string[]).includes(value)
    ? (value as TargetsType)
    : 'none';
}

export function parseCurrentLink(raw: unknown, context: LinkParseContext): Link {
  return parseLinkWith(raw, context, (record) => {
    const targetsType = readTargetsType(record.targets_type);
    return {
      disabled: false,
      hasPassword: readSecretIsSet(record.redirect_password),
      // In this dialect `password` is the statistics password.
      hasPrivacyPassword: readSecretIsSet(record.password),
      expirationClicks: Math.max(readInt(record.clicks_limit, 0), 0),
      endsAt: readDate(record.active_period_end_at) ?? readDate(record.expires_at),
      startsAt: readDate(record.active_period_start_at),
      targetsType,
      targets: targetsType === 'none' ? [] : readTargetRows(record.targets),
      sensitiveContent: readFlag(record.sensitive_content),
    };
  });
}
