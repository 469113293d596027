/**
 * Tolerant link parsers, one per dialect, over a shared core (the fields both dialects name
 * alike). Every variation of docs/API.md section 5 is accepted; secrets are reduced to "is set".
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
  readCount,
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

/** 0/1/2, their strings, or the normalized names; anything else is `fallback` (the server default). */
export function readPrivacy(value: unknown, fallback: Privacy): Privacy {
  return PRIVACY.find((name) => name === value) ?? PRIVACY[readInt(value, -1)] ?? fallback;
}

export function readTargetRows(value: unknown): TargetRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const row = asRecord(item);
    const target = readString(row?.value);
    const key = readString(row?.key);
    return target ? [key ? { key, value: target } : { value: target }] : [];
  });
}

export function withScheme(host: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
}

/**
 * Characters a URL never holds unescaped (RFC 3986): whitespace, controls, quotes, angle
 * brackets and the like. A short URL holding one is markup or a broken answer, not an address.
 */
const NOT_IN_A_URL = /[\s\p{Cc}"'<>\\^`{|}]/u;

/**
 * The short URL as given when it is an absolute http(s) address; else `bad_response`, whose
 * sentence (error-text.ts) sends the user to check the server's address.
 */
export function checkShortUrl(value: string, alias: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const http = url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  if (!http || NOT_IN_A_URL.test(value)) {
    const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
    throw badResponse(
      `the short URL of link "${alias}" is not an absolute http(s) address: ${JSON.stringify(shown)}`,
    );
  }
  return value;
}

/**
 * short_url, else the domain's url/name, else the links base URL; then `/` + alias. Checked here,
 * where every link is read, so that no other part of the extension (a page the short URL is
 * written into, a link opened from it) ever meets one that is not an http(s) address.
 */
export function readShortUrl(record: RawRecord, alias: string, linksBaseUrl: string): string {
  const shortUrl = readString(record.short_url);
  if (shortUrl) return checkShortUrl(shortUrl, alias);
  const domain = asRecord(record.domain);
  const domainBase = readString(domain?.url) || readString(domain?.name);
  const base = domainBase ? withScheme(domainBase) : linksBaseUrl;
  return checkShortUrl(`${base.replace(/\/+$/, '')}/${alias}`, alias);
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
): Link {
  const record = asRecord(raw);
  if (!record) throw badResponse('a link that is not an object');
  const id = readId(record, 'link');
  const alias = readString(record.alias) ?? '';
  return {
    id,
    alias,
    url: readString(record.url) ?? '',
    shortUrl: readShortUrl(record, alias, context.linksBaseUrl),
    title: readString(record.title),
    clicks: readCount(record.clicks),
    privacy: readPrivacy(record.privacy, 'public'),
    expirationUrl: readString(record.expiration_url) || null,
    space: readNamedRef(record.space),
    domain: readNamedRef(record.domain),
    pixels: readNamedRefs(record.pixels),
    createdAt: readDate(record.created_at),
    updatedAt: readDate(record.updated_at),
    ...dialectFields(record),
  };
}

/**
 * Classic target_type and the row field of each normalized type. Languages travel as target_type 1:
 * classic servers group language rows with geographic targeting (country and language rows both
 * belong to type 1), so there is no separate number for them. One table for the classic adapter's
 * encoder (its form fields: `country[0][key]`) and the parser below (`country_target`), so what
 * is sent and what is read back cannot drift apart.
 */
export const CLASSIC_TARGETING: Partial<Record<TargetsType, { type: number; rows?: string }>> = {
  none: { type: 0 },
  countries: { type: 1, rows: 'country' },
  languages: { type: 1, rows: 'language' },
  operating_systems: { type: 2, rows: 'platform' },
  rotations: { type: 4, rows: 'rotation' },
};

/**
 * The first type with rows among those target_type allows (all of them when it is missing), else
 * the type it names. Type 1 covers countries and languages: the rows present decide.
 */
function classicTargets(record: RawRecord): Pick<Link, 'targetsType' | 'targets'> {
  const type = readInt(record.target_type, null);
  const candidates = Object.entries(CLASSIC_TARGETING).flatMap(([targetsType, targeting]) =>
    targeting?.rows
      ? [
          {
            number: targeting.type,
            targetsType: targetsType as TargetsType,
            targets: readTargetRows(record[`${targeting.rows}_target`]),
          },
        ]
      : [],
  );
  const match =
    candidates.find(({ number, targets }) => (type ?? number) === number && targets.length > 0) ??
    candidates.find(({ number }) => number === type);
  return { targetsType: match?.targetsType ?? 'none', targets: match?.targets ?? [] };
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
    expirationClicks: readCount(record.expiration_clicks),
    endsAt: classicEndsAt(record),
    startsAt: null,
    ...classicTargets(record),
    sensitiveContent: false,
  }));
}

export function parseCurrentLink(raw: unknown, context: LinkParseContext): Link {
  return parseLinkWith(raw, context, (record) => {
    const targetsType: TargetsType = TARGETS_TYPES.find((type) => type === record.targets_type) ?? 'none';
    return {
      disabled: false,
      hasPassword: readSecretIsSet(record.redirect_password),
      // In this dialect `password` is the statistics password.
      hasPrivacyPassword: readSecretIsSet(record.password),
      expirationClicks: readCount(record.clicks_limit),
      endsAt: readDate(record.active_period_end_at) ?? readDate(record.expires_at),
      startsAt: readDate(record.active_period_start_at),
      targetsType,
      targets: targetsType === 'none' ? [] : readTargetRows(record.targets),
      sensitiveContent: readFlag(record.sensitive_content),
    };
  });
}
