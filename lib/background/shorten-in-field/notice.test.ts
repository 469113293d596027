import { describe, expect, it } from 'vitest';
import { type FieldOutcome, fieldNotice } from './notice';

const outcome = (patch: Partial<FieldOutcome>): FieldOutcome => ({
  found: 1,
  shortened: 0,
  kept: 0,
  failed: [],
  undoable: true,
  ...patch,
});

// Outside an extension t() answers the key: the tests read which message was chosen.
describe('fieldNotice', () => {
  it('counts the links shortened with the plural form of the number', () => {
    expect(fieldNotice(outcome({ found: 1, shortened: 1 })).message).toBe('field_done_one');
    expect(fieldNotice(outcome({ found: 4, shortened: 4 })).message).toBe('field_done_other');
  });

  it('names each URL that failed with its reason, after the count', () => {
    const notice = fieldNotice(
      outcome({
        found: 3,
        shortened: 1,
        failed: [{ url: 'https://a.example/x', message: 'The server failed.' }],
      }),
    );
    expect(notice.message.split('\n')).toEqual([
      'field_done_one',
      'field_failed_one',
      'https://a.example/x: The server failed.',
    ]);
  });

  it('says nothing was found, or that the links were already short ones', () => {
    expect(fieldNotice(outcome({ found: 0, undoable: null })).message).toBe('field_noLinks');
    expect(fieldNotice(outcome({ found: 1, kept: 1, undoable: null })).message).toBe('field_allShort');
  });

  it('offers the undo by a click when the page cannot take the write back', () => {
    expect(fieldNotice(outcome({ shortened: 1, undoable: false })).message).toBe(
      'field_done_one\nfield_undoHint',
    );
  });

  it('says why nothing happened: no field, a preset gone, an error', () => {
    expect(fieldNotice(outcome({ problem: 'noField' })).message).toBe('field_noField');
    expect(fieldNotice(outcome({ problem: 'presetMissing' }), 'News').message).toBe('field_presetMissing');
    expect(fieldNotice(outcome({ problem: 'error', error: 'Save an API key first.' })).message).toBe(
      'Save an API key first.',
    );
  });
});
