import { describe, expect, it } from 'vitest';
import { deletedEvenIfGone } from './deleted-even-if-gone';

describe('deletedEvenIfGone', () => {
  it('counts a record the server no longer has as deleted', () => {
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
