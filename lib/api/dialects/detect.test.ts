import { describe, expect, it, vi } from 'vitest';
import classicLinks from '../fixtures/links-classic.json';
import currentLinks from '../fixtures/links-current.json';
import websites from '../fixtures/websites.json';
import { createDialectState, detectDialect, detectLinkDialect, detectWebsiteDialect } from './detect';

describe('detectLinkDialect', () => {
  it.each(Object.entries(classicLinks))('detects classic from the fixture %s', (_, record) => {
    expect(detectLinkDialect(record)).toBe('classic');
  });

  it.each(Object.entries(currentLinks))('detects current from the fixture %s', (_, record) => {
    expect(detectLinkDialect(record)).toBe('current');
  });

  it.each([
    [{ id: 1, redirect_password: false }, 'current'],
    [{ id: 1, country_target: null }, 'classic'],
    [{ id: 1, alias: 'a' }, null],
    [null, null],
    [[], null],
  ])('reads %j as %j', (record, expected) => {
    expect(detectLinkDialect(record)).toBe(expected);
  });
});

describe('detectWebsiteDialect', () => {
  it.each([
    [websites.classic, 'classic'],
    [websites.classicPlainPassword, 'classic'],
    [websites.current, 'current'],
    [{ id: 1, url: 'a', domain: 'a' }, 'classic'],
    [{ id: 1 }, null],
  ])('reads %j as %j', (record, expected) => {
    expect(detectWebsiteDialect(record)).toBe(expected);
  });
});

describe('detectDialect', () => {
  it('uses the first record that tells when the first ones do not', () => {
    expect(detectDialect('links', [{ id: 1 }, currentLinks.typical, classicLinks.typical])).toBe('current');
    expect(detectDialect('websites', [])).toBeNull();
  });
});

describe('createDialectState', () => {
  it('settles and reports once per service when records tell', () => {
    const onDetected = vi.fn();
    const state = createDialectState('auto', onDetected);
    expect(state.known('links')).toBeNull();
    expect(state.adapterFor('links').dialect).toBe('classic');

    state.observe('links', [{ id: 1 }]);
    state.observe('links', [currentLinks.typical]);
    state.observe('links', [classicLinks.typical]);
    state.observe('websites', [websites.classic]);

    expect(onDetected.mock.calls).toEqual([
      ['links', 'current'],
      ['websites', 'classic'],
    ]);
    expect(state.known('links')).toBe('current');
    expect(state.adapterFor('links').dialect).toBe('current');
  });

  it('starts each service from what was detected before, without reporting it again', () => {
    const onDetected = vi.fn();
    const state = createDialectState('auto', onDetected, { links: 'current', websites: null });

    expect(state.known('links')).toBe('current');
    expect(state.known('websites')).toBeNull();
    expect(state.observe('links', [classicLinks.typical])).toBe('current');
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('never reports when the dialect was configured', () => {
    const onDetected = vi.fn();
    const state = createDialectState('current', onDetected);
    expect(state.observe('links', [classicLinks.typical])).toBe('current');
    expect(onDetected).not.toHaveBeenCalled();
  });
});
