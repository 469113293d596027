/**
 * THE one place that turns an error into a sentence saying what to do. Popup, options, manager,
 * notifications and the connection test all call errorText, so a code reads the same everywhere.
 * Sentences come from _locales (`error_<code>`); server messages are never shown as the sentence
 * (they are localized to the server user's language and say nothing about what to do), except
 * a validation error's field messages, which name the problem exactly.
 */
import { API_ERROR_CODES, type ApiErrorData } from '../api/errors';
import { type MessageKey, t, tCount } from './i18n';

/** `error_<code>`: every code has its sentence (lib/shared/i18n.test.ts checks the locales). */
function keyOf(code: string): MessageKey {
  return (API_ERROR_CODES as readonly string[]).includes(code)
    ? (`error_${code}` as MessageKey)
    : 'error_bad_response';
}

/** The field messages of a validation error, one sentence per message, field names dropped. */
export function fieldMessages(error: ApiErrorData): string[] {
  return Object.values(error.fields ?? {})
    .flat()
    .filter((m) => m.trim() !== '');
}

export function errorText(error: ApiErrorData): string {
  switch (error.code) {
    case 'validation': {
      const details = fieldMessages(error);
      if (details.length > 0) return `${t('error_validation')} ${details.join(' ')}`;
      return error.message.trim() === ''
        ? t('error_validation')
        : `${t('error_validation')} ${error.message}`;
    }
    case 'rate_limited':
      if (error.retryAfter !== undefined && error.retryAfter > 0) {
        return tCount('error_rate_limited_wait', Math.ceil(error.retryAfter));
      }
      return t('error_rate_limited');
    case 'permission_missing': {
      // The background names the origin in its message ("Allow access to https://x in Options").
      const origin = /\b(https?:\/\/[^\s/]+)/.exec(error.message)?.[1];
      return origin ? t('error_permission_missing_origin', origin) : t('error_permission_missing');
    }
    default:
      return t(keyOf(error.code));
  }
}
