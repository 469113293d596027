// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../index.ts';
import { dayString } from '../stats/generate.ts';
import { todayOf } from '../stats/rows.ts';
import type { RunningServer } from '../types.ts';
import { call } from './helpers.ts';

// 05:00 UTC on 2026-11-24: 19:00 on the 23rd in Honolulu (UTC-10), 19:00 on the 24th in Kiritimati (UTC+14).
const T0 = Date.UTC(2026, 10, 24, 5, 0, 0);
const options = { port: 0, now: () => T0, rateLimit: 100_000, faults: true } as const;
const utc: RunningServer = await startServer(options);
const honolulu: RunningServer = await startServer({ ...options, timezone: 'Pacific/Honolulu' });
const current: RunningServer = await startServer({ ...options, dialect: 'current' });
afterAll(() => Promise.all([utc, honolulu, current].map((s) => s.stop())));
beforeEach(() => Promise.all([utc, honolulu, current].map((s) => s.reset())));

const LINK = 1;
const WEBSITE = 1001;
const clicks = (server: RunningServer, day: string) =>
  call(server, 'GET', `/api/v1/stats/${LINK}?name=click&from=${day}&to=${day}`);
const sum = (rows: { count: number | string }[]) => rows.reduce((total, row) => total + Number(row.count), 0);

describe("the account's time zone", () => {
  it('answers the account with its timezone in both dialects, null by default', async () => {
    // Act
    const [classic, newer, zoned] = await Promise.all(
      [utc, current, honolulu].map((server) => call(server, 'GET', '/api/v1/account')),
    );
    // Assert
    expect(classic!.json.data.timezone).toBeNull();
    expect(newer!.json.data.timezone).toBeNull();
    expect(zoned!.json.data.timezone).toBe('Pacific/Honolulu');
  });

  it("counts a link's today as the account's day: nothing yet on the server's day when the account is behind", async () => {
    // Act
    const [accountToday, serverToday] = await Promise.all([
      clicks(honolulu, '2026-11-23'),
      clicks(honolulu, '2026-11-24'),
    ]);
    const [utcYesterday, utcToday, utcTomorrow] = await Promise.all(
      ['2026-11-23', '2026-11-24', '2026-11-25'].map((day) => clicks(utc, day)),
    );
    // Assert: one-day ranges are hourly, `Y-m-d H` in the account's day
    expect(sum(accountToday.json.data)).toBeGreaterThan(0);
    expect(
      accountToday.json.data.every((row: { value: string }) => row.value.startsWith('2026-11-23 ')),
    ).toBe(true);
    expect(serverToday.json.data).toEqual([]);
    expect(sum(utcYesterday!.json.data)).toBeGreaterThan(0);
    // 05:00 on the server's clock: only the hours that have begun have clicks.
    expect(utcToday!.json.data.every((row: { value: string }) => Number(row.value.slice(11)) <= 5)).toBe(
      true,
    );
    expect(utcTomorrow!.json.data).toEqual([]);
  });

  it("keeps the analytics service on the server clock's day whatever the account's zone", async () => {
    // Act
    const query = `/api/v1/stats/${WEBSITE}?name=visitors&from=2026-11-20&to=2026-11-24`;
    const [zoned, plain] = await Promise.all([call(honolulu, 'GET', query), call(utc, 'GET', query)]);
    // Assert
    expect(zoned.json.data.map((row: { value: string }) => row.value)).toContain('2026-11-24');
    expect(zoned.json.data).toEqual(plain.json.data);
  });

  it('sets a zone through POST /__account until the next reset, and refuses an unknown one', async () => {
    // Act
    const set = await fetch(`${utc.url}/__account`, {
      method: 'POST',
      body: JSON.stringify({ timezone: 'Pacific/Honolulu' }),
    });
    const bad = await fetch(`${utc.url}/__account`, { method: 'POST', body: '{"timezone": "Mars/Base"}' });
    const serverToday = await clicks(utc, '2026-11-24');
    const account = await call(utc, 'GET', '/api/v1/account');
    await utc.reset();
    const after = await call(utc, 'GET', '/api/v1/account');
    // Assert
    expect(set.status).toBe(200);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('IANA time zone');
    expect(account.json.data.timezone).toBe('Pacific/Honolulu');
    expect(serverToday.json.data).toEqual([]);
    expect(after.json.data.timezone).toBeNull();
  });

  it("sets another account's zone in process, and refuses a name that is no zone", async () => {
    // Act
    utc.setTimezone('Asia/Tokyo', utc.keys.other);
    // Assert
    expect((await call(utc, 'GET', '/api/v1/account', { key: utc.keys.other })).json.data.timezone).toBe(
      'Asia/Tokyo',
    );
    expect((await call(utc, 'GET', '/api/v1/account')).json.data.timezone).toBeNull();
    expect(() => utc.setTimezone('Nowhere/Else')).toThrow(/IANA time zone/);
    await expect(startServer({ port: 0, timezone: 'Nowhere/Else' })).rejects.toThrow(/IANA time zone/);
  });
});

describe('todayOf', () => {
  it("is the zone's calendar day, across a DST change", () => {
    // America/New_York goes from UTC-5 to UTC-4 on 2026-03-08: midnight is 05:00 UTC before, 04:00 after.
    expect(dayString(todayOf(Date.UTC(2026, 2, 8, 4, 59), 'America/New_York'))).toBe('2026-03-07');
    expect(dayString(todayOf(Date.UTC(2026, 2, 8, 5, 0), 'America/New_York'))).toBe('2026-03-08');
    expect(dayString(todayOf(Date.UTC(2026, 2, 9, 3, 59), 'America/New_York'))).toBe('2026-03-08');
    expect(dayString(todayOf(Date.UTC(2026, 2, 9, 4, 0), 'America/New_York'))).toBe('2026-03-09');
  });

  it("is the server clock's (UTC) day without a zone, 14 hours behind Kiritimati and 10 ahead of Honolulu", () => {
    expect(dayString(todayOf(T0))).toBe('2026-11-24');
    expect(dayString(todayOf(T0, null))).toBe('2026-11-24');
    expect(dayString(todayOf(T0, 'Pacific/Kiritimati'))).toBe('2026-11-24');
    expect(dayString(todayOf(T0 + 5 * 3_600_000, 'Pacific/Kiritimati'))).toBe('2026-11-25');
    expect(dayString(todayOf(T0, 'Pacific/Honolulu'))).toBe('2026-11-23');
  });
});
