import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from '../hash-state';
import { formatStatsRoute, parseStatsRoute, statsPageUrl } from './route';

describe('statistics routes', () => {
  it('reads a preset or a from/to range, and writes them back', () => {
    const preset = parseHash('#websites/1001/stats?range=7d');
    const custom = parseHash('#links/42/stats?from=2026-11-01&to=2026-11-24');
    expect(preset).toEqual({
      view: 'stats',
      stats: { service: 'websites', id: 1001, range: { preset: '7d' } },
    });
    expect(custom).toEqual({
      view: 'stats',
      stats: { service: 'links', id: 42, range: { custom: { from: '2026-11-01', to: '2026-11-24' } } },
    });
    expect(formatHash(preset)).toBe('#websites/1001/stats?range=7d');
    expect(formatHash(custom)).toBe('#links/42/stats?from=2026-11-01&to=2026-11-24');
  });

  it('leaves the range to the remembered one when the hash has none or a wrong one', () => {
    expect(parseStatsRoute('links/3/stats', new URLSearchParams('range=1y'))).toEqual({
      service: 'links',
      id: 3,
    });
    expect(formatStatsRoute({ service: 'links', id: 3 })).toBe('#links/3/stats');
  });

  it('reads the profile an alert’s click names, and keeps it when the range changes', () => {
    // Arrange
    const state = parseHash('#links/7/stats?range=today&profile=work');
    // Act
    const next = formatHash(
      state.view === 'stats' ? { view: 'stats', stats: { ...state.stats, range: { preset: '7d' } } } : state,
    );
    // Assert
    expect(state).toEqual({
      view: 'stats',
      stats: { service: 'links', id: 7, range: { preset: 'today' }, profile: 'work' },
    });
    expect(next).toBe('#links/7/stats?range=7d&profile=work');
  });

  it('ignores a profile that is no profile id', () => {
    expect(parseStatsRoute('links/7/stats', new URLSearchParams('profile=a/b'))).toEqual({
      service: 'links',
      id: 7,
    });
  });

  it('is not a statistics view for another path or an id that is not a number', () => {
    expect(parseStatsRoute('links/abc/stats', new URLSearchParams())).toBeNull();
    expect(parseStatsRoute('spaces/3/stats', new URLSearchParams())).toBeNull();
    expect(parseHash('#links/0/stats').view).toBe('links');
  });

  it("names the manager page of a record's statistics for the popup", () => {
    expect(statsPageUrl('links', 7, '30d')).toBe('/manager.html#links/7/stats?range=30d');
  });
});

describe('statistics routes with a searched list', () => {
  it('reads a top list searched for a value, and writes it back encoded after the range', () => {
    // Arrange
    const hash = '#websites/1001/stats?range=30d&campaign=spring+sale%20%26+more';
    // Act
    const state = parseHash(hash);
    // Assert
    expect(state).toEqual({
      view: 'stats',
      stats: {
        service: 'websites',
        id: 1001,
        range: { preset: '30d' },
        searches: { campaign: 'spring sale & more' },
      },
    });
    expect(formatHash(state)).toBe('#websites/1001/stats?range=30d&campaign=spring+sale+%26+more');
  });

  it("ignores a list the record's service has not, and an empty search", () => {
    // A link has no campaigns list; an empty value searches nothing.
    expect(parseStatsRoute('links/3/stats', new URLSearchParams('campaign=launch&country='))).toEqual({
      service: 'links',
      id: 3,
    });
    expect(parseStatsRoute('links/3/stats', new URLSearchParams('country=US'))?.searches).toEqual({
      country: 'US',
    });
  });

  it('names the popup’s campaign statistics page: a website’s view with its campaigns searched', () => {
    expect(statsPageUrl('websites', 1001, '30d', { campaign: 'newsletter' })).toBe(
      '/manager.html#websites/1001/stats?range=30d&campaign=newsletter',
    );
  });

  it('keeps the search when only a search is in the hash', () => {
    expect(formatStatsRoute({ service: 'websites', id: 5, searches: { referrer: 'mastodon' } })).toBe(
      '#websites/5/stats?referrer=mastodon',
    );
  });
});
