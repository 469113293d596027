/**
 * The words of a field check are the page's (public/_locales, `check_<code>`), never lib/api's:
 * lib/api runs in the worker and in tests without i18n, and a German page must not show an English
 * sentence. So a check lib/api makes is a stable code carried where a message goes (a field's
 * messages, a validation error's message); the page turns it into words in one place
 * (lib/shared/error-text.ts, `fieldMessageText`). A message without the marker is a server's own
 * text, shown as it came: it is what we do not know.
 */

export const FIELD_CHECKS = [
  'url_missing',
  'url_not_full',
  'too_long',
  'alias_characters',
  'alias_taken',
  'url_refused',
  'id_invalid',
  'domain_missing',
  'password_missing',
  'date_format',
  'time_format',
  'clicks_negative',
  'clicks_too_many',
  'website_missing',
  'statistics_password_missing',
  'statistics_password_without_privacy',
  'expiry_pair',
  'targets_type_missing',
  'targets_missing',
  'target_key_missing',
  'rotation_key',
  'country_code',
  'language_code',
  'platform',
  'unsupported_field',
  'disabled_not_listed',
  'stats_date',
  'stats_range',
  'fields_refused',
  'request_refused',
  'request_too_large',
  'server_said',
] as const;

export type FieldCheck = (typeof FIELD_CHECKS)[number];

/** Cannot begin a server's sentence (an invisible separator); `|` comes before the value. */
const MARKER = '\u2063check:';

/** The message that stands for `code`, with the value its words name (a length, a server's text). */
export function check(code: FieldCheck, value?: string | number): string {
  return value === undefined ? `${MARKER}${code}` : `${MARKER}${code}|${value}`;
}

export interface ParsedCheck {
  code: FieldCheck;
  value: string;
}

/** The check a message stands for, or null for a server's own text. */
export function parseCheck(message: string): ParsedCheck | null {
  if (!message.startsWith(MARKER)) return null;
  const rest = message.slice(MARKER.length);
  const bar = rest.indexOf('|');
  const code = bar === -1 ? rest : rest.slice(0, bar);
  if (!(FIELD_CHECKS as readonly string[]).includes(code)) return null;
  return { code: code as FieldCheck, value: bar === -1 ? '' : rest.slice(bar + 1) };
}
