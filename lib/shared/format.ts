/**
 * Numbers, percentages, dates and times as the interface's language writes them: the language
 * of the words (language.ts: the messages' locale, refined by browser.i18n.getUILanguage()),
 * not the system's, so a German interface
 * says "1.234" and "-16 %" on every page, and the popup and the manager write a change alike.
 * Every formatter takes an optional locale (tests, and the first paint that has not loaded this).
 */
import { browser } from 'wxt/browser';
import { applyLanguage, interfaceLanguage, languageTag } from './language';

export { applyLanguage, directionOf } from './language';

/** Reads the extension API, undefined outside an extension context (a unit test without the fake browser). */
function read(ask: () => string): string | undefined {
  try {
    return ask() || undefined;
  } catch {
    return undefined;
  }
}

let known: string | undefined;

/** The interface's language as a BCP 47 tag ("de", "pt-BR", "en-GB"); the browser's when unknown. */
export function uiLanguage(): string {
  known ??= interfaceLanguage(
    read(() => browser.i18n.getMessage('meta_language')),
    read(() => browser.i18n.getUILanguage()) ?? languageTag(globalThis.navigator?.language),
  );
  return known;
}

/** Forgets the language read (a test that switches the fake browser's locale). */
export function forgetUiLanguage(): void {
  known = undefined;
}

/** Sets the page's `lang` and `dir` from the interface's language (every page, at startup). */
export const applyUiLanguage = (root: Pick<HTMLElement, 'lang' | 'dir'>) => applyLanguage(root, uiLanguage());

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per locale and options: building them costs more than using them. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: (locale: string) => T,
): T {
  const language = locale ?? uiLanguage();
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make(language);
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale?: string): Intl.NumberFormat {
  return cached('number', locale, options, (language) => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  return cached('date', locale, options, (language) => new Intl.DateTimeFormat(language, options));
}

/** A count: "1,234" in English, "1.234" in German. */
export const formatNumber = (value: number, locale?: string) => numberFormat({}, locale).format(value);

/** A share (0.125) as a percentage with `decimals` decimals: "12.5%", "12,5 %". */
export const formatPercent = (ratio: number, decimals = 0, locale?: string) =>
  numberFormat(
    { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    locale,
  ).format(ratio);

/** A change (-0.16) as a signed whole percentage, unsigned when it rounds to 0: "+12%", "-16 %", "0%". */
export const formatChange = (change: number, locale?: string) =>
  numberFormat({ style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }, locale).format(
    change,
  );

type When = Date | number;

/** A date: "Nov 27, 2026" / "27.11.2026" (`medium`), or another dateStyle. */
export const formatDate = (when: When, style: 'short' | 'medium' | 'long' = 'medium', locale?: string) =>
  dateTimeFormat({ dateStyle: style }, locale).format(when);

/** A time of day in hours and minutes: "3:05 PM" / "15:05". */
export const formatTime = (when: When, locale?: string) =>
  dateTimeFormat({ hour: '2-digit', minute: '2-digit' }, locale).format(when);

/** A time of day with its seconds (a countdown's end). */
export const formatTimeWithSeconds = (when: When, locale?: string) =>
  dateTimeFormat({ timeStyle: 'medium' }, locale).format(when);

/** A date with its time: "Nov 27, 2026, 3:05 PM". */
export const formatDateTime = (when: When, locale?: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }, locale).format(when);
