import { describe, expect, it } from 'vitest';
import { capabilitiesFor } from '../../capabilities';
import { DEFAULT_LINKS, DEFAULT_WEBSITES } from '../hash-state';
import { isFiltered, linkFilters, linkListQuery, websiteListQuery } from './list-query';

describe('linkListQuery', () => {
  it('sends the trimmed search, filters and paging', () => {
    const state = { ...DEFAULT_LINKS, search: ' x ', status: 'expired' as const, space: 3, page: 2 };
    expect(linkListQuery(state, capabilitiesFor('classic'))).toEqual({
      search: 'x',
      searchBy: 'title',
      sort: 'newest',
      status: 'expired',
      space: 3,
      perPage: 25,
      page: 2,
    });
  });

  it('falls back to all when the server has no disabled status', () => {
    const state = { ...DEFAULT_LINKS, status: 'disabled' as const };
    expect(linkFilters(state, capabilitiesFor('current')).status).toBe('all');
  });
});

describe('websiteListQuery', () => {
  it('leaves an empty search out', () => {
    expect(websiteListQuery(DEFAULT_WEBSITES)).toEqual({ sort: 'asc', perPage: 25, page: 1 });
  });
});

describe('isFiltered', () => {
  it('is false for the default list, whatever its page, size, order or search field', () => {
    const state = { ...DEFAULT_LINKS, page: 3, perPage: 50, sort: 'oldest' as const, by: 'url' as const };
    expect(isFiltered(state)).toBe(false);
  });

  it('is true when a search, status, space or domain narrows the list', () => {
    expect(isFiltered({ ...DEFAULT_LINKS, search: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LINKS, status: 'expired' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LINKS, space: 2 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LINKS, domain: 1 })).toBe(true);
  });
});
