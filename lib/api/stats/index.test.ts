import { describe, expect, it, vi } from 'vitest';
import { createApiWith } from '../client';
import { isStatsUnsupported } from '../errors';
import { check } from '../field-checks';
import fixtures from '../fixtures/stats.json';
import { encodeForm } from '../form';
import { createFakeHttp, type FakeAnswer, notFound } from '../testing/fake-http';
import type { ApiOptions } from '../types';

function setup(routes: Record<string, FakeAnswer | FakeAnswer[]>, options: Partial<ApiOptions> = {}) {
  const http = createFakeHttp(routes);
  const onStatsNameSet = vi.fn();
  const api = createApiWith(
    {
      linksBaseUrl: 'https://sho.rt',
      analyticsBaseUrl: 'https://stats.example',
      apiKey: 'k',
      onStatsNameSet,
      ...options,
    },
    { http, encodeForm },
  );
  return { api, http, onStatsNameSet };
}

const nameRefused: FakeAnswer = {
  error: {
    code: 'validation',
    status: 422,
    message: 'Invalid.',
    fields: { name: ['The selected name is invalid.'] },
  },
};
const week = { from: '2026-11-18', to: '2026-11-24' };

describe('stats.top', () => {
  it('asks the analytics base URL for one page and reads counts sent as strings', async () => {
    // Arrange
    const { api, http } = setup({ 'GET /api/v1/stats/5': { body: fixtures.websiteReferrers } });
    // Act
    const page = await api.stats.top('websites', 5, 'referrer', {
      ...week,
      search: ' goo ',
      sortBy: 'value',
    });
    // Assert
    expect(page).toEqual({
      rows: [
        { value: 'google.com', count: 42 },
        { value: '', count: 17 },
        { value: 'news.ycombinator.com', count: 5 },
      ],
      page: 1,
      perPage: 10,
      total: 13,
      lastPage: 2,
    });
    expect(http.requests[0]).toMatchObject({
      baseUrl: 'https://stats.example',
      query: {
        name: 'referrer',
        from: '2026-11-18',
        to: '2026-11-24',
        per_page: 10,
        page: 1,
        search: 'goo',
        search_by: 'value',
        sort_by: 'value',
      },
    });
  });

  it("spells the links service's names as the current release does (os -> operating_system)", async () => {
    const { api, http } = setup({ 'GET /api/v1/stats/42': { body: fixtures.websiteReferrers } });
    await api.stats.top('links', 42, 'os', week);
    expect(http.requests[0]).toMatchObject({
      baseUrl: 'https://sho.rt',
      query: { name: 'operating_system' },
    });
  });

  it('tries the older names once after a 422 on name, then keeps them and reports them', async () => {
    // Arrange
    const { api, http, onStatsNameSet } = setup({
      'GET /api/v1/stats/42': [nameRefused, { body: fixtures.websiteReferrers }],
    });
    // Act
    await api.stats.top('links', 42, 'city', week);
    await api.stats.top('links', 42, 'os', week);
    // Assert
    expect(http.requests.map((r) => r.query?.name)).toEqual(['city', 'cities', 'platform']);
    expect(onStatsNameSet).toHaveBeenCalledExactlyOnceWith('links', 'legacy');
  });

  it('starts from a name set learnt earlier', async () => {
    const { api, http } = setup({ 'GET /api/v1/stats/42': { body: fixtures.websiteReferrers } });
    api.stats.knowNameSet('links', 'legacy');
    await api.stats.top('links', 42, 'os', week);
    expect(http.requests[0]?.query?.name).toBe('platform');
  });

  it('says the server has no statistics when the stats route 404s for a record that exists', async () => {
    // Arrange
    const { api } = setup({ 'GET /api/v1/websites/5': { body: { data: { id: 5, url: 'example.com' } } } });
    // Act
    const failure = await api.stats.top('websites', 5, 'page', week).catch((error: unknown) => error);
    // Assert
    expect(isStatsUnsupported(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'not_found', reason: 'stats_unsupported' });
  });

  it('keeps a plain not_found when the record itself is missing', async () => {
    const { api } = setup({ 'GET /api/v1/stats/9': notFound() });
    const failure = await api.stats.top('websites', 9, 'page', week).catch((error: unknown) => error);
    expect(isStatsUnsupported(failure)).toBe(false);
    expect(failure).toMatchObject({ code: 'not_found' });
  });

  it('refuses a bad range, an unknown name or id before sending anything', async () => {
    // Arrange
    const { api, http } = setup({});
    // Act
    const badDay = await api.stats
      .top('websites', 5, 'page', { from: '2026-02-30', to: 'today' })
      .catch((e) => e);
    const reversed = await api.stats
      .top('websites', 5, 'page', { from: '2026-11-25', to: '2026-11-24' })
      .catch((e) => e);
    const wrongName = await api.stats.top('links', 5, 'campaign', week).catch((e) => e);
    const badId = await api.stats.top('links', 0, 'referrer', week).catch((e) => e);
    // Assert
    expect(badDay).toMatchObject({
      code: 'validation',
      fields: { from: [expect.any(String)], to: [expect.any(String)] },
    });
    expect(reversed).toMatchObject({
      code: 'validation',
      fields: { from: [check('stats_range')] },
    });
    expect(wrongName).toMatchObject({
      code: 'validation',
      fields: { name: [expect.stringContaining('campaign')] },
    });
    expect(badId).toMatchObject({ code: 'validation', fields: { id: [check('id_invalid')] } });
    expect(http.requests).toEqual([]);
  });

  it('says the answer is not statistics when its shape is unknown', async () => {
    const { api } = setup({ 'GET /api/v1/stats/5': { body: { data: 'nope' } } });
    await expect(api.stats.top('websites', 5, 'page', week)).rejects.toMatchObject({ code: 'bad_response' });
  });
});

describe('stats.series', () => {
  it("fills the current links service's click series (one request, buckets by the range)", async () => {
    // Arrange
    const { api, http } = setup({ 'GET /api/v1/stats/42': { body: fixtures.linkClicks } });
    // Act
    const series = await api.stats.series('links', 42, 'clicks', { from: '2026-11-20', to: '2026-11-24' });
    // Assert
    expect(series).toEqual({
      granularity: 'day',
      points: [
        { bucket: '2026-11-20', count: 4 },
        { bucket: '2026-11-21', count: 0 },
        { bucket: '2026-11-22', count: 0 },
        { bucket: '2026-11-23', count: 9 },
        { bucket: '2026-11-24', count: 1 },
      ],
    });
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]?.query).toEqual({ name: 'click', from: '2026-11-20', to: '2026-11-24' });
  });

  it('walks every page of a daily website series, oldest first', async () => {
    // Arrange
    const page = (n: number, rows: { value: string; count: string }[]) => ({
      body: { current_page: n, data: rows, last_page: 2, per_page: 100, total: 2, status: 200 },
    });
    const { api, http } = setup({
      'GET /api/v1/stats/5': (spec) =>
        spec.query?.page === 1
          ? page(1, [{ value: '2026-11-18', count: '3' }])
          : page(2, [{ value: '2026-11-24', count: '2' }]),
    });
    // Act
    const series = await api.stats.series('websites', 5, 'visitors', week);
    // Assert
    expect(http.requests.map((r) => r.query)).toEqual([
      expect.objectContaining({ name: 'visitors', page: 1, per_page: 100, sort_by: 'value', sort: 'asc' }),
      expect.objectContaining({ name: 'visitors', page: 2 }),
    ]);
    expect(series.points.map((p) => p.count)).toEqual([3, 0, 0, 0, 0, 0, 2]);
  });

  it("sums a website's daily series over two years into months, as a link's are, partial ends marked", async () => {
    // Arrange: one row per day with visits, on several pages as the server sends them
    const range = { from: '2024-11-21', to: '2026-11-20' };
    const day = (value: string, count: number) => ({ value, count: String(count) });
    const pages = [
      [day('2024-11-21', 1), day('2024-11-30', 2)],
      [day('2025-01-31', 4), day('2026-11-20', 8)],
    ];
    const { api } = setup({
      'GET /api/v1/stats/5': (spec) => {
        const page = Number(spec.query?.page);
        return { body: { current_page: page, data: pages[page - 1], last_page: 2, per_page: 100, total: 4 } };
      },
      'GET /api/v1/stats/42': { body: { data: [{ value: '2024-11', count: 3 }], status: 200 } },
    });
    // Act
    const website = await api.stats.series('websites', 5, 'visitors', range);
    const link = await api.stats.series('links', 42, 'clicks', range);
    // Assert
    expect(website.granularity).toBe('month');
    expect(website.points.map((p) => p.bucket)).toEqual(link.points.map((p) => p.bucket));
    expect(website.points).toHaveLength(25);
    expect(website.points[0]).toEqual({ bucket: '2024-11', count: 3, partial: true });
    expect(website.points.find((p) => p.bucket === '2025-01')).toEqual({ bucket: '2025-01', count: 4 });
    expect(website.points.at(-1)).toEqual({ bucket: '2026-11', count: 8, partial: true });
    expect(link.points[0]).toEqual({ bucket: '2024-11', count: 3, partial: true });
  });

  it('plots years for a custom range from 1999', async () => {
    const body = { current_page: 1, data: [{ value: '2026-11-20', count: '5' }], last_page: 1, total: 1 };
    const { api } = setup({ 'GET /api/v1/stats/5': { body } });
    const series = await api.stats.series('websites', 5, 'pageviews', {
      from: '1999-01-01',
      to: '2026-11-20',
    });
    expect(series.granularity).toBe('year');
    expect(series.points).toHaveLength(28);
    expect(series.points[0]).toEqual({ bucket: '1999', count: 0 });
    expect(series.points.at(-1)).toEqual({ bucket: '2026', count: 5, partial: true });
  });

  it('asks for the hourly series on a single day, in the name of the release', async () => {
    // Arrange
    const hours = {
      body: { current_page: 1, data: [{ value: '09', count: '4' }], last_page: 1, per_page: 100, total: 1 },
    };
    const { api, http } = setup({ 'GET /api/v1/stats/5': [nameRefused, hours] });
    // Act
    const series = await api.stats.series('websites', 5, 'pageviews', {
      from: '2026-11-24',
      to: '2026-11-24',
    });
    // Assert
    expect(http.requests.map((r) => r.query?.name)).toEqual(['pageviews_hour', 'pageviews_hours']);
    expect(series.granularity).toBe('hour');
    expect(series.points[9]).toEqual({ bucket: '2026-11-24 09', count: 4 });
  });

  it('asks an older links service for its daily clicks series', async () => {
    const days = {
      body: {
        current_page: 1,
        data: [{ value: '2026-11-20', count: 2 }],
        last_page: 1,
        per_page: 100,
        total: 1,
      },
    };
    const { api, http } = setup({ 'GET /api/v1/stats/42': days }, { statsNameSets: { links: 'legacy' } });
    const series = await api.stats.series('links', 42, 'clicks', week);
    expect(http.requests[0]?.query).toMatchObject({ name: 'clicks', per_page: 100 });
    expect(series.granularity).toBe('day');
  });
});
