import { describe, expect, it } from 'vitest';
import type { FoundLink } from '../../shared/find-link/types';
import { activeIndex, findPreferences, shownResults } from './find-link-state';

const found = (id: number, clicks: number | null = null): FoundLink => ({
  id,
  alias: `a${id}`,
  shortUrl: `https://sho.rt/a${id}`,
  url: `https://example.com/${id}`,
  title: null,
  clicks,
});

describe('findPreferences', () => {
  it('keeps the remembered Search in and close-after-copy choices', () => {
    expect(findPreferences({ searchIn: 'alias', closeAfterCopy: false })).toEqual({
      searchIn: 'alias',
      closeAfterCopy: false,
    });
  });

  it('searches titles and closes after a copy when older settings lack both fields', () => {
    expect(findPreferences({})).toEqual({ searchIn: 'title', closeAfterCopy: true });
  });
});

describe('shownResults', () => {
  it('shows nothing for a query of spaces, even with matches in hand', () => {
    // Arrange
    const local = [found(1)];
    // Act
    const results = shownResults(local, { query: '', links: [found(2)] }, '   ');
    // Assert
    expect(results).toEqual([]);
  });

  it('shows the history matches alone while the server has not answered', () => {
    expect(shownResults([found(1)], null, 'doc')).toEqual([found(1)]);
  });

  it('merges in the server matches that answer the query as typed, spaces around it ignored', () => {
    // Arrange
    const server = { query: 'doc', links: [found(2, 7)] };
    // Act
    const results = shownResults([found(1)], server, ' doc ');
    // Assert
    expect(results.map((link) => link.id)).toEqual([2, 1]);
  });

  it('leaves out the server matches of an earlier query', () => {
    // Arrange
    const server = { query: 'do', links: [found(2, 7)] };
    // Act
    const results = shownResults([found(1)], server, 'doc');
    // Assert
    expect(results.map((link) => link.id)).toEqual([1]);
  });
});

describe('activeIndex', () => {
  it('keeps the selected option while the list still holds it', () => {
    expect(activeIndex(2, 5)).toBe(2);
  });

  it('moves the selection to the last option when the list shrinks below it', () => {
    expect(activeIndex(4, 2)).toBe(1);
  });

  it('selects nothing when the list is empty', () => {
    expect(activeIndex(0, 0)).toBe(-1);
  });
});
