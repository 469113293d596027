/**
 * Input validation before anything is sent: the zod/mini schemas of schemas.ts, then the rules
 * that span fields, then the rules of one dialect (what the server at hand cannot store).
 * Every failure is one ApiError `validation` whose `fields` use the normalized names.
 */
import type * as z from 'zod/mini';
import { ApiError, type FieldErrors } from './errors';
import {
  CLASSIC_TARGETS_TYPES,
  COUNTRY_PATTERN,
  type Dialect,
  LANGUAGE_PATTERN,
  type LinkCreateInput,
  type LinkListQuery,
  type LinkUpdateInput,
  linkCreateSchema,
  linkListQuerySchema,
  linkUpdateSchema,
  PLATFORMS,
  type TargetRow,
  type WebsiteCreateInput,
  type WebsiteUpdateInput,
  websiteCreateSchema,
  websiteListQuerySchema,
  websiteUpdateSchema,
} from './schemas';

type Problems = [field: string, message: string][];

export function validationError(fields: FieldErrors, message = 'Check the highlighted fields.'): ApiError {
  return new ApiError({ code: 'validation', message, fields });
}

function throwIfAny(problems: Problems): void {
  if (problems.length === 0) return;
  const fields: FieldErrors = {};
  for (const [field, message] of problems) fields[field] = [...(fields[field] ?? []), message];
  throw validationError(fields);
}

function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throwIfAny(result.error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]));
  throw validationError({ input: ['Invalid input.'] });
}

const TARGET_KEY_RULES: Partial<Record<string, [(key: string) => boolean, string]>> = {
  countries: [(key) => COUNTRY_PATTERN.test(key), 'Use a two-letter country code such as US.'],
  languages: [(key) => LANGUAGE_PATTERN.test(key), 'Use a two-letter language code such as en.'],
  operating_systems: [
    (key) => (PLATFORMS as readonly string[]).includes(key),
    `Use one of ${PLATFORMS.join(', ')}.`,
  ],
};

function targetProblems(type: string | undefined, rows: TargetRow[] | undefined): Problems {
  if (type === undefined || type === 'none') {
    return rows?.length ? [['targets', 'Choose a targeting type for these rows.']] : [];
  }
  if (!rows?.length) return [['targets', 'Add at least one target.']];
  const rule = TARGET_KEY_RULES[type];
  return rows.flatMap(({ key }, index): Problems => {
    const field = `targets.${index}.key`;
    if (type === 'rotations') return key === undefined ? [] : [[field, 'Rotation rows have no key.']];
    if (!key) return [[field, 'Choose a key.']];
    return rule && !rule[0](key) ? [[field, rule[1]]] : [];
  });
}

type LinkInput = LinkCreateInput | LinkUpdateInput;

function linkProblems(input: LinkInput): Problems {
  const problems: Problems = [];
  const wantsPasswordPrivacy = input.privacy === 'password';
  if (wantsPasswordPrivacy && !input.privacyPassword) {
    problems.push(['privacyPassword', 'Enter a password for the statistics page.']);
  }
  if (!wantsPasswordPrivacy && typeof input.privacyPassword === 'string') {
    problems.push(['privacyPassword', 'A statistics password needs the privacy "password".']);
  }
  // Set together, cleared (null) together, or both left out: the server needs the pair.
  const [date, time] = [input.expirationDate, input.expirationTime];
  if ((typeof date === 'string') !== (typeof time === 'string') || (date === null) !== (time === null)) {
    const missing =
      typeof date === 'string'
        ? 'expirationTime'
        : typeof time === 'string' || date === undefined
          ? 'expirationDate'
          : 'expirationTime';
    problems.push([missing, 'Give the expiration date and time together.']);
  }
  problems.push(...targetProblems(input.targetsType, input.targets));
  return problems;
}

/** What the server of `dialect` cannot store. */
export function checkLinkDialect(input: LinkInput, dialect: Dialect): void {
  const problems: Problems = [];
  const unsupported = 'This server does not support it.';
  if (dialect === 'classic') {
    const type = input.targetsType;
    if (type && !(CLASSIC_TARGETS_TYPES as readonly string[]).includes(type))
      problems.push(['targetsType', unsupported]);
    if (input.sensitiveContent !== undefined) problems.push(['sensitiveContent', unsupported]);
  } else if (input.disabled !== undefined) {
    problems.push(['disabled', unsupported]);
  }
  throwIfAny(problems);
}

export function checkLinkListDialect(query: LinkListQuery, dialect: Dialect): void {
  if (dialect === 'current' && query.status === 'disabled') {
    throwIfAny([['status', 'This server cannot list disabled links.']]);
  }
}

/** `dialect` null: not known yet; its rules are checked once it is (before the write is sent). */
export function validateLinkCreate(input: unknown, dialect: Dialect | null): LinkCreateInput {
  const parsed = parseWith(linkCreateSchema, input);
  throwIfAny(linkProblems(parsed));
  if (dialect) checkLinkDialect(parsed, dialect);
  return parsed;
}

export function validateLinkUpdate(input: unknown, dialect: Dialect | null): LinkUpdateInput {
  const parsed = parseWith(linkUpdateSchema, input);
  throwIfAny(linkProblems(parsed));
  if (dialect) checkLinkDialect(parsed, dialect);
  return parsed;
}

export function validateLinkListQuery(query: unknown, dialect: Dialect | null): LinkListQuery {
  const parsed = parseWith(linkListQuerySchema, query);
  if (dialect) checkLinkListDialect(parsed, dialect);
  return parsed;
}

function websitePasswordProblems(input: WebsiteCreateInput | WebsiteUpdateInput): Problems {
  return input.privacy === 'password' && !input.password
    ? [['password', 'Enter a password for the statistics page.']]
    : [];
}

export function validateWebsiteCreate(input: unknown): WebsiteCreateInput {
  const parsed = parseWith(websiteCreateSchema, input);
  throwIfAny(websitePasswordProblems(parsed));
  return parsed;
}

export function validateWebsiteUpdate(input: unknown): WebsiteUpdateInput {
  const parsed = parseWith(websiteUpdateSchema, input);
  throwIfAny(websitePasswordProblems(parsed));
  return parsed;
}

export function validateWebsiteListQuery(query: unknown) {
  return parseWith(websiteListQuerySchema, query);
}

export function validateId(id: unknown): number {
  if (typeof id === 'number' && Number.isInteger(id) && id >= 1) return id;
  throw validationError({ id: ['Pick a valid id.'] });
}
