import { describe, expect, it } from 'vitest';
import { capabilitiesFor } from '../../capabilities';
import { DEFAULT_LINKS, DEFAULT_WEBSITES } from '../hash-state';
import { linkFilters, linkListQuery, websiteListQuery } from './list-query';

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
