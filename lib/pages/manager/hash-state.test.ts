import { describe, expect, it } from 'vitest';
import { DEFAULT_LINKS, DEFAULT_WEBSITES, formatHash, type HashState, parseHash } from './hash-state';

describe('hash state', () => {
  it('opens the links view with defaults when the hash is empty', () => {
    expect(parseHash('')).toEqual({ view: 'links', links: DEFAULT_LINKS });
    expect(parseHash('#links')).toEqual({ view: 'links', links: DEFAULT_LINKS });
  });

  it('round-trips every links filter through the hash', () => {
    const state: HashState = {
      view: 'links',
      links: {
        search: 'a b&c=d?#',
        by: 'alias',
        status: 'expired',
        sort: 'most_clicks',
        perPage: 100,
        page: 3,
        space: 4,
        domain: 7,
        edit: 21,
      },
    };
    expect(parseHash(formatHash(state))).toEqual(state);
  });

  it('round-trips the websites view', () => {
    const state: HashState = {
      view: 'websites',
      websites: { search: 'exa', sort: 'desc', perPage: 50, page: 2 },
    };
    expect(parseHash(formatHash(state))).toEqual(state);
  });

  it('leaves defaults out of the hash', () => {
    expect(formatHash({ view: 'links', links: DEFAULT_LINKS })).toBe('#links');
    expect(formatHash({ view: 'websites', websites: { ...DEFAULT_WEBSITES, page: 2 } })).toBe(
      '#websites?page=2',
    );
  });

  it('falls back to defaults when values are invalid', () => {
    const parsed = parseHash('#links?by=x&status=gone&sort=up&perPage=33&page=-1&space=abc&domain=0&edit=x');
    expect(parsed).toEqual({ view: 'links', links: DEFAULT_LINKS });
  });

  it('treats an unknown view as the links view', () => {
    expect(parseHash('#nowhere?page=2').view).toBe('links');
  });
});
