import { describe, expect, it } from 'vitest';
import { readSeriesRows, readStatPage, statSchemas } from './read';

describe('statistics answers (schemas built on first use)', () => {
  it('builds the schemas once and reuses them', () => {
    expect(statSchemas()).toBe(statSchemas());
  });

  it('reads a series and a page with the schemas built on first use', () => {
    expect(readSeriesRows({ data: [{ value: null, count: '3' }] })).toEqual([{ value: '', count: 3 }]);
    expect(readStatPage({ data: [], total: '0' }, { page: 2, perPage: 10 })).toMatchObject({
      page: 2,
      perPage: 10,
      total: 0,
      lastPage: 1,
    });
  });
});
