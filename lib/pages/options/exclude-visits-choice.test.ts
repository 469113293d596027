import { describe, expect, it } from 'vitest';
import type { ExcludeVisits } from '../../shared/exclude-visits';
import { allSitesCaughtUp, serverHost, withMode, withSiteTicked } from './exclude-visits-choice';

const chosen: ExcludeVisits = { mode: 'sites', sites: ['a.example'] };

describe('serverHost', () => {
  it('names the server by host and port', () => {
    expect(serverHost('https://stats.example:8443/app')).toBe('stats.example:8443');
  });

  it('shows an address it cannot read as it is', () => {
    expect(serverHost('not a url')).toBe('not a url');
  });
});

describe('withMode', () => {
  it('changes nothing when the mode is already chosen', () => {
    expect(withMode(chosen, 'sites', ['a.example', 'b.example'])).toBeNull();
  });

  it("takes every site of the server's list for All sites", () => {
    expect(withMode(chosen, 'all', ['a.example', 'b.example'])).toEqual({
      mode: 'all',
      sites: ['a.example', 'b.example'],
    });
  });

  it("keeps the chosen sites for All sites while the server's list is not known", () => {
    expect(withMode(chosen, 'all', null)).toEqual({ mode: 'all', sites: ['a.example'] });
  });

  it('keeps the chosen sites when turned off, for the next time it is turned on', () => {
    expect(withMode(chosen, 'off', ['b.example'])).toEqual({ mode: 'off', sites: ['a.example'] });
  });

  it('keeps the sites of the last choice when going back to chosen sites', () => {
    const off: ExcludeVisits = { mode: 'off', sites: ['a.example'] };
    expect(withMode(off, 'sites', ['b.example'])).toEqual({ mode: 'sites', sites: ['a.example'] });
  });
});

describe('withSiteTicked', () => {
  it('adds a ticked site to the chosen ones', () => {
    expect(withSiteTicked(chosen, 'b.example', true)).toEqual({
      mode: 'sites',
      sites: ['a.example', 'b.example'],
    });
  });

  it('drops an unticked site', () => {
    expect(withSiteTicked(chosen, 'a.example', false)).toEqual({ mode: 'sites', sites: [] });
  });

  it('starts afresh with the ticked site when the switch was off', () => {
    const off: ExcludeVisits = { mode: 'off', sites: ['old.example'] };
    expect(withSiteTicked(off, 'b.example', true)).toEqual({ mode: 'sites', sites: ['b.example'] });
  });
});

describe('allSitesCaughtUp', () => {
  it('adds a site the server tracks since to All sites', () => {
    const all: ExcludeVisits = { mode: 'all', sites: ['a.example'] };
    expect(allSitesCaughtUp(all, ['a.example', 'new.example'])).toEqual({
      mode: 'all',
      sites: ['a.example', 'new.example'],
    });
  });

  it('changes nothing when every tracked site is already in', () => {
    const all: ExcludeVisits = { mode: 'all', sites: ['a.example', 'gone.example'] };
    expect(allSitesCaughtUp(all, ['a.example'])).toBeNull();
  });

  it('leaves chosen sites alone', () => {
    expect(allSitesCaughtUp(chosen, ['a.example', 'new.example'])).toBeNull();
  });
});
