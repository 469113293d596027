/**
 * Test helper: makes WXT's fake browser answer i18n.getMessage from the real English
 * messages.json (it throws "not implemented" otherwise, and t() would return keys), so
 * component tests find inputs by the same labels as the e2e tests and users.
 */

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetUiLanguage } from '../../lib/shared/format';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** A locale's messages.json (`pt_BR`: the folder name). */
export function localeMessages(locale: string): Messages {
  // Vitest runs from the project root (happy-dom rewrites import.meta.url to an http URL).
  const file = resolve(process.cwd(), 'public/_locales', locale, 'messages.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

const english = localeMessages('en');

/** getMessage as the browser answers it from `messages`: named placeholders, then $1… */
function answerFrom(messages: Messages) {
  return (key: string, substitutions?: string | string[]): string => {
    const subs = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
    const entry = messages[key];
    const text = (entry?.message ?? '').replace(
      /\$(\w+)\$/g,
      (whole, name: string) => entry?.placeholders?.[name.toLowerCase()]?.content ?? whole,
    );
    return text.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  };
}

export const englishMessage = answerFrom(english);

export function useEnglishMessages(): void {
  fakeBrowser.i18n.getMessage = englishMessage as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'en';
  forgetUiLanguage();
}

/**
 * The browser in another language: its messages come from `locale`'s file and its UI language
 * is `uiLanguage` (numbers are written in it), as Chrome started with --lang=de would have.
 */
export function useLocale(locale: string, uiLanguage = locale.replace('_', '-')): void {
  fakeBrowser.i18n.getMessage = answerFrom(localeMessages(locale)) as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => uiLanguage;
  forgetUiLanguage();
}
