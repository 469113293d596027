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

  it('is not a statistics view for another path or an id that is not a number', () => {
    expect(parseStatsRoute('links/abc/stats', new URLSearchParams())).toBeNull();
    expect(parseStatsRoute('spaces/3/stats', new URLSearchParams())).toBeNull();
    expect(parseHash('#links/0/stats').view).toBe('links');
  });

  it("names the manager page of a record's statistics for the popup", () => {
    expect(statsPageUrl('links', 7, '30d')).toBe('/manager.html#links/7/stats?range=30d');
  });
});
