// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0); // 2026-11-24, a Tuesday
const options = { port: 0, now: () => T0, rateLimit: 100_000 } as const;
const current: RunningServer = await startServer(options);
const legacy: RunningServer = await startServer({ ...options, stats: 'legacy' });
const none: RunningServer = await startServer({ ...options, stats: 'none' });
afterAll(() => Promise.all([current, legacy, none].map((s) => s.stop())));
beforeEach(() => Promise.all([current, legacy, none].map((s) => s.reset())));

const WEBSITE = 1001; // example.com, the demo account's
const LINK = 1;
const stats = (server: RunningServer, id: number, query: string) =>
  call(server, 'GET', `/api/v1/stats/${id}?${query}`);
const sum = (rows: { count: number | string }[]) => rows.reduce((total, row) => total + Number(row.count), 0);
const YEAR = 'from=2025-11-25&to=2026-11-24';

describe('GET /api/v1/stats/{id}', () => {
  it('answers a plain Laravel paginator of value/count rows, counts as SQL SUM strings for websites', async () => {
    // Act
    const answer = await stats(current, WEBSITE, `name=referrer&${YEAR}`);
    // Assert
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      current_page: 1,
      per_page: 10,
      last_page: 1,
      status: 200,
      prev_page_url: null,
    });
    expect(answer.json.meta).toBeUndefined();
    expect(answer.json.data[0]).toEqual({ value: expect.any(String), count: expect.stringMatching(/^\d+$/) });
    expect(answer.json.data.map((r: { value: string }) => r.value)).toContain('');
  });

  it('sums every dimension of a range to the same total as the series (visitors), pageviews above it', async () => {
    // Act
    const [visitors, countries, browsers, pageviews] = await Promise.all(
      ['visitors', 'country', 'browser', 'pageviews'].map((name) =>
        stats(current, WEBSITE, `name=${name}&${YEAR}&per_page=100&page=1`),
      ),
    );
    const allVisitors = [];
    for (let page = 1; page <= visitors!.json.last_page; page++) {
      allVisitors.push(
        ...(await stats(current, WEBSITE, `name=visitors&${YEAR}&per_page=100&page=${page}`)).json.data,
      );
    }
    // Assert
    expect(allVisitors).toHaveLength(365);
    expect(sum(countries!.json.data)).toBe(sum(allVisitors));
    expect(sum(browsers!.json.data)).toBe(sum(allVisitors));
    expect(Number(pageviews!.json.total)).toBe(365);
  });

  it('counts nothing in the hours of today that have not begun, and today still sums the same in every list', async () => {
    // Arrange: T0 is 12:00 UTC, the server clock's (and the demo account's) hour 12.
    const today = 'from=2026-11-24&to=2026-11-24';
    // Act
    const [hours, countries, clicks] = await Promise.all([
      stats(current, WEBSITE, `name=visitors_hour&${today}&per_page=100`),
      stats(current, WEBSITE, `name=country&${today}&per_page=100`),
      stats(current, LINK, `name=click&${today}`),
    ]);
    // Assert
    const hourValues = hours.json.data.map((row: { value: string }) => Number(row.value));
    expect(Math.max(...hourValues)).toBeLessThanOrEqual(12);
    expect(sum(countries.json.data)).toBe(sum(hours.json.data));
    const clickHours = clicks.json.data.map((row: { value: string }) => Number(row.value.slice(11)));
    expect(Math.max(...clickHours)).toBeLessThanOrEqual(12);
  });

  it('keeps a weekly rhythm: weekends are quieter than weekdays', async () => {
    const days = (await stats(current, WEBSITE, 'name=visitors&from=2026-09-01&to=2026-11-24&per_page=100'))
      .json.data;
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const mean = (rows: { value: string; count: string }[]) => sum(rows) / rows.length;
    const weekend = days.filter((r: { value: string }) => [0, 6].includes(weekday(r.value)));
    const week = days.filter((r: { value: string }) => ![0, 6].includes(weekday(r.value)));
    expect(mean(week)).toBeGreaterThan(mean(weekend) * 1.3);
  });

  it('answers the same numbers for the same question (deterministic)', async () => {
    const first = await stats(current, WEBSITE, `name=country&${YEAR}`);
    const again = await stats(current, WEBSITE, `name=country&${YEAR}`);
    expect(again.json.data).toEqual(first.json.data);
  });

  it("buckets the links service's click series by the range, unpaginated", async () => {
    // Act
    const hour = await stats(current, LINK, 'name=click&from=2026-11-24&to=2026-11-24');
    const day = await stats(current, LINK, 'name=click&from=2026-10-01&to=2026-11-24&sort_by=value&sort=asc');
    const month = await stats(current, LINK, `name=click&${YEAR}`);
    const year = await stats(current, LINK, 'name=click&from=2024-11-01&to=2026-11-24');
    // Assert
    expect(hour.json.data[0].value).toMatch(/^2026-11-24 \d{2}$/);
    expect(day.json.data[0].value).toBe('2026-10-01');
    expect(day.json.current_page).toBeUndefined();
    expect(month.json.data[0].value).toMatch(/^\d{4}-\d{2}$/);
    // The link was created in 2025 (seed.ts): the years before it have nothing to bucket.
    expect(year.json.data.map((r: { value: string }) => r.value).sort()).toEqual(['2025', '2026']);
    expect(typeof hour.json.data[0].count).toBe('number');
  });

  it('pages, sorts and searches by value; other per_page values fall back to 10', async () => {
    // Act
    const page2 = await stats(current, WEBSITE, `name=country&${YEAR}&per_page=10&page=2`);
    const sorted = await stats(current, WEBSITE, `name=country&${YEAR}&sort_by=value&sort=asc`);
    const searched = await stats(current, WEBSITE, `name=referrer&${YEAR}&search=GOO&search_by=value`);
    const odd = await stats(current, WEBSITE, `name=country&${YEAR}&per_page=7`);
    // Assert
    expect(page2.json).toMatchObject({ current_page: 2, from: 11, total: 13, last_page: 2 });
    expect(sorted.json.data.map((r: { value: string }) => r.value).slice(0, 3)).toEqual([
      '',
      'AU:Australia',
      'BR:Brazil',
    ]);
    expect(searched.json.data.map((r: { value: string }) => r.value)).toEqual(['www.google.com']);
    expect(odd.json.per_page).toBe(10);
  });

  it('refuses a missing or unknown name and a malformed date with the 422 message object', async () => {
    const missing = await stats(current, WEBSITE, 'from=2026-11-01&to=2026-11-02');
    const unknown = await stats(current, LINK, 'name=visitors&from=2026-11-01&to=2026-11-02');
    const badDate = await stats(current, WEBSITE, 'name=page&from=2026-02-30&to=24.11.2026');
    expect(missing.status).toBe(422);
    expect(missing.json.message).toEqual({ name: ['The name field is required.'] });
    expect(unknown.json.message).toEqual({ name: ['The selected name is invalid.'] });
    expect(Object.keys(badDate.json.message)).toEqual(['from', 'to']);
  });

  it("answers 404 for another account's record and an unknown id", async () => {
    const others = await stats(current, WEBSITE, `name=page&${YEAR}`).then(() =>
      call(current, 'GET', `/api/v1/stats/${WEBSITE}?name=page&${YEAR}`, { key: current.keys.other }),
    );
    const unknown = await stats(current, 999, `name=page&${YEAR}`);
    expect(others.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Resource not found.', status: 404 });
  });

  it("speaks the older releases' names in legacy mode, and refuses the newer ones", async () => {
    const cities = await stats(legacy, LINK, `name=cities&${YEAR}`);
    const city = await stats(legacy, LINK, `name=city&${YEAR}`);
    const hours = await stats(legacy, WEBSITE, 'name=visitors_hours&from=2026-11-24&to=2026-11-24');
    const daily = await stats(legacy, LINK, 'name=clicks&from=2026-11-01&to=2026-11-24&per_page=100');
    expect(cities.status).toBe(200);
    expect(city.json.message).toEqual({ name: ['The selected name is invalid.'] });
    expect(hours.json.data[0].value).toMatch(/^\d{2}$/);
    expect(daily.json.data[0].value).toMatch(/^2026-11-\d{2}$/);
  });

  it('has no statistics route at all in none mode: the 404 of any unknown path', async () => {
    const answer = await stats(none, WEBSITE, `name=page&${YEAR}`);
    const record = await call(none, 'GET', `/api/v1/websites/${WEBSITE}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'Resource not found.', status: 404 });
    expect(record.status).toBe(200);
  });
});
