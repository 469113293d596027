/**
 * Contract: the statistics client (lib/api/stats) against the reference server over real HTTP
 * (docs/API.md section 7), in both dialects, for servers of the newer release (current names),
 * the older one (legacy names, learnt after one 422) and one without the route (none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../reference-server/index';
import type { RunningServer, ServerDialect } from '../../reference-server/types';
import { type Api, type ApiOptions, createApi, isStatsUnsupported } from './index';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const WEBSITE = 1001;
const LINK = 1;
const year = { from: '2025-11-25', to: '2026-11-24' };
const week = { from: '2026-11-18', to: '2026-11-24' };
const total = (points: { count: number }[]) => points.reduce((sum, p) => sum + p.count, 0);

describe.each<ServerDialect>(['classic', 'current'])(
  'statistics against the %s reference server',
  (dialect) => {
    const servers: Partial<Record<'current' | 'legacy' | 'none', RunningServer>> = {};
    const client = (mode: keyof typeof servers, options: Partial<ApiOptions> = {}): Api => {
      const server = servers[mode]!;
      return createApi({ linksBaseUrl: server.url, apiKey: server.keys.demo, ...options });
    };

    beforeAll(async () => {
      for (const stats of ['current', 'legacy', 'none'] as const) {
        servers[stats] = await startServer({ port: 0, dialect, stats, rateLimit: 100_000, now: () => NOW });
      }
    });
    afterAll(() => Promise.all(Object.values(servers).map((server) => server.stop())));

    it('reads a year of a website in 13 months (its 365 days summed, partial ends marked), and its countries add up to its visitors', async () => {
      // Arrange
      const api = client('current');
      // Act
      const visitors = await api.stats.series('websites', WEBSITE, 'visitors', year);
      const countries = await api.stats.top('websites', WEBSITE, 'country', { ...year, perPage: 100 });
      // Assert
      expect(visitors.granularity).toBe('month');
      expect(visitors.points).toHaveLength(13);
      expect(visitors.points[0]).toMatchObject({ bucket: '2025-11', partial: true });
      expect(visitors.points.at(-1)).toMatchObject({ bucket: '2026-11', partial: true });
      expect(total(countries.rows)).toBe(total(visitors.points));
      expect(countries).toMatchObject({ page: 1, perPage: 100, total: 13, lastPage: 1 });
    });

    it("reads a link's clicks in the buckets the server chose, and one day by hour", async () => {
      const api = client('current');
      const months = await api.stats.series('links', LINK, 'clicks', year);
      const hours = await api.stats.series('links', LINK, 'clicks', { from: '2026-11-24', to: '2026-11-24' });
      expect(months.granularity).toBe('month');
      expect(months.points).toHaveLength(13);
      expect(hours.granularity).toBe('hour');
      expect(hours.points).toHaveLength(24);
      expect(total(hours.points)).toBeGreaterThan(0);
    });

    it('pages and searches a top list', async () => {
      const api = client('current');
      const second = await api.stats.top('websites', WEBSITE, 'country', { ...week, page: 2 });
      const found = await api.stats.top('websites', WEBSITE, 'referrer', { ...week, search: 'news' });
      expect(second).toMatchObject({ page: 2, perPage: 10, lastPage: 2 });
      expect(found.rows.map((row) => row.value)).toEqual(['news.ycombinator.com']);
    });

    it('learns the older names after one 422 and keeps them', async () => {
      // Arrange
      const learnt: string[] = [];
      const api = client('legacy', { onStatsNameSet: (service, set) => learnt.push(`${service}:${set}`) });
      // Act
      const cities = await api.stats.top('links', LINK, 'city', week);
      const systems = await api.stats.top('links', LINK, 'os', week);
      const clicks = await api.stats.series('links', LINK, 'clicks', week);
      const hours = await api.stats.series('websites', WEBSITE, 'visitors', {
        from: '2026-11-24',
        to: '2026-11-24',
      });
      // Assert
      expect(cities.total).toBeGreaterThan(0);
      expect(systems.total).toBeGreaterThan(0);
      expect(clicks.points).toHaveLength(7);
      expect(hours.granularity).toBe('hour');
      expect(learnt).toEqual(['links:legacy', 'websites:legacy']);
    });

    it('tells a server without the statistics route from a record that is not there', async () => {
      const api = client('none');
      const unsupported = await api.stats
        .top('websites', WEBSITE, 'page', week)
        .catch((error: unknown) => error);
      const missing = await client('current')
        .stats.top('websites', 999_999, 'page', week)
        .catch((e: unknown) => e);
      expect(isStatsUnsupported(unsupported)).toBe(true);
      expect(isStatsUnsupported(missing)).toBe(false);
      expect(missing).toMatchObject({ code: 'not_found' });
    });
  },
);
