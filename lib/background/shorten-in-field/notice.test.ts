import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages, useLocale } from '../../../components/testing/english-messages';
import { type FieldOutcome, fieldNotice, undoRefused } from './notice';

const outcome = (patch: Partial<FieldOutcome>): FieldOutcome => ({
  found: 1,
  shortened: 0,
  kept: 0,
  failed: [],
  undoable: true,
  ...patch,
});

describe('fieldNotice', () => {
  beforeEach(useEnglishMessages);
  afterEach(useEnglishMessages);

  it('counts the links shortened with the plural form of the number', () => {
    expect(fieldNotice(outcome({ found: 1, shortened: 1 }))).toEqual({
      title: 'Shorten links in this field',
      message: '1 link shortened in this field.',
    });
    expect(fieldNotice(outcome({ found: 4, shortened: 4 })).message).toBe('4 links shortened in this field.');
  });

  it('says it in the plural forms of the messages of another language', () => {
    useLocale('fr');
    expect(fieldNotice(outcome({ shortened: 1_000_000 })).message).toMatch(/^1.000.000 de liens raccourcis/);
    useLocale('de');
    expect(fieldNotice(outcome({ shortened: 1 })).message).toBe('1 Link in diesem Feld gekürzt.');
  });

  it('names each URL that failed with its reason, after the count', () => {
    const notice = fieldNotice(
      outcome({
        found: 3,
        shortened: 2,
        failed: [{ url: 'https://a.example/x', message: 'The server failed.' }],
      }),
    );
    expect(notice.message.split('\n')).toEqual([
      '2 links shortened in this field.',
      '1 link could not be shortened and was left as it was:',
      'https://a.example/x: The server failed.',
    ]);
  });

  it('says nothing was found, or that the links were already short ones', () => {
    expect(fieldNotice(outcome({ found: 0, undoable: null })).message).toBe(
      'No links in this field: nothing was changed.',
    );
    expect(fieldNotice(outcome({ found: 1, kept: 1, undoable: null })).message).toBe(
      'These are already your short links: nothing was changed.',
    );
  });

  it('offers the undo by a click when the page cannot take the write back', () => {
    expect(fieldNotice(outcome({ shortened: 1, undoable: false })).message.split('\n')).toEqual([
      '1 link shortened in this field.',
      'This page cannot undo it: click this notification to bring the long links back.',
    ]);
  });

  it('says the page did not take the change and lists the short links to copy', () => {
    const notice = fieldNotice(
      outcome({
        found: 2,
        shortened: 2,
        undoable: null,
        problem: 'notTaken',
        unwritten: [
          { url: 'https://a.example/x', shortUrl: 'https://sho.rt/a' },
          { url: 'https://b.example/y', shortUrl: 'https://sho.rt/b' },
        ],
      }),
    );
    expect(notice.message.split('\n')).toEqual([
      'The page did not take the change (the field changed meanwhile or was closed, or the page refused it): nothing was changed in it. Your short links:',
      'https://a.example/x → https://sho.rt/a',
      'https://b.example/y → https://sho.rt/b',
      'Click this notification to copy the short links.',
    ]);
  });

  it('says why the Undo put nothing back, in German with “Sie”', () => {
    expect(undoRefused('changed')).toBe(
      'The field changed since the short links were put in: nothing was put back.',
    );
    useLocale('de');
    expect(undoRefused('gone')).toBe('Das Feld ist nicht mehr auf der Seite: Es wurde nichts zurückgesetzt.');
  });

  it('says why nothing happened: no field, a preset gone, an error', () => {
    expect(fieldNotice(outcome({ problem: 'noField' })).message).toMatch(/^Click into the text field/);
    expect(fieldNotice(outcome({ problem: 'presetMissing' }), 'News').message).toMatch(
      /“News” no longer exists/,
    );
    expect(fieldNotice(outcome({ problem: 'error', error: 'Save an API key first.' })).message).toBe(
      'Save an API key first.',
    );
  });
});
