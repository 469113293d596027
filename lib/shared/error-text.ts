/**
 * THE one place that turns an error into a sentence saying what to do. Popup, options, manager,
 * notifications and the connection test all call errorText, so a code reads the same everywhere.
 * Sentences come from _locales (`error_<code>`); server messages are never shown as the sentence
 * (they are localized to the server user's language and say nothing about what to do), except
 * a validation error's field messages, which name the problem exactly.
 *
 * The sentence fits the page it is shown on: the options page says "Check the base URL", not
 * "…in Options" (the page the user is on), and a form that shows a validation error's messages at
 * their fields leaves them out of its alert (one cause, one message, at the place it concerns).
 */
import { API_ERROR_CODES, type ApiErrorData } from '../api/errors';
import { parseCheck } from '../api/field-checks';
import { type MessageKey, t, tCount } from './i18n';

/** Where the sentences are shown: `options` is the options page, where "in Options" points at itself. */
export type ErrorPage = 'options' | 'elsewhere';

let page: ErrorPage = 'elsewhere';

/**
 * Called once by the options page's entry point: each extension page is a document of its own, so
 * its sentences are worded for it without every caller passing the page along.
 */
export function wordErrorsFor(next: ErrorPage): void {
  page = next;
}

/** The codes whose sentence sends the user to Options; on that page they have their own (`optionsError_<code>`). */
const SENDS_TO_OPTIONS = [
  'unauthorized',
  'not_found',
  'network',
  'bad_response',
  'not_configured',
  'permission_missing',
] as const;

/** `error_<code>`, or `optionsError_<code>` on the options page: every code has its sentence (i18n.test.ts checks the locales). */
function keyOf(code: string): MessageKey {
  if (!(API_ERROR_CODES as readonly string[]).includes(code)) return keyOf('bad_response');
  if (page === 'options' && (SENDS_TO_OPTIONS as readonly string[]).includes(code)) {
    return `optionsError_${code}` as MessageKey;
  }
  return `error_${code}` as MessageKey;
}

export interface ErrorTextOptions {
  /**
   * The validation fields the form shows messages at: their messages stay there, out of this
   * sentence (an alias already taken said once, under Alias, not again in the alert).
   */
  shownAtField?: (field: string) => boolean;
}

/**
 * The words of one field message: a check of lib/api (field-checks.ts) in the page's language,
 * a server's own text as it came. Every place that shows a field message goes through here.
 */
export function fieldMessageText(message: string): string {
  const check = parseCheck(message);
  if (!check) return message;
  if (check.code === 'too_long') return tCount('check_too_long', Number(check.value));
  const key = `check_${check.code}` as MessageKey;
  return check.value === '' ? t(key) : t(key, check.value);
}

/** The field messages of a validation error, one sentence per message, field names dropped. */
export function fieldMessages(error: ApiErrorData): string[] {
  const texts = Object.values(error.fields ?? {})
    .flat()
    .filter((m) => m.trim() !== '')
    .map(fieldMessageText);
  return [...new Set(texts)];
}

/** A validation error's own message, when it says more than "check the fields" ("" when not). */
function validationDetail(message: string): string {
  const check = parseCheck(message);
  if (check?.code === 'fields_refused' || message.trim() === '') return '';
  return fieldMessageText(message);
}

/** The field messages no field of the form shows, when some are shown there ("" when all are). */
function unplacedMessages(error: ApiErrorData, shown: (field: string) => boolean): string[] {
  const unplaced = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([field]) => !shown(field)));
  return fieldMessages({ ...error, fields: unplaced });
}

export function errorText(error: ApiErrorData, options: ErrorTextOptions = {}): string {
  switch (error.code) {
    case 'validation': {
      const details = fieldMessages(error);
      if (details.length > 0 && options.shownAtField) {
        const rest = unplacedMessages(error, options.shownAtField);
        return rest.length === 0 ? '' : `${t('error_validation')} ${rest.join(' ')}`;
      }
      if (details.length > 0) return `${t('error_validation')} ${details.join(' ')}`;
      const detail = validationDetail(error.message);
      return detail === '' ? t('error_validation') : `${t('error_validation')} ${detail}`;
    }
    case 'rate_limited':
      if (error.retryAfter !== undefined && error.retryAfter > 0) {
        return tCount('error_rate_limited_wait', Math.ceil(error.retryAfter));
      }
      return t('error_rate_limited');
    case 'permission_missing': {
      // The background names the origin in its message ("Allow access to https://x in Options").
      const origin = /\b(https?:\/\/[^\s/]+)/.exec(error.message)?.[1];
      if (!origin) return t(keyOf('permission_missing'));
      return t(
        page === 'options' ? 'optionsError_permission_missing_origin' : 'error_permission_missing_origin',
        origin,
      );
    }
    default:
      return t(keyOf(error.code));
  }
}
