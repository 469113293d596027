import { describe, expect, it } from 'vitest';
import { deletedEvenIfGone, pageAfterEmptied } from './websites-view';

describe('pageAfterEmptied', () => {
  it('steps back to the new last page when the last row of the last page was deleted', () => {
    expect(pageAfterEmptied({ items: [], lastPage: 2 }, 3)).toBe(2);
  });

  it('stays on a page that still has rows', () => {
    expect(pageAfterEmptied({ items: [{}], lastPage: 2 }, 3)).toBeNull();
  });

  it('stays on the first page when nothing is left', () => {
    expect(pageAfterEmptied({ items: [], lastPage: 0 }, 1)).toBeNull();
  });

  it('stays on an empty page the server still counts (rows come back on reload)', () => {
    expect(pageAfterEmptied({ items: [], lastPage: 3 }, 3)).toBeNull();
  });

  it('goes to the first page when the server has no pages left', () => {
    expect(pageAfterEmptied({ items: [], lastPage: 0 }, 2)).toBe(1);
  });
});

describe('deletedEvenIfGone', () => {
  it('counts a website the server no longer has as deleted', () => {
    const gone = { ok: false as const, error: { code: 'not_found' as const, message: 'gone', status: 404 } };
    expect(deletedEvenIfGone(gone)).toEqual({ ok: true, value: undefined });
  });

  it('keeps any other failure for the dialog to show', () => {
    const refused = { ok: false as const, error: { code: 'forbidden' as const, message: 'no', status: 403 } };
    expect(deletedEvenIfGone(refused)).toBe(refused);
  });

  it('passes a success through', () => {
    const done = { ok: true as const, value: null };
    expect(deletedEvenIfGone(done)).toBe(done);
  });
});
