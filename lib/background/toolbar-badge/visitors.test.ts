import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import { REQUEST_POLICY } from '../../api/request-policy';
import { addDays } from '../../api/stats/buckets';
import type { StatSeries } from '../../api/stats/types';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/schema';
import { dayIn } from '../../shared/stats/clock';
import { cacheKey, writeAnswer } from '../stats/cache';
import { createStatsHandlers, type StatsClient } from '../stats/handlers';
import { SITE_LOOKUP_MS, SITE_THROTTLE_MS } from './stored-sites';
import { type VisitorsDeps, visitorsToday } from './visitors';

const BADGE_RESERVE = REQUEST_POLICY.background.reserve;

/** Every day of a range, the last one (today) with `today` visitors, the others with 1. */
function daily(from: string, to: string, today: number): StatSeries {
  const points = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    points.push({ bucket: day, count: day === to ? today : 1 });
  return { granularity: 'day', points };
}

const NOW = Date.parse('2026-11-24T12:00:00Z');
const SITE = 7;

/**
 * The worker's real statistics handler and session cache, over a fake statistics client; a fake
 * site lookup and zone. `tracked`: the hosts the analytics account tracks.
 */
function setup({ tracked = ['example.com'], zone = 'UTC' as string | null, today = 1234 } = {}) {
  let clock = NOW;
  let remaining: number | undefined;
  const settings: Settings = { ...DEFAULT_SETTINGS, apiKey: 'key-123456789', linksBaseUrl: 'https://sho.rt' };
  const client = {
    series: vi.fn<StatsClient['series']>(async (_service, _id, _name, range) =>
      daily(range.from, range.to, today),
    ),
    top: vi.fn<StatsClient['top']>(),
    knowNameSet: vi.fn(),
  };
  const stats = createStatsHandlers({
    loadSettings: async () => settings,
    getStats: async () => client as unknown as StatsClient,
    getSubject: () => Promise.reject(new Error('unused')),
    now: () => clock,
  });
  const findSite = vi.fn(async (host: string) => (tracked.includes(host) ? SITE : null));
  const zoneOf = vi.fn(async () => zone);
  const deps: VisitorsDeps = {
    profileId: 'default',
    analyticsUrl: 'https://sho.rt',
    now: () => clock,
    findSite,
    zone: zoneOf,
    series: (input) => stats['stats.series']({ service: 'websites', name: 'visitors', ...input }),
    remaining: () => remaining,
  };
  return {
    deps,
    client,
    findSite,
    zoneOf,
    /** Every request the badge made: the lookups and the series. */
    requests: () => findSite.mock.calls.length + client.series.mock.calls.length,
    advance: (ms: number) => {
      clock += ms;
    },
    setRemaining: (left: number | undefined) => {
      remaining = left;
    },
  };
}

describe('visitorsToday', () => {
  beforeEach(() => fakeBrowser.reset());

  it("answers a tracked site's visitors today, asking the lookup and one series", async () => {
    // Arrange
    const { deps, findSite, client } = setup({ today: 1234 });
    // Act
    const count = await visitorsToday('example.com', deps);
    // Assert
    expect(count).toBe(1234);
    expect(findSite).toHaveBeenCalledWith('example.com');
    expect(client.series).toHaveBeenCalledTimes(1);
    const [service, id, name, range] = client.series.mock.calls[0]!;
    expect([service, id, name, range.to]).toEqual(['websites', SITE, 'visitors', '2026-11-24']);
  });

  it('asks nothing more for the same site within 5 minutes, whatever happens in between', async () => {
    // Arrange
    const { deps, requests, advance } = setup();
    await visitorsToday('example.com', deps);
    // Act
    advance(SITE_THROTTLE_MS - 1000);
    const again = await visitorsToday('example.com', deps);
    // Assert
    expect(again).toBe(1234);
    expect(requests()).toBe(2);
  });

  it('refreshes the series after 5 minutes and keeps the lookup for 30', async () => {
    // Arrange
    const { deps, findSite, client, advance } = setup();
    await visitorsToday('example.com', deps);
    // Act
    advance(SITE_THROTTLE_MS);
    await visitorsToday('example.com', deps);
    advance(SITE_LOOKUP_MS);
    await visitorsToday('example.com', deps);
    // Assert
    expect(client.series).toHaveBeenCalledTimes(3);
    expect(findSite).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for a site the account does not track, and asks about it once per 5 minutes', async () => {
    // Arrange
    const { deps, findSite, client, advance } = setup({ tracked: [] });
    // Act
    const first = await visitorsToday('other.org', deps);
    advance(60_000);
    const second = await visitorsToday('other.org', deps);
    // Assert
    expect([first, second]).toEqual([null, null]);
    expect(findSite).toHaveBeenCalledTimes(1);
    expect(client.series).not.toHaveBeenCalled();
  });

  it('does not ask again within 5 minutes after a failed request', async () => {
    // Arrange
    const { deps, client, advance } = setup();
    client.series.mockRejectedValueOnce(new ApiError({ code: 'server', status: 500, message: 'Down.' }));
    await expect(visitorsToday('example.com', deps)).rejects.toMatchObject({ code: 'server' });
    // Act
    advance(30_000);
    const count = await visitorsToday('example.com', deps);
    // Assert
    expect(count).toBeNull();
    expect(client.series).toHaveBeenCalledTimes(1);
  });

  it('reads the answer the popup saved for the same days, asking no series', async () => {
    // Arrange: the popup's "This site" panel asked the same 14 days a minute ago
    const { deps, client } = setup();
    const range = { from: addDays('2026-11-24', -13), to: '2026-11-24' };
    const key = cacheKey({
      profileId: 'default',
      service: 'websites',
      id: SITE,
      name: 'visitors',
      ...range,
      url: 'https://sho.rt',
    });
    await writeAnswer(key, daily(range.from, range.to, 42), NOW - 60_000);
    // Act
    const count = await visitorsToday('example.com', deps);
    // Assert
    expect(count).toBe(42);
    expect(client.series).not.toHaveBeenCalled();
  });

  it(`asks nothing below the rate-limit reserve (${BADGE_RESERVE} left) and shows the last saved count`, async () => {
    // Arrange
    const { deps, requests, advance, setRemaining } = setup({ today: 5 });
    await visitorsToday('example.com', deps);
    advance(SITE_THROTTLE_MS);
    setRemaining(BADGE_RESERVE - 1);
    // Act
    const known = await visitorsToday('example.com', deps);
    const unknown = await visitorsToday('new.example', deps);
    // Assert
    expect(known).toBe(5);
    expect(unknown).toBeNull();
    expect(requests()).toBe(2);
  });

  it('asks at the reserve itself', async () => {
    // Arrange
    const { deps, requests, setRemaining } = setup();
    setRemaining(BADGE_RESERVE);
    // Act
    const count = await visitorsToday('example.com', deps);
    // Assert
    expect(count).toBe(1234);
    expect(requests()).toBe(2);
  });

  it("counts today in the analytics account's zone", async () => {
    // Arrange: 12:00 UTC is already the next day in Kiritimati (UTC+14)
    const { deps, client } = setup({ zone: 'Pacific/Kiritimati' });
    // Act
    await visitorsToday('example.com', deps);
    // Assert
    expect(client.series.mock.calls[0]![3].to).toBe(dayIn('Pacific/Kiritimati', new Date(NOW)));
    expect(client.series.mock.calls[0]![3].to).toBe('2026-11-25');
  });

  it('does not ask again within 5 minutes after the zone could not be read', async () => {
    // Arrange: the site was looked up 10 minutes ago; the account request fails
    const { deps, zoneOf, advance } = setup();
    await visitorsToday('example.com', deps);
    advance(SITE_THROTTLE_MS * 2);
    zoneOf.mockRejectedValueOnce(new ApiError({ code: 'rate_limited', status: 429, message: 'Wait.' }));
    await expect(visitorsToday('example.com', deps)).rejects.toMatchObject({ code: 'rate_limited' });
    // Act
    advance(60_000);
    await visitorsToday('example.com', deps);
    // Assert
    expect(zoneOf.mock.calls.at(-1)).toEqual([false]);
  });

  it('shows nothing when the zone is not known and nothing may be asked', async () => {
    // Arrange
    const { deps, zoneOf, setRemaining } = setup();
    await visitorsToday('example.com', deps);
    zoneOf.mockResolvedValue(undefined as unknown as string);
    setRemaining(0);
    // Act
    const count = await visitorsToday('example.com', deps);
    // Assert
    expect(count).toBeNull();
    expect(zoneOf).toHaveBeenLastCalledWith(false);
  });
});
