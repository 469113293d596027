import { describe, expect, it } from 'vitest';
import {
  type ExcludeVisits,
  excludedHosts,
  isExcluded,
  neededOrigins,
  siteHosts,
  withSite,
} from './exclude-visits';

const off: ExcludeVisits = { mode: 'off', sites: [] };

describe('excludedHosts', () => {
  it('holds back nothing while off, even with sites remembered', () => {
    expect(excludedHosts({ mode: 'off', sites: ['a.example'] })).toEqual([]);
    expect(isExcluded({ mode: 'sites', sites: ['a.example'] }, 'a.example')).toBe(true);
    expect(isExcluded({ mode: 'all', sites: ['a.example'] }, 'b.example')).toBe(false);
  });
});

describe('withSite', () => {
  it('turns the first site on as a chosen site', () => {
    expect(withSite(off, 'a.example', true)).toEqual({ mode: 'sites', sites: ['a.example'] });
  });

  it('adds to the chosen sites, or to all sites when on for all', () => {
    expect(withSite({ mode: 'sites', sites: ['a.example'] }, 'b.example', true)).toEqual({
      mode: 'sites',
      sites: ['a.example', 'b.example'],
    });
    expect(withSite({ mode: 'all', sites: ['a.example'] }, 'b.example', true).mode).toBe('all');
  });

  it('turns the feature off with its last site', () => {
    expect(withSite({ mode: 'sites', sites: ['a.example'] }, 'a.example', false)).toEqual(off);
  });

  it('keeps the other sites on, as chosen ones, when one is turned off in "all" mode', () => {
    expect(withSite({ mode: 'all', sites: ['a.example', 'b.example'] }, 'a.example', false)).toEqual({
      mode: 'sites',
      sites: ['b.example'],
    });
  });
});

describe('neededOrigins', () => {
  it('asks for the site on both schemes, with its www. twin, and for the analytics server', () => {
    expect(neededOrigins(['example.com'], 'https://stats.example:8443/x')).toEqual([
      'https://example.com/*',
      'http://example.com/*',
      'https://www.example.com/*',
      'http://www.example.com/*',
      'https://stats.example/*',
    ]);
  });

  it('asks for an IP address or localhost without a www. twin', () => {
    expect(siteHosts(['127.0.0.1', 'localhost'])).toEqual(['127.0.0.1', 'localhost']);
    expect(neededOrigins(['127.0.0.1'], 'http://127.0.0.1:8787')).toEqual([
      'https://127.0.0.1/*',
      'http://127.0.0.1/*',
    ]);
  });
});
