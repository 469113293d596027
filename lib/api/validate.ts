/**
 * Input validation before anything is sent: the zod/mini schemas of schemas.ts, then the rules
 * that span fields, then the rules of one dialect (what the server at hand cannot store).
 * Every failure is one ApiError `validation` whose `fields` use the normalized names.
 */
import type * as z from 'zod/mini';
import { adapterOf } from './dialects/detect';
import { ApiError, addFieldMessages, type FieldErrors } from './errors';
import { check } from './field-checks';
import {
  COUNTRY_PATTERN,
  type Dialect,
  LANGUAGE_PATTERN,
  type LinkCreateInput,
  type LinkListQuery,
  type LinkUpdateInput,
  linkListQuerySchema,
  PLATFORMS,
  type TargetRow,
  type WebsiteCreateInput,
  type WebsiteUpdateInput,
} from './schemas';

/** `[field, message]` pairs (messages are check codes, field-checks.ts); a rule that holds adds none. */
type Problems = [field: string, message: string][];

export function validationError(fields: FieldErrors, message = check('fields_refused')): ApiError {
  return new ApiError({ code: 'validation', message, fields });
}

function throwIfAny(problems: Problems): void {
  if (problems.length === 0) return;
  const fields: FieldErrors = {};
  // One mistake, one message: the first problem of a field is the one to fix first.
  for (const [field, message] of problems) if (!fields[field]) addFieldMessages(fields, field, [message]);
  throw validationError(fields);
}

export function parseWith<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  // A failed parse always has issues, so this throws unless the parse succeeded.
  throwIfAny(result.error?.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]) ?? []);
  return result.data as T;
}

const isOneOf = (values: readonly string[], value: string) => values.includes(value);

const TARGET_KEY_RULES: Partial<Record<string, [(key: string) => boolean, string]>> = {
  countries: [(key) => COUNTRY_PATTERN.test(key), check('country_code')],
  languages: [(key) => LANGUAGE_PATTERN.test(key), check('language_code')],
  operating_systems: [(key) => isOneOf(PLATFORMS, key), check('platform', PLATFORMS.join(', '))],
};

function targetProblems(type: string | undefined, rows: TargetRow[] | undefined): Problems {
  if (type === undefined || type === 'none') {
    return rows?.length ? [['targets', check('targets_type_missing')]] : [];
  }
  if (!rows?.length) return [['targets', check('targets_missing')]];
  const rule = TARGET_KEY_RULES[type];
  return rows.flatMap(({ key }, index): Problems => {
    const field = `targets.${index}.key`;
    if (type === 'rotations') return key === undefined ? [] : [[field, check('rotation_key')]];
    if (!key) return [[field, check('target_key_missing')]];
    return rule && !rule[0](key) ? [[field, rule[1]]] : [];
  });
}

const ENTER_STATISTICS_PASSWORD = check('statistics_password_missing');

type LinkInput = LinkCreateInput | LinkUpdateInput;

function linkProblems(input: LinkInput): Problems {
  const problems: Problems = [];
  const wantsPasswordPrivacy = input.privacy === 'password';
  if (wantsPasswordPrivacy && !input.privacyPassword) {
    problems.push(['privacyPassword', ENTER_STATISTICS_PASSWORD]);
  }
  // Sent only with privacy "password" in the same input: a public or private link has no
  // statistics password, and the current dialect's `password` must never go out on its own.
  if (!wantsPasswordPrivacy && typeof input.privacyPassword === 'string') {
    problems.push(['privacyPassword', check('statistics_password_without_privacy')]);
  }
  // Set together, cleared (null) together, or both left out: the server needs the pair.
  const rank = (value?: string | null) => (value === undefined ? 0 : value === null ? 1 : 2);
  const [date, time] = [rank(input.expirationDate), rank(input.expirationTime)];
  if (date !== time) {
    problems.push([date < time ? 'expirationDate' : 'expirationTime', check('expiry_pair')]);
  }
  return [...problems, ...targetProblems(input.targetsType, input.targets)];
}

/** What the server of `dialect` cannot store. */
export function checkLinkDialect(input: LinkInput, dialect: Dialect): void {
  throwIfAny(
    adapterOf(dialect)
      .unsupported(input)
      .map((field) => [field, check('unsupported_field')]),
  );
}

export function checkLinkListDialect(query: LinkListQuery, dialect: Dialect): void {
  if (dialect === 'current' && query.status === 'disabled') {
    throwIfAny([['status', check('disabled_not_listed')]]);
  }
}

/** `dialect` null: not known yet; its rules are checked once it is (before the write is sent). */
export function validateLink<T extends LinkInput>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  dialect: Dialect | null,
): T {
  const parsed = parseWith(schema, input);
  throwIfAny(linkProblems(parsed));
  if (dialect) checkLinkDialect(parsed, dialect);
  return parsed;
}

export function validateLinkListQuery(query: unknown, dialect: Dialect | null): LinkListQuery {
  const parsed = parseWith(linkListQuerySchema, query);
  if (dialect) checkLinkListDialect(parsed, dialect);
  return parsed;
}

export function validateWebsite<T extends WebsiteCreateInput | WebsiteUpdateInput>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): T {
  const parsed = parseWith(schema, input);
  if (parsed.privacy === 'password' && !parsed.password)
    throwIfAny([['password', ENTER_STATISTICS_PASSWORD]]);
  return parsed;
}

export function validateId(id: unknown): number {
  if (typeof id === 'number' && Number.isInteger(id) && id >= 1) return id;
  throw validationError({ id: [check('id_invalid')] });
}
