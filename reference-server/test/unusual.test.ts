// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0); // 2026-11-24, a Tuesday, noon UTC
const server: RunningServer = await startServer({ port: 0, now: () => T0, rateLimit: 100_000, faults: true });
afterAll(() => server.stop());
beforeEach(() => server.reset());

const WEBSITE = 1001;
const sum = (rows: { count: number | string }[]) => rows.reduce((total, row) => total + Number(row.count), 0);
const visitors = async (day: string) =>
  sum(
    (await call(server, 'GET', `/api/v1/stats/${WEBSITE}?name=visitors_hour&from=${day}&to=${day}`)).json
      .data,
  );

describe('unusual days', () => {
  it("makes today's visitors of a site about `factor` times as many, and leaves other days alone", async () => {
    // Arrange
    const [before, lastWeek] = [await visitors('2026-11-24'), await visitors('2026-11-17')];
    // Act
    server.unusualDay({ service: 'websites', id: WEBSITE, factor: 5 });
    // Assert
    // About: the day's total is multiplied, then split into its hours (each rounded).
    expect(await visitors('2026-11-24')).toBeGreaterThanOrEqual(Math.floor(before * 5 * 0.95));
    expect(await visitors('2026-11-17')).toBe(lastWeek);
  });

  it("adds a link's extra clicks of a spike to its stored total", async () => {
    const clicks = async () => (await call(server, 'GET', '/api/v1/links/1')).json.data.clicks as number;
    const before = await clicks();
    server.unusualDay({ service: 'links', id: 1, factor: 10 });
    expect(await clicks()).toBeGreaterThan(before);
  });

  it('is set over HTTP by POST /__unusual, and refuses what it cannot use', async () => {
    const before = await visitors('2026-11-24');
    const set = await call(server, 'POST', '/__unusual', {
      json: { service: 'websites', id: WEBSITE, factor: 0.1 },
    });
    const bad = await call(server, 'POST', '/__unusual', {
      json: { service: 'websites', id: 999_999, factor: 2 },
    });
    expect(set.status).toBe(200);
    expect(await visitors('2026-11-24')).toBeLessThan(before / 5);
    expect(bad.status).toBe(400);
  });

  it('seeds a link that expires within two days', async () => {
    const link = (await call(server, 'GET', '/api/v1/links/21')).json.data;
    const ends = Date.parse(link.ends_at);
    expect(ends - T0).toBeLessThanOrEqual(2 * 86_400_000);
    expect(ends).toBeGreaterThan(T0);
  });
});
