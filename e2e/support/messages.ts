/**
 * Labels the contracts of docs/ARCHITECTURE.md do not fix (the "More options" fields, ...) are
 * read from the build's own _locales, so a wording change does not break the tests; the contract
 * labels (URL, Alias, API key, Save, ...) stay literal in the page objects.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROME_E2E_BUILD } from './paths';

let cache: Record<string, { message: string }> | undefined;

/** The English message `key` of the built extension, with $1.. substituted. */
export function msg(key: string, ...substitutions: string[]): string {
  cache ??= JSON.parse(
    readFileSync(resolve(CHROME_E2E_BUILD, '_locales/en/messages.json'), 'utf8'),
  ) as Record<string, { message: string }>;
  const entry = cache[key];
  if (!entry) throw new Error(`no message ${key} in the build's _locales/en/messages.json`);
  return entry.message.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? '');
}

/**
 * The English message with a count, as the extension's tCount writes it: the form of `count`
 * (`<key>_one` or `<key>_other`) with the numbers as English writes them (1,234).
 */
export function msgCount(key: string, count: number, ...rest: Array<string | number>): string {
  const form = new Intl.PluralRules('en').select(count);
  const text = (value: string | number) =>
    typeof value === 'number' ? value.toLocaleString('en-US') : value;
  return msg(`${key}_${form}`, ...[count, ...rest].map(text));
}
