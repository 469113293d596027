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

/** The keys that come as a pair `<base>_one` / `<base>_other`: a count's sentence. */
export type CountKey = {
  [K in MessageKey]: K extends `${infer Base}_one`
    ? `${Base}_other` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

function uiLanguage(): string {
  try {
    return browser.i18n.getUILanguage() || 'en';
  } catch {
    return 'en';
  }
}

/**
 * A sentence about `count` things, with the plural the page's language uses for it: the i18n API
 * has no plurals, so each sentence is two messages, `<key>_one` and `<key>_other`, both with the
 * number as $1 (French and Portuguese say "0 lien", the singular, where English says "0 links").
 */
export function tCount(key: CountKey, count: number): string {
  let form: Intl.LDMLPluralRule = 'other';
  try {
    form = new Intl.PluralRules(uiLanguage()).select(count);
  } catch {
    // An unknown language tag: the other form reads right for most counts.
  }
  const chosen = (form === 'one' ? `${key}_one` : `${key}_other`) as MessageKey;
  return t(chosen, String(count));
}
