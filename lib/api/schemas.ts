/**
 * Normalized types of lib/api: what pages, the background and tests use. They are independent
 * of the wire format (snake_case, numbers as strings, two server dialects): `lib/api` encodes
 * them into requests and parses records into them (see records.ts and the dialect adapters).
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

// The enumerations live in enums.ts (no zod there, so pages import them without zod).
export * from './enums';

// --- Field rules (API.md section 2) ------------------------------------------------------------

export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const LANGUAGE_PATTERN = /^[a-z]{2}$/;

/** An absolute URL with a scheme and a host. */
export function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
}

// --- Checks -------------------------------------------------------------------------------------
// Every rule is a z.refine carrying our own message. zod/mini bundles the core code of each check
// kind a schema uses (z.int, z.gte, z.maxLength, z.regex... each its own class): one kind instead
// of seven keeps about 1.5 KB gzipped out of the background, which has a 20 KB budget (DESIGN.md).
// An unmet rule reports its message and lets the next rules run, as the built-in checks do.

const rule = <T>(test: (value: T) => boolean, message?: string) => z.refine<T>(test, message);
const maxChars = (max: number, message?: string) => rule((text: string) => text.length <= max, message);
const tooLong = (max: number) => maxChars(max, `Use at most ${max} characters.`);
export const notEmpty = (message?: string) => rule((text: string) => text.length > 0, message);
const matches = (pattern: RegExp, message: string) => rule((text: string) => pattern.test(text), message);
export const atLeast = (min: number, message?: string) => rule((n: number) => n >= min, message);
const atMost = (max: number, message?: string) => rule((n: number) => n <= max, message);

/** What z.int() checks: an integer (else the other rules are skipped), in the safe range. */
export const integer = (...checks: z.core.$ZodCheck<number>[]) =>
  z.number().check(z.refine(Number.isInteger, { abort: true }), rule(Number.isSafeInteger), ...checks);

const absoluteUrl = (max: number) =>
  z
    .string()
    .check(
      notEmpty('Enter a URL.'),
      tooLong(max),
      rule(isAbsoluteUrl, 'Enter a full URL with its scheme, such as https://example.com/page.'),
    );
const id = integer(atLeast(1, 'Pick a valid id.'));

export const targetRowSchema = z.object({
  key: z.optional(z.string()),
  value: absoluteUrl(2048),
});
export type TargetRow = z.infer<typeof targetRowSchema>;

/** Every link field of API.md (create). Cross-field rules are in `linkRules`. */
const linkFields = {
  url: absoluteUrl(2048),
  alias: z.optional(
    z.string().check(tooLong(255), matches(ALIAS_PATTERN, 'Use only letters, digits, - and _.')),
  ),
  password: z.optional(z.string().check(tooLong(128))),
  space: z.optional(id),
  domain: z.optional(id),
  pixels: z.optional(z.array(id)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(z.enum(PRIVACY)),
  /** The statistics page password; only with privacy 'password'. */
  privacyPassword: z.optional(z.string().check(notEmpty('Enter a password.'), tooLong(128))),
  expirationUrl: z.optional(absoluteUrl(2048)),
  /** YYYY-MM-DD, together with expirationTime. */
  expirationDate: z.optional(z.string().check(matches(DATE_PATTERN, 'Use the format YYYY-MM-DD.'))),
  /** HH:MM (24 h), together with expirationDate. */
  expirationTime: z.optional(z.string().check(matches(TIME_PATTERN, 'Use the format HH:MM.'))),
  expirationClicks: z.optional(
    integer(atLeast(0, 'Use 0 or more.'), atMost(999_999_999, 'Use at most 9 digits.')),
  ),
  targetsType: z.optional(z.enum(TARGETS_TYPES)),
  targets: z.optional(z.array(targetRowSchema)),
  /** Current dialect only (API.md section 6). */
  sensitiveContent: z.optional(z.boolean()),
};

export const linkCreateSchema = z.object(linkFields);
export type LinkCreateInput = z.infer<typeof linkCreateSchema>;

/**
 * Update: every field optional (PATCH semantics: only the fields given are sent). `null` clears
 * a field explicitly (sent as an empty value).
 */
export const linkUpdateSchema = z.object({
  url: z.optional(linkFields.url),
  alias: z.optional(z.nullable(linkFields.alias.def.innerType)),
  password: z.optional(z.nullable(linkFields.password.def.innerType)),
  space: z.optional(z.nullable(id)),
  domain: z.optional(z.nullable(id)),
  pixels: z.optional(z.array(id)),
  disabled: z.optional(z.boolean()),
  privacy: z.optional(z.enum(PRIVACY)),
  privacyPassword: z.optional(z.nullable(linkFields.privacyPassword.def.innerType)),
  expirationUrl: z.optional(z.nullable(linkFields.expirationUrl.def.innerType)),
  expirationDate: z.optional(z.nullable(linkFields.expirationDate.def.innerType)),
  expirationTime: z.optional(z.nullable(linkFields.expirationTime.def.innerType)),
  expirationClicks: z.optional(z.nullable(linkFields.expirationClicks.def.innerType)),
  targetsType: linkFields.targetsType,
  targets: linkFields.targets,
  sensitiveContent: linkFields.sensitiveContent,
});
export type LinkUpdateInput = z.infer<typeof linkUpdateSchema>;

export const linkListQuerySchema = z.object({
  search: z.optional(z.string()),
  searchBy: z.optional(z.enum(LINK_SEARCH_BY)),
  status: z.optional(z.enum(LINK_STATUS)),
  space: z.optional(id),
  domain: z.optional(id),
  sort: z.optional(z.enum(LINK_SORT)),
  perPage: z.optional(integer(atLeast(10), atMost(100))),
  page: z.optional(integer(atLeast(1))),
});
export type LinkListQuery = z.infer<typeof linkListQuerySchema>;

export const websiteCreateSchema = z.object({
  /** A URL or a bare host; the server stores the bare host without `www.`. */
  url: z.string().check(notEmpty('Enter the website address.'), maxChars(2048)),
  privacy: z.optional(z.enum(PRIVACY)),
  /** Statistics password; required when privacy is 'password'. */
  password: z.optional(z.string().check(notEmpty(), tooLong(128))),
  emailReports: z.optional(z.boolean()),
  excludeBots: z.optional(z.boolean()),
  /** One IP (v4/v6, or a range) per entry. */
  excludeIps: z.optional(z.array(z.string())),
});
export type WebsiteCreateInput = z.infer<typeof websiteCreateSchema>;

export const websiteUpdateSchema = z.object({
  privacy: websiteCreateSchema.shape.privacy,
  password: z.optional(z.nullable(z.string().check(tooLong(128)))),
  emailReports: websiteCreateSchema.shape.emailReports,
  excludeBots: websiteCreateSchema.shape.excludeBots,
  excludeIps: websiteCreateSchema.shape.excludeIps,
});
export type WebsiteUpdateInput = z.infer<typeof websiteUpdateSchema>;

export const websiteListQuerySchema = z.object({
  search: z.optional(z.string()),
  sort: z.optional(z.enum(WEBSITE_SORT)),
  perPage: z.optional(integer(atLeast(10), atMost(100))),
  page: z.optional(integer(atLeast(1))),
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
}

export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

