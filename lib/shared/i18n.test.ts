import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

    it('has no key that English lacks', () => {
      const stale = Object.keys(translated).filter((key) => !(key in english));

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
