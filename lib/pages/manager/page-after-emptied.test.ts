import { describe, expect, it } from 'vitest';
import { pageAfterEmptied } from './page-after-emptied';

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
