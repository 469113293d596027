import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages, useLocale } from '../../components/testing/english-messages';
import { formatNumber } from './format';
import { tCount } from './i18n';

// English is the reference locale; every other one must translate every key, keep the same
// placeholders (a missing $SECONDS$ would show a literal "$SECONDS$"), and add nothing stale.
const LOCALES_DIR = resolve(process.cwd(), 'public/_locales');
const REQUIRED_LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR'];

interface Message {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string }>;
}

function load(locale: string): Record<string, Message> {
  return JSON.parse(readFileSync(resolve(LOCALES_DIR, locale, 'messages.json'), 'utf8'));
}

/** Named placeholders ($NAME$) and positional ones ($1) used in a message, sorted. */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\$([A-Za-z_]+|\d)\$?/g)].map((match) => match[0]).sort();
}

const english = load('en');
const otherLocales = REQUIRED_LOCALES.filter((locale) => locale !== 'en');

/** The BCP 47 tag of a locale folder: pt_BR is pt-BR. */
const tagOf = (locale: string) => locale.replace('_', '-');

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/** English keys with a count in forms: `<base>_one` and `<base>_other` both present. */
const pluralBases = Object.keys(english)
  .map((key) => PLURAL_FORM.exec(key)?.[1])
  .filter(
    (base): base is string => base !== undefined && `${base}_one` in english && `${base}_other` in english,
  )
  .filter((base, index, all) => all.indexOf(base) === index);

const isPluralForm = (key: string) => pluralBases.includes(PLURAL_FORM.exec(key)?.[1] ?? '');

/** A description that says a placeholder holds a count: "$1 is a number of links", "seconds". */
const DESCRIBES_A_COUNT = /\b(is|are) (a |the )?numbers?\b|\bnumbers? of\b|\bhow many\b|\bseconds\b/i;

/**
 * Messages with a count that read right for every number in every language, so they need no
 * forms: the number stands alone after a colon, or next to the unit symbol "s".
 */
const COUNTS_WITHOUT_FORMS = [
  'toolbarBadge_visitorsTitle', // "Visitors today on example.com: 12"
  'manager_exportProgress', // "Exporting links: 40 of 120"
  'manager_exportWebsitesProgress', // "Exporting websites: 1 of 3"
  'manager_waitingRateLimit', // "waiting 30 s"
  'manager_loadingAgainIn', // "Loading again in 30 s"
];

describe('locales', () => {
  it('ships English, German, French, Spanish and Portuguese', () => {
    const present = readdirSync(LOCALES_DIR);

    expect(present.sort()).toEqual([...REQUIRED_LOCALES].sort());
  });

  describe.each(otherLocales)('%s', (locale) => {
    const translated = load(locale);

    it('translates every English key', () => {
      const missing = Object.keys(english).filter((key) => !translated[key]?.message);

      expect(missing).toEqual([]);
    });

    it('has no key that English lacks, but the forms its own language needs', () => {
      const stale = Object.keys(translated).filter((key) => !(key in english) && !isPluralForm(key));

      expect(stale).toEqual([]);
    });

    it('keeps the placeholders of every message', () => {
      const mismatched = Object.entries(english)
        .filter(([key]) => translated[key])
        .filter(([key, { message }]) => {
          const theirs = translated[key] as Message;
          const sameText = placeholdersOf(message).join() === placeholdersOf(theirs.message).join();
          const sameDefinitions =
            Object.keys(english[key]?.placeholders ?? {})
              .sort()
              .join() ===
            Object.keys(theirs.placeholders ?? {})
              .sort()
              .join();
          return !(sameText && sameDefinitions);
        })
        .map(([key]) => key);

      expect(mismatched).toEqual([]);
    });
  });
});

// One apostrophe in what users read: a straight one beside typographic ones (“Don't” above
// “Don’t”) looked like two hands wrote the page. Every locale here writes the typographic ’.
describe.each(REQUIRED_LOCALES)('%s typography', (locale) => {
  it('writes apostrophes as ’, never a straight one', () => {
    const straight = Object.entries(load(locale))
      .filter(([, entry]) => entry.message.includes("'"))
      .map(([key, entry]) => `${key}: ${entry.message}`);

    expect(straight).toEqual([]);
  });
});

describe('messages with a count', () => {
  it('has one and other forms in English for a dozen messages at least', () => {
    expect(pluralBases.length).toBeGreaterThanOrEqual(12);
  });

  it('leaves no message outside the forms with a placeholder described as a number', () => {
    const withoutForms = Object.entries(english)
      .filter(([key, { description }]) => !isPluralForm(key) && DESCRIBES_A_COUNT.test(description ?? ''))
      .map(([key]) => key);

    expect(withoutForms.sort()).toEqual([...COUNTS_WITHOUT_FORMS].sort());
  });

  describe.each(REQUIRED_LOCALES)('%s', (locale) => {
    const messages = load(locale);
    const needed = new Intl.PluralRules(tagOf(locale)).resolvedOptions().pluralCategories;

    it('names its own language in meta_language, whose plural rules pick the forms', () => {
      expect(messages.meta_language?.message).toBe(tagOf(locale));
    });

    it('has exactly the forms its language needs for every message with a count', () => {
      const wrong = pluralBases
        .map((base) => {
          const forms = Object.keys(messages)
            .filter((key) => PLURAL_FORM.exec(key)?.[1] === base)
            .map((key) => PLURAL_FORM.exec(key)?.[2]);
          return { base, forms: forms.sort() };
        })
        .filter(({ forms }) => forms.join() !== [...needed].sort().join());

      expect(wrong).toEqual([]);
      expect(pluralBases.filter((base) => base in messages)).toEqual([]);
    });

    it('keeps the placeholders of the English other form in every form', () => {
      const mismatched = Object.entries(messages)
        .filter(([key]) => isPluralForm(key))
        .filter(([key, { message }]) => {
          const base = PLURAL_FORM.exec(key)?.[1];
          const reference = english[`${base}_other`]?.message ?? '';
          return placeholdersOf(message).join() !== placeholdersOf(reference).join();
        })
        .map(([key]) => key);

      expect(mismatched).toEqual([]);
    });
  });
});

describe('tCount', () => {
  afterEach(useEnglishMessages);

  it('picks the one form for 1 and the other form for 0 and 2 in English', () => {
    useLocale('en');

    expect(tCount('manager_totalLinks', 1)).toBe('1 link in all');
    expect(tCount('manager_totalLinks', 0)).toBe('0 links in all');
    expect(tCount('manager_totalLinks', 2)).toBe('2 links in all');
  });

  it('writes the count as the UI language does: 1,234 in English, 1.234 in German', () => {
    useLocale('en');
    expect(tCount('manager_exportDone', 1234)).toBe('Exported 1,234 links.');

    useLocale('de');
    expect(tCount('manager_exportDone', 1234)).toBe('1.234 Links exportiert.');
    expect(tCount('manager_exportDone', 1)).toBe('1 Link exportiert.');
  });

  it('formats the other numbers of the message too, as $2 and on', () => {
    useLocale('de');

    expect(tCount('batch_summary', 1000, 2500)).toBe('1.000 von 2.500 gekürzt');
  });

  it('uses French one for 0 and 1, and many for a million ("de liens")', () => {
    useLocale('fr');

    expect(tCount('manager_totalLinks', 0)).toBe('0 lien au total');
    expect(tCount('manager_totalLinks', 2)).toBe('2 liens au total');
    expect(tCount('manager_totalLinks', 1_000_000)).toBe(`${formatNumber(1_000_000)} de liens au total`);
  });

  it('follows the plural rules of the language the messages are in, not an untranslated UI language', () => {
    // Chrome in Russian shows the English messages: Russian rules would pick "one" for 21.
    useLocale('en', 'ru');

    expect(tCount('manager_totalLinks', 21)).toBe('21 links in all');
  });

  it('answers with the other form where a locale lacks the chosen one', () => {
    fakeBrowser.i18n.getMessage = ((key: string, subs?: string[]) =>
      key === 'manager_totalLinks_other' ? `${subs?.[0]} links` : '') as typeof fakeBrowser.i18n.getMessage;

    expect(tCount('manager_totalLinks', 1)).toBe('1 links');
  });
});
