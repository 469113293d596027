/**
 * Every user-facing string goes through t(): keys live in public/_locales/<lang>/messages.json
 * (English is the reference; a unit test fails when another locale misses a key). WXT types the
 * keys from the English file, so a typo is a compile error.
 * Falls back to the key itself when the message is missing, so a gap is visible, never blank.
 */
import { browser } from 'wxt/browser';
import { formatNumber } from './format';

export type MessageKey = Parameters<typeof browser.i18n.getMessage>[0];

/** `Base` for a key `<Base>_other` whose `<Base>_one` exists too. */
type BaseOfForms<K> = K extends `${infer Base}_other`
  ? `${Base}_one` extends MessageKey
    ? Base
    : never
  : never;

/**
 * A message with a count: the base of keys `<base>_one`, `<base>_other` (and `_many` where a
 * language has it), typed from the English file's pairs.
 */
export type CountKey = BaseOfForms<MessageKey>;

function message(key: string, substitutions?: string | string[]): string {
  try {
    return browser.i18n.getMessage(key as MessageKey, substitutions);
  } catch {
    // Outside an extension context (a test without the fake browser): fall through.
    return '';
  }
}

export function t(key: MessageKey, substitutions?: string | string[]): string {
  return message(key, substitutions) || key;
}

/**
 * The message `<key>_<form>` for `count`: "1 link", "2 links" (chrome.i18n has no plurals).
 * The form follows the plural rules of the language the messages are written in (the locale's
 * own `meta_language`), which is not the browser's when the extension has no translation for it:
 * Russian rules would pick "one" for 21, English text needs "21 links". `count` becomes $1, the
 * rest $2…; numbers among them are written as the browser's language writes them.
 */
export function tCount(key: CountKey, count: number, ...rest: Array<string | number>): string {
  const form = new Intl.PluralRules(message('meta_language') || undefined).select(count);
  const substitutions = [count, ...rest].map((value) =>
    typeof value === 'number' ? formatNumber(value) : value,
  );
  return message(`${key}_${form}`, substitutions) || message(`${key}_other`, substitutions) || key;
}
