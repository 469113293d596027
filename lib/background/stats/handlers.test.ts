import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import { addDays } from '../../api/stats/buckets';
import type { StatPage, StatSeries } from '../../api/stats/types';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/schema';
import { clearProfileStats, STATS_KEEP_COUNT, STATS_KEEP_MS, STATS_TTL_MS } from './cache';
import { createStatsHandlers, type StatsClient, UNREACHABLE_MS } from './handlers';
import { recallStatsServer, rememberStatsServer } from './stored-server-kind';

/** A daily series of every day of a range, each day counting its day of the month. */
function daily(from: string, to: string): StatSeries {
  const points = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    points.push({ bucket: day, count: Number(day.slice(8)) });
  return { granularity: 'day', points };
}
const SERIES = daily('2026-11-11', '2026-11-24');
const PAGE: StatPage = {
  rows: [{ value: 'google.com', count: 3 }],
  page: 1,
  perPage: 10,
  total: 1,
  lastPage: 1,
};
const unsupported = () =>
  new ApiError({ code: 'not_found', status: 404, message: 'No statistics.', reason: 'stats_unsupported' });

function setup(profileId = 'default') {
  let clock = 1_000_000;
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    profileId,
    apiKey: 'key-123456789',
    linksBaseUrl: 'https://sho.rt',
    analyticsBaseUrl: 'https://stats.example',
  };
  const client = {
    series: vi.fn<StatsClient['series']>(async (_service, _id, _name, range) => daily(range.from, range.to)),
    top: vi.fn<StatsClient['top']>(async () => PAGE),
    knowNameSet: vi.fn<StatsClient['knowNameSet']>(),
  };
  const getStats = vi.fn(async () => client as StatsClient);
  const getSubject = vi.fn(async () => ({ name: 'example.com', createdAt: '2025-01-02T10:00:00Z' }));
  let budget: { remaining: number; resetAt: number } | undefined;
  const handlers = createStatsHandlers({
    loadSettings: async () => settings,
    getStats,
    getSubject,
    getBudget: async () => budget,
    now: () => clock,
  });
  return {
    handlers,
    client,
    getStats,
    getSubject,
    settings,
    tick: (ms: number) => (clock += ms),
    setBudget: (next: typeof budget) => {
      budget = next;
    },
  };
}

const seriesInput = {
  service: 'websites',
  id: 5,
  name: 'visitors',
  from: '2026-11-11',
  to: '2026-11-24',
} as const;
const topInput = {
  service: 'links',
  id: 42,
  name: 'referrer',
  from: '2026-11-18',
  to: '2026-11-24',
} as const;

describe('stats handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks the server once and answers from the session cache for 5 minutes', async () => {
    // Arrange
    const { handlers, client, tick } = setup();
    // Act
    const first = await handlers['stats.series'](seriesInput);
    tick(STATS_TTL_MS - 1);
    const second = await handlers['stats.series'](seriesInput);
    // Assert
    expect(first).toEqual({ supported: true, data: SERIES, fetchedAt: 1_000_000 });
    expect(second).toEqual(first);
    expect(client.series).toHaveBeenCalledTimes(1);
    expect(client.series).toHaveBeenCalledWith(
      'websites',
      5,
      'visitors',
      { from: '2026-10-28', to: '2026-11-24' },
      { waitForRateLimit: false },
    );
  });

  it('never answers a server with the numbers of the one the profile left, saved by a request still under way', async () => {
    // Arrange: the first request answers only after the profile moved to another analytics server
    const { handlers, client, settings } = setup();
    let answer = () => {};
    client.series.mockImplementationOnce(async (_service, _id, _name, range) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return daily(range.from, range.to);
    });
    const underWay = handlers['stats.series'](seriesInput);
    await vi.waitFor(() => expect(client.series).toHaveBeenCalledTimes(1));
    settings.analyticsBaseUrl = 'https://new-stats.example';
    await clearProfileStats('default');
    answer();
    await underWay;
    // Act
    await handlers['stats.series'](seriesInput);
    // Assert: the new server was asked, not answered from the old one's saved numbers
    expect(client.series).toHaveBeenCalledTimes(2);
  });

  it('asks a range of up to 45 days with its previous period in one request, and answers that period from it', async () => {
    // Arrange
    const { handlers, client } = setup();
    // Act
    await handlers['stats.series'](seriesInput);
    const before = await handlers['stats.series']({ ...seriesInput, from: '2026-10-28', to: '2026-11-10' });
    // Assert
    expect(before).toEqual({
      supported: true,
      data: daily('2026-10-28', '2026-11-10'),
      fetchedAt: 1_000_000,
    });
    expect(client.series).toHaveBeenCalledTimes(1);
  });

  it('asks a longer range, and a single day (hourly), alone', async () => {
    // Arrange
    const { handlers, client } = setup();
    // Act
    await handlers['stats.series']({ ...seriesInput, from: '2026-10-10', to: '2026-11-24' });
    await handlers['stats.series']({ ...seriesInput, from: '2026-11-24', to: '2026-11-24' });
    // Assert
    expect(client.series.mock.calls.map((call) => call[3])).toEqual([
      { from: '2026-10-10', to: '2026-11-24' },
      { from: '2026-11-24', to: '2026-11-24' },
    ]);
  });

  it('asks again once the cached answer is 5 minutes old, and on refresh at any age', async () => {
    // Arrange
    const { handlers, client, tick } = setup();
    await handlers['stats.series'](seriesInput);
    // Act
    tick(STATS_TTL_MS);
    const aged = await handlers['stats.series'](seriesInput);
    await handlers['stats.series']({ ...seriesInput, cache: 'refresh' });
    // Assert
    expect(aged.supported && aged.fetchedAt).toBe(1_000_000 + STATS_TTL_MS);
    expect(client.series).toHaveBeenCalledTimes(3);
  });

  it("answers 'only' from the cache whatever its age, and never asks the server", async () => {
    // Arrange
    const { handlers, client, getStats, tick } = setup();
    // Act
    const empty = await handlers['stats.series']({ ...seriesInput, cache: 'only' });
    await handlers['stats.series'](seriesInput);
    tick(STATS_TTL_MS * 3);
    const old = await handlers['stats.series']({ ...seriesInput, cache: 'only' });
    // Assert
    expect(empty).toEqual({ supported: true, data: null, fetchedAt: null });
    expect(old).toEqual({ supported: true, data: SERIES, fetchedAt: 1_000_000 });
    expect(client.series).toHaveBeenCalledTimes(1);
    expect(getStats).toHaveBeenCalledTimes(1);
  });

  it('keeps top lists apart by page, search and sort, and passes the query through', async () => {
    // Arrange
    const { handlers, client } = setup();
    // Act
    await handlers['stats.top'](topInput);
    await handlers['stats.top']({ ...topInput, page: 2 });
    await handlers['stats.top']({ ...topInput, search: 'goo', sortBy: 'value', sort: 'asc' });
    await handlers['stats.top']({ ...topInput, page: 2 });
    // Assert
    expect(client.top).toHaveBeenCalledTimes(3);
    expect(client.top).toHaveBeenLastCalledWith(
      'links',
      42,
      'referrer',
      { from: '2026-11-18', to: '2026-11-24', search: 'goo', sortBy: 'value', sort: 'asc' },
      { waitForRateLimit: false },
    );
  });

  it('answers unsupported and remembers it when the server has no statistics route', async () => {
    // Arrange
    const { handlers, client } = setup();
    client.series.mockRejectedValueOnce(unsupported());
    // Act
    const first = await handlers['stats.series'](seriesInput);
    const second = await handlers['stats.top']({ ...topInput, service: 'websites', id: 5 });
    // Assert
    expect(first).toEqual({ supported: false });
    expect(second).toEqual({ supported: false });
    expect(client.top).not.toHaveBeenCalled();
    expect(await recallStatsServer('default', 'websites', 'https://stats.example')).toBe('none');
    expect(await recallStatsServer('default', 'links', 'https://sho.rt')).toBeNull();
  });

  it('tells a new client the name set an earlier one learnt for that server', async () => {
    // Arrange
    const { handlers, client, settings } = setup();
    await rememberStatsServer(settings.profileId, 'links', 'https://sho.rt', 'legacy');
    // Act
    await handlers['stats.top'](topInput);
    // Assert
    expect(client.knowNameSet).toHaveBeenCalledWith('links', 'legacy');
  });

  it('passes other errors on (a rate limit, a server error) and caches nothing', async () => {
    // Arrange
    const { handlers, client } = setup();
    const limited = new ApiError({ code: 'rate_limited', status: 429, message: 'Wait.', retryAfter: 40 });
    client.series.mockRejectedValueOnce(limited);
    // Act
    const failed = handlers['stats.series'](seriesInput);
    // Assert
    await expect(failed).rejects.toBe(limited);
    expect(await handlers['stats.series']({ ...seriesInput, cache: 'only' })).toMatchObject({ data: null });
  });

  it('forgets a profile: its answers and what was learnt of its servers, not the others', async () => {
    // Arrange
    const home = setup('default');
    const work = setup('work');
    home.client.series.mockRejectedValueOnce(unsupported());
    await home.handlers['stats.series'](seriesInput);
    await work.handlers['stats.series'](seriesInput);
    // Act
    await clearProfileStats('default');
    // Assert
    expect(await recallStatsServer('default', 'websites', 'https://stats.example')).toBeNull();
    expect(await work.handlers['stats.series']({ ...seriesInput, cache: 'only' })).toMatchObject({
      data: SERIES,
    });
  });

  it('keeps answers past their 5 minutes for a while, and drops them once past keeping', async () => {
    // Arrange
    const { handlers, tick } = setup();
    await handlers['stats.series'](seriesInput);
    tick(STATS_TTL_MS);
    await handlers['stats.top']({ ...topInput, page: 2 });
    tick(STATS_KEEP_MS - STATS_TTL_MS);
    // Act
    await handlers['stats.top'](topInput);
    // Assert: the series is 12 hours old, the second page 11 h 55 min
    const keys = Object.keys(await fakeBrowser.storage.session.get(null));
    expect(keys.sort()).toEqual([
      expect.stringContaining(':links:42:referrer:2026-11-18:2026-11-24:'),
      expect.stringContaining(':links:42:referrer:2026-11-18:2026-11-24:page=2'),
    ]);
  });

  it('keeps at most STATS_KEEP_COUNT answers, the newest', async () => {
    // Arrange
    const { handlers, tick } = setup();
    for (let page = 1; page <= STATS_KEEP_COUNT; page++) {
      await handlers['stats.top']({ ...topInput, page });
      tick(1);
    }
    // Act
    await handlers['stats.series'](seriesInput);
    // Assert
    const keys = Object.keys(await fakeBrowser.storage.session.get(null));
    expect(keys).toHaveLength(STATS_KEEP_COUNT);
    expect(keys.some((key) => key.endsWith(':referrer:2026-11-18:2026-11-24:'))).toBe(false);
  });

  it('answers the saved numbers, marked stale, when the server cannot be reached', async () => {
    // Arrange
    const { handlers, client, tick } = setup();
    await handlers['stats.series'](seriesInput);
    tick(STATS_TTL_MS * 4);
    client.series.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'Unreachable.' }));
    // Act
    const saved = await handlers['stats.series'](seriesInput);
    // Assert
    expect(saved).toEqual({ supported: true, data: SERIES, fetchedAt: 1_000_000, stale: true });
  });

  it('answers saved numbers at once for a while after the server was found unreachable', async () => {
    // Arrange
    const { handlers, client, tick } = setup();
    const siteTop = { ...topInput, service: 'websites', id: 5 } as const; // the same server as the series
    await handlers['stats.top'](siteTop);
    await handlers['stats.series'](seriesInput);
    tick(STATS_TTL_MS * 2);
    client.series.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'Unreachable.' }));
    await handlers['stats.series'](seriesInput);
    // Act
    const soon = await handlers['stats.top'](siteTop);
    tick(UNREACHABLE_MS);
    const later = await handlers['stats.top'](siteTop);
    // Assert
    expect(soon).toMatchObject({ data: PAGE, stale: true });
    expect(later).toMatchObject({ data: PAGE });
    expect(later).not.toHaveProperty('stale');
    expect(client.top).toHaveBeenCalledTimes(2); // not the one in between
  });

  it('passes an unreachable server on when nothing was saved', async () => {
    // Arrange
    const { handlers, client } = setup();
    const down = new ApiError({ code: 'network', message: 'Unreachable.' });
    client.series.mockRejectedValueOnce(down);
    // Act
    const failed = handlers['stats.series'](seriesInput);
    // Assert
    await expect(failed).rejects.toBe(down);
  });

  it('carries what the server said of its rate limit on a fresh answer', async () => {
    // Arrange
    const { handlers, setBudget } = setup();
    setBudget({ remaining: 4, resetAt: 1_060_000 });
    // Act
    const fresh = await handlers['stats.top'](topInput);
    // Assert
    expect(fresh).toEqual({
      supported: true,
      data: PAGE,
      fetchedAt: 1_000_000,
      budget: { remaining: 4, resetAt: 1_060_000 },
    });
  });

  it('looks the record up once for 5 minutes, and names it from the cache when unreachable', async () => {
    // Arrange
    const { handlers, getSubject, tick } = setup();
    const input = { service: 'websites', id: 5 } as const;
    // Act
    const first = await handlers['stats.subject'](input);
    const again = await handlers['stats.subject'](input);
    tick(STATS_TTL_MS);
    getSubject.mockRejectedValueOnce(new ApiError({ code: 'timeout', message: 'No answer.' }));
    const offline = await handlers['stats.subject'](input);
    // Assert
    const subject = { name: 'example.com', createdAt: '2025-01-02T10:00:00Z' };
    expect(first).toEqual({ supported: true, data: subject, fetchedAt: 1_000_000 });
    expect(again).toEqual(first);
    expect(offline).toEqual({ ...first, stale: true });
    expect(getSubject).toHaveBeenCalledTimes(2);
  });

  it('passes a missing record on (the view shows one message for it)', async () => {
    // Arrange
    const { handlers, getSubject } = setup();
    const missing = new ApiError({ code: 'not_found', status: 404, message: 'Resource not found.' });
    getSubject.mockRejectedValueOnce(missing);
    // Act
    const failed = handlers['stats.subject']({ service: 'websites', id: 999_999 });
    // Assert
    await expect(failed).rejects.toBe(missing);
  });

  it('never writes a statistic to storage.local', async () => {
    // Arrange
    const { handlers } = setup();
    // Act
    await handlers['stats.series'](seriesInput);
    await handlers['stats.top'](topInput);
    // Assert
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    // The series, the period before it (asked with it) and the top list
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toHaveLength(3);
  });
});
