/**
 * Normalized types of lib/api: what pages, the background and tests use. They are independent
 * of the wire format (snake_case, numbers as strings, two server dialects): `lib/api` encodes
 * them into requests and parses records into them (see records/ and the dialect adapters).
 *
 * Inputs are zod/mini schemas (strict: an invalid input is rejected before any request).
 * Records are plain interfaces: they are built by tolerant parsers, never by `schema.parse`.
 */
import * as z from 'zod/mini';
import {
  LINK_SEARCH_BY,
  LINK_SORT,
  LINK_STATUS,
  PRIVACY,
  type Privacy,
  TARGETS_TYPES,
  type TargetsType,
  WEBSITE_SORT,
} from './enums';
import { check } from './field-checks';

// The enumerations live in enums.ts (no zod there, so pages import them without zod).
export * from './enums';

// --- Field rules (docs/API.md section 2) --------------------------------------------------------

export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const LANGUAGE_PATTERN = /^[a-z]{2}$/;

/** An absolute URL with a scheme and a host. */
export function isAbsoluteUrl(value: string): boolean {
  try {
    // URL() throws without a valid scheme (this one has no base to resolve against).
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

// zod/mini's own checks, each with the code of its words (field-checks.ts): zod/mini ships no
// locale, and the page says them in its own language. `abort`: one mistake, one message.
const tooLong = (max: number) => z.maxLength(max, { message: check('too_long', max), abort: true });
const notEmpty = (message: string) => z.minLength(1, { message, abort: true });

const absoluteUrl = z
  .string()
  .check(notEmpty(check('url_missing')), tooLong(2048), z.refine(isAbsoluteUrl, check('url_not_full')));
const id = z.int().check(z.minimum(1, check('id_invalid')));
const ids = z.optional(z.array(id));
const flag = z.optional(z.boolean());
const privacy = z.optional(z.enum(PRIVACY));
const secret = z.string().check(tooLong(128));
const search = z.optional(z.string());
const perPage = z.optional(z.int().check(z.minimum(10), z.maximum(100)));
const page = z.optional(z.int().check(z.minimum(1)));

export const targetRowSchema = z.object({
  key: z.optional(z.string()),
  value: absoluteUrl,
});
export type TargetRow = z.infer<typeof targetRowSchema>;

/** The link fields that an update may also clear (`null`). */
const alias = z.string().check(tooLong(255), z.regex(ALIAS_PATTERN, check('alias_characters')));
/** The statistics page password; only with privacy 'password'. */
const statisticsPassword = z.string().check(notEmpty(check('password_missing')), tooLong(128));
/** YYYY-MM-DD, together with expirationTime. */
const expirationDate = z.string().check(z.regex(DATE_PATTERN, check('date_format')));
/** HH:MM (24 h), together with expirationDate. */
const expirationTime = z.string().check(z.regex(TIME_PATTERN, check('time_format')));
const expirationClicks = z
  .int()
  .check(z.minimum(0, check('clicks_negative')), z.maximum(999_999_999, check('clicks_too_many')));

/** The link fields that create and update spell alike. */
const linkSettings = {
  pixels: ids,
  disabled: flag,
  privacy,
  targetsType: z.optional(z.enum(TARGETS_TYPES)),
  targets: z.optional(z.array(targetRowSchema)),
  /** Current dialect only (docs/API.md section 6). */
  sensitiveContent: flag,
};

/** Every link field of docs/API.md (create). Cross-field rules are in validate.ts. */
export const linkCreateSchema = z.object({
  url: absoluteUrl,
  alias: z.optional(alias),
  password: z.optional(secret),
  space: z.optional(id),
  domain: z.optional(id),
  privacyPassword: z.optional(statisticsPassword),
  expirationUrl: z.optional(absoluteUrl),
  expirationDate: z.optional(expirationDate),
  expirationTime: z.optional(expirationTime),
  expirationClicks: z.optional(expirationClicks),
  ...linkSettings,
});
export type LinkCreateInput = z.infer<typeof linkCreateSchema>;

/** Optional, and `null` clears the field explicitly (sent as an empty value). */
const clearable = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Update: every field optional (PATCH semantics: only the fields given are sent). */
export const linkUpdateSchema = z.object({
  url: z.optional(absoluteUrl),
  alias: clearable(alias),
  password: clearable(secret),
  space: clearable(id),
  domain: clearable(id),
  privacyPassword: clearable(statisticsPassword),
  expirationUrl: clearable(absoluteUrl),
  expirationDate: clearable(expirationDate),
  expirationTime: clearable(expirationTime),
  expirationClicks: clearable(expirationClicks),
  ...linkSettings,
});
export type LinkUpdateInput = z.infer<typeof linkUpdateSchema>;

export const linkListQuerySchema = z.object({
  search,
  searchBy: z.optional(z.enum(LINK_SEARCH_BY)),
  status: z.optional(z.enum(LINK_STATUS)),
  space: z.optional(id),
  domain: z.optional(id),
  sort: z.optional(z.enum(LINK_SORT)),
  perPage,
  page,
});
export type LinkListQuery = z.infer<typeof linkListQuerySchema>;

/** The website fields that create and update spell alike. */
const websiteSettings = {
  privacy,
  emailReports: flag,
  excludeBots: flag,
  /** One IP (v4/v6, or a range) per entry. */
  excludeIps: z.optional(z.array(z.string())),
};

export const websiteCreateSchema = z.object({
  /** A URL or a bare host; the server stores the bare host without `www.`. */
  url: z.string().check(notEmpty(check('website_missing')), tooLong(2048)),
  /** Statistics password; required when privacy is 'password'. */
  password: z.optional(statisticsPassword),
  ...websiteSettings,
});
export type WebsiteCreateInput = z.infer<typeof websiteCreateSchema>;

export const websiteUpdateSchema = z.object({
  password: clearable(secret),
  ...websiteSettings,
});
export type WebsiteUpdateInput = z.infer<typeof websiteUpdateSchema>;

export const websiteListQuerySchema = z.object({
  search,
  sort: z.optional(z.enum(WEBSITE_SORT)),
  perPage,
  page,
});
export type WebsiteListQuery = z.infer<typeof websiteListQuerySchema>;

// --- Records (normalized output; built by tolerant parsers) -----------------------------------

export interface NamedRef {
  id: number;
  name: string;
}

export interface Link {
  id: number;
  alias: string;
  url: string;
  /** Always present: short_url, else domain + alias, else links base URL + alias. */
  shortUrl: string;
  title: string | null;
  clicks: number;
  /** Classic dialect only; always false on current-dialect servers. */
  disabled: boolean;
  privacy: Privacy;
  /** Is a redirect password set (the secret itself is never returned). */
  hasPassword: boolean;
  /** Is a statistics password set. */
  hasPrivacyPassword: boolean;
  expirationUrl: string | null;
  /** 0 = no click limit. */
  expirationClicks: number;
  /** ISO 8601, or null when the link does not expire by date. */
  endsAt: string | null;
  /** Current dialect: the start of the active period (ISO 8601), else null. */
  startsAt: string | null;
  targetsType: TargetsType;
  targets: TargetRow[];
  sensitiveContent: boolean;
  space: NamedRef | null;
  domain: NamedRef | null;
  pixels: NamedRef[];
  createdAt: string | null;
  updatedAt: string | null;
}

export interface Website {
  id: number;
  /** The bare host (`url` on classic servers, `domain` on current ones). */
  host: string;
  privacy: Privacy;
  hasPassword: boolean;
  emailReports: boolean;
  excludeBots: boolean;
  excludeIps: string[];
  /** Current dialect only. */
  favorite: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface Account {
  id: number | null;
  name: string | null;
  email: string | null;
  /** Current dialect: the domain id used when a link is created without one. */
  defaultDomain: number | null;
  /**
   * The account's IANA time zone (`data.timezone`): the links service counts days in it.
   * Null when absent, null (the server's default) or not a zone this browser knows.
   */
  timeZone: string | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}
