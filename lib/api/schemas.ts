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

// --- Checks -------------------------------------------------------------------------------------
// Every rule is a z.refine carrying our own message. zod/mini bundles the core code of each check
// kind a schema uses (z.int, z.gte, z.maxLength, z.regex... each its own class): one kind instead
// of seven keeps about 1.5 KB gzipped out of the background, which has a size budget
// (docs/ARCHITECTURE.md, "Budgets").
// An unmet rule reports its message and lets the next rules run, as the built-in checks do.

const tooLong = (max: number) =>
  z.refine<string>((text) => text.length <= max, `Use at most ${max} characters.`);
export const notEmpty = (message?: string) => z.refine<string>((text) => text.length > 0, message);
const matches = (pattern: RegExp, message: string) => z.refine<string>((text) => pattern.test(text), message);
export const atLeast = (min: number, message?: string) => z.refine<number>((n) => n >= min, message);
const atMost = (max: number, message?: string) => z.refine<number>((n) => n <= max, message);

/**
 * What z.int() checks: an integer (else the other rules are skipped), in the safe range. A
 * z.custom, not z.number(): Number.isInteger is false for anything but a finite whole number, so
 * the number kind (about 0.15 KB gzipped in the background) has nothing left to check.
 */
export const integer = (...checks: z.core.$ZodCheck<number>[]) =>
  z.custom<number>(Number.isInteger).check(z.refine(Number.isSafeInteger), ...checks);

/**
 * What z.enum() checks: one of `values` (else "Invalid input", as z.enum says without a locale).
 * Not z.enum(): that schema kind and its pattern helpers add about 0.3 KB gzipped to the background.
 */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  z.custom<T[number]>((value) => values.includes(value as T[number]));

/**
 * What z.boolean() checks: true or false (else "Invalid input"). Not z.boolean(): its schema
 * kind costs the background about 0.1 KB gzipped for a typeof (issue 13: size budget).
 */
export const bool = () => z.custom<boolean>((value) => typeof value === 'boolean');

/** `schema`'s parse of `value`, its issues reported into `payload` under `path` (for the wrappers below). */
function parseInto<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  payload: z.core.ParsePayload,
  path: PropertyKey[],
) {
  const result = schema.safeParse(value);
  for (const issue of result.error?.issues ?? []) {
    payload.issues.push({ ...issue, input: value, path: [...path, ...issue.path] } as z.core.$ZodRawIssue);
  }
  return result.data as T;
}

/**
 * A list whose every item passes `item`, an item's issues reported under its index (`pixels.0`).
 * Not z.array(): that one schema kind adds about 0.4 KB gzipped to the background (20 KB budget).
 * Like z.array(), the value becomes the parsed items (so object items lose unknown keys).
 */
const listOf = <T>(item: z.ZodMiniType<T>) =>
  z.custom<T[]>(Array.isArray, { abort: true }).check((payload) => {
    payload.value = payload.value.map((value, index) => parseInto(item, value, payload, [index]));
  });

/**
 * `null`, or what passes `schema` (its issues as its own). Not z.nullable(): that wrapper kind
 * adds about 0.2 KB gzipped to the background.
 */
export const orNull = <T>(schema: z.ZodMiniType<T>) =>
  z.custom<T | null>().check((payload) => {
    if (payload.value !== null) payload.value = parseInto(schema, payload.value, payload, []);
  });

const absoluteUrl = z
  .string()
  .check(
    notEmpty('Enter a URL.'),
    tooLong(2048),
    z.refine(isAbsoluteUrl, 'Enter a full URL with its scheme, such as https://example.com/page.'),
  );
const id = integer(atLeast(1, 'Pick a valid id.'));
const ids = z.optional(listOf(id));
const flag = z.optional(bool());
const privacy = z.optional(oneOf(PRIVACY));
const secret = z.string().check(tooLong(128));
const search = z.optional(z.string());
const perPage = z.optional(integer(atLeast(10), atMost(100)));
const page = z.optional(integer(atLeast(1)));

export const targetRowSchema = z.object({
  key: z.optional(z.string()),
  value: absoluteUrl,
});
export type TargetRow = z.infer<typeof targetRowSchema>;

/** The link fields that an update may also clear (`null`). */
const alias = z.string().check(tooLong(255), matches(ALIAS_PATTERN, 'Use only letters, digits, - and _.'));
/** The statistics page password; only with privacy 'password'. */
const statisticsPassword = z.string().check(notEmpty('Enter a password.'), tooLong(128));
/** YYYY-MM-DD, together with expirationTime. */
const expirationDate = z.string().check(matches(DATE_PATTERN, 'Use the format YYYY-MM-DD.'));
/** HH:MM (24 h), together with expirationDate. */
const expirationTime = z.string().check(matches(TIME_PATTERN, 'Use the format HH:MM.'));
const expirationClicks = integer(atLeast(0, 'Use 0 or more.'), atMost(999_999_999, 'Use at most 9 digits.'));

/** The link fields that create and update spell alike. */
const linkSettings = {
  pixels: ids,
  disabled: flag,
  privacy,
  targetsType: z.optional(oneOf(TARGETS_TYPES)),
  targets: z.optional(listOf(targetRowSchema)),
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
const clearable = <T>(schema: z.ZodMiniType<T>) => z.optional(orNull(schema));

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
  searchBy: z.optional(oneOf(LINK_SEARCH_BY)),
  status: z.optional(oneOf(LINK_STATUS)),
  space: z.optional(id),
  domain: z.optional(id),
  sort: z.optional(oneOf(LINK_SORT)),
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
  excludeIps: z.optional(listOf(z.string())),
};

export const websiteCreateSchema = z.object({
  /** A URL or a bare host; the server stores the bare host without `www.`. */
  url: z.string().check(notEmpty('Enter the website address.'), tooLong(2048)),
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
  sort: z.optional(oneOf(WEBSITE_SORT)),
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
}

export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}
