/**
 * Test helper: makes WXT's fake browser answer i18n.getMessage from the real English
 * messages.json (it throws "not implemented" otherwise, and t() would return keys), so
 * component tests find inputs by the same labels as the e2e tests and users.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

// Vitest runs from the project root (happy-dom rewrites import.meta.url to an http URL).
const file = resolve(process.cwd(), 'public/_locales/en/messages.json');
const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;

export function englishMessage(key: string, substitutions?: string | string[]): string {
  const subs = substitutions === undefined ? [] : ([] as string[]).concat(substitutions);
  const entry = messages[key];
  // Named placeholders ($HOST$) stand for their content ($1), as the browsers read them.
  const message = (entry?.message ?? '').replace(
    /\$([A-Za-z_]\w*)\$/g,
    (whole, name: string) => entry?.placeholders?.[name.toLowerCase()]?.content ?? whole,
  );
  return message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
}

export function useEnglishMessages(): void {
  fakeBrowser.i18n.getMessage = englishMessage as typeof fakeBrowser.i18n.getMessage;
}
