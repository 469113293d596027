/**
 * Every user-facing string goes through t(): keys live in public/_locales/<lang>/messages.json
 * (English is the reference; a unit test fails when another locale misses a key). WXT types the
 * keys from the English file, so a typo is a compile error.
 * Falls back to the key itself when the message is missing, so a gap is visible, never blank.
 */
import { browser } from 'wxt/browser';

export type MessageKey = Parameters<typeof browser.i18n.getMessage>[0];

export function t(key: MessageKey, substitutions?: string | string[]): string {
  let message = '';
  try {
    message = browser.i18n.getMessage(key, substitutions);
  } catch {
    // Outside an extension context (a test without the fake browser): fall through.
  }
  return message || key;
}

/**
 * The language the extension's messages are shown in (`de`, `pt-BR`), for Intl's numbers, times
 * and dates beside them: a German message says "15:00", not "3:00 PM". Each translation names
 * itself (`intl_locale`), so the two always agree; undefined outside an extension (Intl's default).
 */
export function messagesLocale(): string | undefined {
  const locale = t('intl_locale');
  return locale === 'intl_locale' ? undefined : locale;
}
