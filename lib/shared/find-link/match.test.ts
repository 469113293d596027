import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../protocol';
import { fromHistory, hostOf, matchHistory, mergeResults } from './match';
import type { FoundLink } from './types';

const entry = (id: number, alias: string, url: string, title?: string): HistoryEntry => ({
  id,
  alias,
  url,
  shortUrl: `https://sho.rt/${alias}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...(title ? { title } : {}),
});
const found = (id: number, alias: string, clicks: number | null): FoundLink => ({
  id,
  alias,
  url: `https://example.com/${alias}`,
  shortUrl: `https://sho.rt/${alias}`,
  title: null,
  clicks,
});

const history = [
  entry(3, 'spring-sale', 'https://shop.example/sale', 'Spring Sale 2026'),
  entry(2, 'docs', 'https://docs.example/start', 'Getting started'),
  entry(1, 'old-sale', 'https://shop.example/old'),
];

describe('matchHistory', () => {
  it('matches the alias, the URL and the title, case-insensitively, newest first', () => {
    expect(matchHistory(history, 'SALE').map((l) => l.alias)).toEqual(['spring-sale', 'old-sale']);
    expect(matchHistory(history, 'docs.example').map((l) => l.alias)).toEqual(['docs']);
    expect(matchHistory(history, 'getting').map((l) => l.alias)).toEqual(['docs']);
  });

  it('needs every word of the query, in any field', () => {
    expect(matchHistory(history, 'shop 2026').map((l) => l.alias)).toEqual(['spring-sale']);
  });

  it('finds nothing for a blank query, and stops at the limit', () => {
    expect(matchHistory(history, '   ')).toEqual([]);
    expect(matchHistory(history, 'example', 2)).toHaveLength(2);
  });

  it('gives local matches no click count (unknown until the server answers)', () => {
    expect(matchHistory(history, 'docs')[0]).toEqual({
      id: 2,
      alias: 'docs',
      url: 'https://docs.example/start',
      shortUrl: 'https://sho.rt/docs',
      title: 'Getting started',
      clicks: null,
    });
    expect(fromHistory(entry(1, 'a', 'https://a.example')).title).toBeNull();
  });
});

describe('mergeResults', () => {
  it('ranks the server matches by clicks, then adds the local ones it did not return', () => {
    const local = [found(9, 'mine', null), found(2, 'b', null)];
    const server = [found(1, 'a', 3), found(2, 'b', 40)];

    expect(mergeResults(local, server).map((l) => [l.alias, l.clicks])).toEqual([
      ['b', 40],
      ['a', 3],
      ['mine', null],
    ]);
  });

  it('counts the same short URL as the same link even with another id', () => {
    const local = [{ ...found(0, 'a', null) }];
    expect(mergeResults(local, [found(1, 'a', 5)])).toHaveLength(1);
  });

  it('keeps local matches in their order while the server has not answered, and caps the list', () => {
    const local = [found(1, 'x', null), found(2, 'y', null), found(3, 'z', null)];
    expect(mergeResults(local, []).map((l) => l.alias)).toEqual(['x', 'y', 'z']);
    expect(mergeResults(local, [found(4, 'w', 1)], 2).map((l) => l.alias)).toEqual(['w', 'x']);
  });
});

describe('hostOf', () => {
  it('shows the host without www., and the text itself when it is no URL', () => {
    expect(hostOf('https://www.example.com/a?b')).toBe('example.com');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
