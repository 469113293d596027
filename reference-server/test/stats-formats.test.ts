// @vitest-environment node
/**
 * Contract: the reference server's statistics values are in exactly the formats the
 * real servers store (docs/API.md section 7.1), so the demo and the e2e tests meet what users
 * meet. Every value of every top list of a link and of a website, over a year, in both release
 * sets of names; nothing stored (a failed lookup, a direct visit) is JSON null on the links
 * service and '' on the analytics service.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const options = { port: 0, now: () => T0, rateLimit: 100_000 } as const;
const current: RunningServer = await startServer(options);
const legacy: RunningServer = await startServer({ ...options, stats: 'legacy' });
afterAll(() => Promise.all([current, legacy].map((s) => s.stop())));

const WEBSITE = 1001;
const LINK = 1;
const YEAR = 'from=2025-11-25&to=2026-11-24';

type Value = string | null;

/** Every row of a top list over the year, all pages. */
async function allRows(server: RunningServer, id: number, name: string) {
  const rows: { value: Value; count: number | string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(
      server,
      'GET',
      `/api/v1/stats/${id}?name=${name}&${YEAR}&per_page=100&page=${page}`,
    );
    expect(answer.status).toBe(200);
    rows.push(...answer.json.data);
    if (page >= answer.json.last_page) return rows;
  }
}

/** The real formats (docs/API.md section 7.1), by what a name holds. */
const FORMATS = {
  country: /^[A-Z]{2}:[A-Z][^:]*$/,
  city: /^[A-Z]{2}:[^:,]+(, [A-Z0-9]{1,3})?$/,
  continent: /^(AF|AN|AS|EU|NA|OC|SA):[A-Z][A-Za-z ]+$/,
  referrer: /^([a-z0-9-]+\.)+[a-z]{2,}$/,
  language: /^[a-z]{2}$/,
  device: /^[a-z]+$/,
  event: /^[^:]+:(\d+(\.\d+)?)?:[A-Z]*$/,
  browser: /^\S.*$/,
  os: /^\S.*$/,
  page: /^\/\S{0,254}$/,
  campaign: /^[a-z0-9-]+$/,
  resolution: /^\d+x\d+$/,
} as const;
type Kind = keyof typeof FORMATS;

/** The names whose lookup may fail (or, for the referrer, a direct visit): nothing is stored. */
const MAY_BE_NOTHING: readonly Kind[] = ['country', 'city', 'continent', 'referrer', 'language'];

const LINK_NAMES: Record<string, Kind> = {
  referrer: 'referrer',
  country: 'country',
  city: 'city',
  browser: 'browser',
  operating_system: 'os',
  device: 'device',
  language: 'language',
};
const LEGACY_LINK_NAMES: Record<string, Kind> = { cities: 'city', platform: 'os' };
const WEBSITE_NAMES: Record<string, Kind> = {
  page: 'page',
  landing_page: 'page',
  referrer: 'referrer',
  campaign: 'campaign',
  continent: 'continent',
  country: 'country',
  city: 'city',
  language: 'language',
  browser: 'browser',
  os: 'os',
  device: 'device',
  resolution: 'resolution',
  event: 'event',
};

const cases = [
  ...Object.entries(LINK_NAMES).map(([name, kind]) => ({
    server: current,
    service: 'links',
    id: LINK,
    name,
    kind,
  })),
  ...Object.entries(LEGACY_LINK_NAMES).map(([name, kind]) => ({
    server: legacy,
    service: 'links',
    id: LINK,
    name,
    kind,
  })),
  ...Object.entries(WEBSITE_NAMES).map(([name, kind]) => ({
    server: current,
    service: 'websites',
    id: WEBSITE,
    name,
    kind,
  })),
] as const;

describe('statistics values (docs/API.md section 7.1)', () => {
  it.each(cases)('stores $service $name in the real format', async ({ server, service, id, name, kind }) => {
    // Act
    const rows = await allRows(server, id, name);
    // Assert
    const nothing = service === 'links' ? null : '';
    const stored = rows.map((row) => row.value).filter((value) => value !== nothing);
    expect(rows.length).toBeGreaterThan(0);
    for (const value of stored) expect(value).toMatch(FORMATS[kind]);
    // Nothing stored is there, in the service's own way, exactly where a lookup can fail.
    expect(rows.some((row) => row.value === nothing)).toBe(MAY_BE_NOTHING.includes(kind));
    expect(rows.some((row) => row.value === (service === 'links' ? '' : null))).toBe(false);
  });

  it('keeps the examples of the real servers: cities with and without a subdivision, events with empty parts', async () => {
    const cities = (await allRows(current, WEBSITE, 'city')).map((row) => row.value);
    const events = (await allRows(current, WEBSITE, 'event')).map((row) => row.value);
    const referrers = (await allRows(current, LINK, 'referrer')).map((row) => row.value);
    expect(cities).toEqual(expect.arrayContaining(['US:New York, NY', 'JP:Tokyo, 13', 'SG:Singapore']));
    expect(events).toEqual(expect.arrayContaining(['Signup::', 'Purchase:49:USD', 'Download::']));
    expect(referrers).toEqual(expect.arrayContaining([null, 'www.google.com', 'news.ycombinator.com']));
  });

  it('still sums every dimension of a link to its clicks, failed lookups included', async () => {
    const clicks = await call(current, 'GET', `/api/v1/stats/${LINK}?name=click&${YEAR}`);
    const total = (rows: { count: number | string }[]) =>
      rows.reduce((sum, row) => sum + Number(row.count), 0);
    const expected = total(clicks.json.data);
    for (const name of Object.keys(LINK_NAMES))
      expect(total(await allRows(current, LINK, name))).toBe(expected);
  });
});
