import { describe, expect, it, vi } from 'vitest';
import { askZone, clockOf, zoneLabel } from './clock';

const now = new Date('2026-11-25T12:00:00Z');

describe('zoneLabel', () => {
  it('names the zone as people read it, with its IANA name', () => {
    expect(zoneLabel('America/New_York', now, 'en')).toBe('Eastern Time (America/New_York)');
    expect(zoneLabel('Europe/Berlin', now, 'de')).toBe('Mitteleuropäische Zeit (Europe/Berlin)');
  });

  it('gives the IANA name alone when Intl knows only an offset', () => {
    expect(zoneLabel('UTC', now, 'en')).toBe('UTC');
  });
});

describe('clockOf', () => {
  it("gives the account's day and hour, a day apart from a browser 24 hours ahead", () => {
    // 12:00 UTC: 02:00 on the 25th in Honolulu (UTC-10), 02:00 on the 26th in Kiritimati (UTC+14).
    expect(clockOf('Pacific/Honolulu', true, now)).toMatchObject({
      ready: true,
      timeZone: 'Pacific/Honolulu',
      today: '2026-11-25',
      hour: 2,
    });
    expect(clockOf('Pacific/Kiritimati', true, now)).toMatchObject({ today: '2026-11-26', hour: 2 });
  });
});

describe('askZone', () => {
  it("answers the worker's zone, and the browser's (null) when the question fails", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: { timeZone: 'Asia/Tokyo' } })
      .mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'Down.' } });
    expect(await askZone(send, 'links')).toBe('Asia/Tokyo');
    expect(await askZone(send, 'websites')).toBeNull();
    expect(send.mock.calls).toEqual([
      ['stats.zone', { service: 'links' }],
      ['stats.zone', { service: 'websites' }],
    ]);
  });
});
