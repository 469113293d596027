import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { englishMessage, useEnglishMessages, useLocale } from '../../components/testing/english-messages';
import { API_ERROR_CODES } from '../api/errors';
import { check, FIELD_CHECKS } from '../api/field-checks';
import { linkCreateSchema } from '../api/schemas';
import { validateLink } from '../api/validate';
import { errorText, fieldMessageText, wordErrorsFor } from './error-text';

describe('errorText', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it.each(
    API_ERROR_CODES.filter((c) => c !== 'validation' && c !== 'rate_limited' && c !== 'permission_missing'),
  )('uses the error_%s sentence', (code) => {
    expect(errorText({ code, message: 'server text' })).toBe(`error_${code}`);
  });

  it('adds the server field messages to a validation error', () => {
    const text = errorText({
      code: 'validation',
      message: 'x',
      fields: { alias: ['The Alias has already been taken.'], url: ['You shortened too many links.'] },
    });
    expect(text).toBe('error_validation The Alias has already been taken. You shortened too many links.');
  });

  it('says the form checks of lib/api in the page language, once per mistake', () => {
    useLocale('de');
    const fields = (input: unknown) => {
      try {
        validateLink(linkCreateSchema, input, null);
      } catch (error) {
        return (error as { fields: Record<string, string[]> }).fields;
      }
      return {};
    };

    expect(fields({ url: '' }).url?.map(fieldMessageText)).toEqual(['Geben Sie eine URL ein.']);
    expect(fields({ url: 'https://a.example', alias: 'a b' }).alias?.map(fieldMessageText)).toEqual([
      'Verwenden Sie nur Buchstaben, Ziffern, - und _.',
    ]);
    expect(fields({ url: `https://a.example/${'x'.repeat(2100)}` }).url?.map(fieldMessageText)).toEqual([
      'Verwenden Sie höchstens 2.048 Zeichen.',
    ]);
  });

  it('gives every check of lib/api its words in every locale', () => {
    for (const locale of ['en', 'de', 'es', 'fr', 'pt_BR']) {
      useLocale(locale);
      const unworded = FIELD_CHECKS.filter((code) => {
        const text = fieldMessageText(check(code, code === 'too_long' ? 5 : 'x'));
        return text === '' || text.startsWith('check_');
      });
      expect(unworded, locale).toEqual([]);
    }
  });

  it('says a taken alias in our words and a refused URL with the server’s reason inside them', () => {
    useLocale('de');

    expect(fieldMessageText(check('alias_taken'))).toBe(
      'Ein anderer Link hat diesen Alias bereits: Wählen Sie einen anderen.',
    );
    expect(fieldMessageText(check('url_refused', 'Too many links.'))).toBe(
      'Der Server hat diese URL nicht angenommen. Seine Antwort: Too many links.',
    );
    expect(fieldMessageText('A text the server wrote.')).toBe('A text the server wrote.');
  });

  it('keeps out of the alert a validation message that only says to check the fields', () => {
    useLocale('de');

    expect(errorText({ code: 'validation', message: check('fields_refused') })).toBe(
      'Prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    );
    expect(errorText({ code: 'validation', message: check('server_said', 'Nope.') })).toBe(
      'Prüfen Sie Ihre Eingaben und versuchen Sie es erneut. Antwort des Servers: Nope.',
    );
  });

  it('says how long to wait when the rate limit gives retryAfter, in whole seconds', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(englishMessage as never);

    expect(errorText({ code: 'rate_limited', message: 'x', retryAfter: 29.5 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
    expect(errorText({ code: 'rate_limited', message: 'x' })).toBe(
      'Too many requests. Wait a minute and try again.',
    );
  });

  it('says "1 second", not "1 seconds", for a wait under a second', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(englishMessage as never);

    expect(errorText({ code: 'rate_limited', message: 'x', retryAfter: 0.4 })).toBe(
      'Too many requests. Try again in 1 second.',
    );
  });

  it('names the origin to allow when the message carries it', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(
      ((key: string, subs?: string) => `${key}:${subs ?? ''}`) as never,
    );
    expect(
      errorText({ code: 'permission_missing', message: 'Allow access to https://sho.rt:8443 in Options.' }),
    ).toBe('error_permission_missing_origin:https://sho.rt:8443');
  });
});

describe('errorText on the options page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
    wordErrorsFor('options');
  });
  afterEach(() => wordErrorsFor('elsewhere'));

  it('says what to do with a refused key without sending the user to the page they are on', () => {
    expect(errorText({ code: 'unauthorized', message: 'Unauthenticated.' })).toBe(
      'The server refused this key. Check it and save again.',
    );
  });

  it.each([...API_ERROR_CODES])('never says "in Options" for %s', (code) => {
    // The background names the origin to allow in a permission error's message.
    const message = code === 'permission_missing' ? 'Allow access to https://sho.rt in Options.' : '';
    const text = errorText({ code, message });
    expect(text).not.toMatch(/Options/);
  });

  it('keeps "in Options" on the other pages, where it says where to go', () => {
    wordErrorsFor('elsewhere');
    expect(errorText({ code: 'unauthorized', message: '' })).toMatch(/in Options\.$/);
  });
});

describe('errorText for a form that shows field messages', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });
  const taken = {
    code: 'validation' as const,
    message: 'x',
    fields: { alias: ['The Alias has already been taken.'] },
  };

  it('leaves out the messages shown at their fields, saying nothing when all are', () => {
    expect(errorText(taken, { shownAtField: (field) => field === 'alias' })).toBe('');
  });

  it('keeps the messages of fields the form does not show', () => {
    const text = errorText(
      { ...taken, fields: { ...taken.fields, team: ['No such team.'] } },
      { shownAtField: (field) => field === 'alias' },
    );
    expect(text).toBe('Check what you entered and try again. No such team.');
  });
});
