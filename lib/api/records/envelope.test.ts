import { describe, expect, it } from 'vitest';
import { readPage, unwrapList, unwrapSingle } from './envelope';

describe('unwrapSingle', () => {
  it('returns the record when the body is {data: {...}}', () => {
    expect(unwrapSingle({ data: { id: 1 }, status: 200 }, 'link')).toEqual({ id: 1 });
  });

  it.each([null, 'text', [], {}, { data: null }, { data: [] }, { data: 'x' }])(
    'throws bad_response when the body is %j',
    (body) => {
      expect(() => unwrapSingle(body, 'link')).toThrow(expect.objectContaining({ code: 'bad_response' }));
    },
  );
});

describe('unwrapList', () => {
  it.each([null, {}, { data: {} }, { data: 'x' }, 42])('throws bad_response when the body is %j', (body) => {
    expect(() => unwrapList(body, 'links')).toThrow(expect.objectContaining({ code: 'bad_response' }));
  });
});

describe('readPage', () => {
  const items = ['a', 'b'];

  it.each([
    [
      'full meta with strings',
      { meta: { current_page: '2', last_page: '3', per_page: '10', total: '25' } },
      {},
      { page: 2, lastPage: 3, perPage: 10, total: 25 },
    ],
    [
      'meta without last_page',
      { meta: { current_page: 1, per_page: 2, total: 5 } },
      {},
      { page: 1, lastPage: 3, perPage: 2, total: 5 },
    ],
    [
      'no meta, asked page 3 of 10',
      {},
      { page: 3, perPage: 10 },
      { page: 3, lastPage: 3, perPage: 10, total: 22 },
    ],
    [
      'no meta but a next link',
      { links: { next: '?page=2' } },
      {},
      { page: 1, lastPage: 2, perPage: 2, total: 2 },
    ],
    [
      'an empty total',
      { meta: { total: 0, last_page: 0, per_page: 10 } },
      {},
      { page: 1, lastPage: 1, perPage: 10, total: 0 },
    ],
    [
      'garbage meta',
      { meta: { current_page: 'x', per_page: -4, total: 'lots' } },
      {},
      { page: 1, lastPage: 1, perPage: 2, total: 2 },
    ],
  ])('derives the page when given %s', (_, body, requested, expected) => {
    expect(readPage({ data: items, ...body }, items, requested)).toEqual({ items, ...expected });
  });
});
