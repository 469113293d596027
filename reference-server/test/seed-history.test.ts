// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer, ServerDialect } from '../types.ts';
import { call } from './helpers.ts';

/**
 * The demo data is the first thing a newcomer sees, so it must not contradict itself: no
 * statistics before a record exists, and a link's click count in the list is the sum of its
 * statistics over all time. Checked for every seeded record of both accounts, in both dialects,
 * with the demo account counting its days in another zone than the server's clock.
 */
const T0 = Date.UTC(2026, 10, 27, 14, 30, 0); // 09:30 in New York
const BEGINNING = '2000-01-01';
const ZONE = 'America/New_York';

const servers: Record<ServerDialect, RunningServer> = {
  classic: await startServer({ port: 0, now: () => T0, rateLimit: 100_000, timezone: ZONE }),
  current: await startServer({
    port: 0,
    now: () => T0,
    rateLimit: 100_000,
    dialect: 'current',
    timezone: ZONE,
  }),
};
afterAll(() => Promise.all(Object.values(servers).map((s) => s.stop())));

type Row = { value: string | null; count: number | string };
const sum = (rows: Row[]) => rows.reduce((total, row) => total + Number(row.count), 0);

/** The calendar day `YYYY-MM-DD` of `at` in `zone` (en-CA writes dates as YYYY-MM-DD). */
const dayIn = (zone: string, at: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Every row of a statistics name over a range, every page read. */
async function statRows(
  server: RunningServer,
  key: string,
  id: number,
  name: string,
  from: string,
  to: string,
) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const query = `name=${name}&from=${from}&to=${to}&per_page=100&page=${page}`;
    const answer = await call(server, 'GET', `/api/v1/stats/${id}?${query}`, { key });
    expect(answer.status).toBe(200);
    rows.push(...answer.json.data);
    if (answer.json.last_page === undefined || page >= answer.json.last_page) return rows;
  }
}

async function records(server: RunningServer, key: string, path: '/api/v1/links' | '/api/v1/websites') {
  const answer = await call(server, 'GET', `${path}?per_page=100`, { key });
  expect(answer.status).toBe(200);
  return answer.json.data as { id: number; clicks?: number | string; created_at: string }[];
}

const accounts = (server: RunningServer) => [
  { key: server.keys.demo, zone: ZONE },
  { key: server.keys.other, zone: 'UTC' },
];

describe.each(['classic', 'current'] as const)('the seeded statistics (%s dialect)', (dialect) => {
  const server = servers[dialect];

  it('counts no click of a link before the day it was created, in its account’s zone', async () => {
    for (const { key, zone } of accounts(server)) {
      const links = await records(server, key, '/api/v1/links');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const created = dayIn(zone, Date.parse(link.created_at));
        const before = await statRows(server, key, link.id, 'click', BEGINNING, dayBefore(created));
        expect({ id: link.id, before }).toEqual({ id: link.id, before: [] });
      }
    }
  });

  it("gives a link's list count as the sum of its clicks over all time, and in every top list", async () => {
    for (const { key, zone } of accounts(server)) {
      const today = dayIn(zone, T0);
      for (const link of await records(server, key, '/api/v1/links')) {
        const [clicks, countries] = await Promise.all([
          statRows(server, key, link.id, 'click', BEGINNING, today),
          statRows(server, key, link.id, 'country', BEGINNING, today),
        ]);
        expect({ id: link.id, sum: sum(clicks) }).toEqual({ id: link.id, sum: Number(link.clicks) });
        expect(sum(countries)).toBe(Number(link.clicks));
      }
    }
  });

  it('counts no visit of a website before the day it was added, on the analytics server’s clock', async () => {
    for (const { key } of accounts(server)) {
      const websites = await records(server, key, '/api/v1/websites');
      expect(websites.length).toBeGreaterThan(0);
      for (const website of websites) {
        const created = dayIn('UTC', Date.parse(website.created_at));
        for (const name of ['visitors', 'pageviews', 'country', 'visitors_hour']) {
          const before = await statRows(server, key, website.id, name, BEGINNING, dayBefore(created));
          expect({ id: website.id, name, before }).toEqual({ id: website.id, name, before: [] });
        }
      }
    }
  });

  it("sums a website's days, hours and top lists to the same totals over all time", async () => {
    for (const { key } of accounts(server)) {
      const today = dayIn('UTC', T0);
      for (const website of await records(server, key, '/api/v1/websites')) {
        const read = (name: string) => statRows(server, key, website.id, name, BEGINNING, today);
        const [visitors, visitorHours, countries, pageviews, pageviewHours, pages] = await Promise.all(
          ['visitors', 'visitors_hour', 'country', 'pageviews', 'pageviews_hour', 'page'].map(read),
        );
        expect(sum(visitors!)).toBeGreaterThan(0);
        expect([sum(visitorHours!), sum(countries!)]).toEqual([sum(visitors!), sum(visitors!)]);
        expect([sum(pageviewHours!), sum(pages!)]).toEqual([sum(pageviews!), sum(pageviews!)]);
      }
    }
  });
});
