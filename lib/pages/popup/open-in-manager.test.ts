import { describe, expect, it } from 'vitest';
import { parseHash } from '../manager/hash-state';
import { managerLinkPath } from './open-in-manager';

describe('managerLinkPath', () => {
  it('opens the manager on the links searched by the alias, as its hash reads it', () => {
    const path = managerLinkPath('a b&c');
    expect(path.startsWith('/manager.html#')).toBe(true);
    const state = parseHash(path.slice('/manager.html'.length));
    expect(state).toMatchObject({ view: 'links', links: { search: 'a b&c', by: 'alias' } });
  });
});
