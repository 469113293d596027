import { describe, expect, it, vi } from 'vitest';
import { presetRange } from '../../shared/stats/range';
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
  it("gives a link's day and hour in the account's zone, a day apart from a browser 24 hours ahead", () => {
    // 12:00 UTC: 02:00 on the 25th in Honolulu (UTC-10), 02:00 on the 26th in Kiritimati (UTC+14).
    expect(clockOf('links', 'Pacific/Honolulu', true, now)).toMatchObject({
      ready: true,
      timeZone: 'Pacific/Honolulu',
      today: '2026-11-25',
      hour: 2,
      days: 'account',
    });
    expect(clockOf('links', 'Pacific/Kiritimati', true, now)).toMatchObject({ today: '2026-11-26', hour: 2 });
  });

  it("gives a website's day and hour on the analytics server's clock (UTC), whatever zone it is handed", () => {
    // 03:00 UTC on the 25th: 22:00 on the 24th in New York, where the account counts its links.
    const early = new Date('2026-11-25T03:00:00Z');
    for (const zone of ['America/New_York', null, 'UTC'])
      expect(clockOf('websites', zone, true, early)).toMatchObject({
        timeZone: 'UTC',
        today: '2026-11-25',
        hour: 3,
        days: 'server',
      });
  });
});

describe("a website's Today", () => {
  it("is the analytics server's day in presets and ranges, so its total and its hours are the same day", () => {
    // Arrange: 14:00 UTC is 09:00 in New York
    const at = new Date('2026-11-27T14:00:00Z');
    // Act
    const clock = clockOf('websites', 'America/New_York', true, at);
    // Assert
    expect(presetRange('today', clock.today)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(clock.hour).toBe(14);
    expect(
      presetRange('7d', clockOf('websites', null, true, new Date('2026-11-27T02:00:00Z')).today),
    ).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });
});

describe('askZone', () => {
  it("answers the worker's zone, and the browser's (null) when the question fails", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: { timeZone: 'Asia/Tokyo' } })
      .mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'Down.' } });
    expect(await askZone(send, 'links')).toBe('Asia/Tokyo');
    expect(await askZone(send, 'links')).toBeNull();
    expect(send.mock.calls).toEqual([
      ['stats.zone', { service: 'links' }],
      ['stats.zone', { service: 'links' }],
    ]);
  });

  it("answers the analytics server's clock for websites without asking", async () => {
    const send = vi.fn();
    expect(await askZone(send, 'websites')).toBe('UTC');
    expect(send).not.toHaveBeenCalled();
  });
});
