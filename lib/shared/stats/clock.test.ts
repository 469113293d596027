import { describe, expect, it } from 'vitest';
import { browserZone, dayIn, differsFromBrowser, hourIn } from './clock';
import { presetRange, previousRange } from './range';

/** 14 hours ahead of UTC, and 10 hours behind it: neither has DST, and they are a day apart. */
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Honolulu';
const at = (iso: string) => new Date(iso);

describe('dayIn', () => {
  it("gives the account's day when the browser is 14 hours ahead of it", () => {
    // 09:30 UTC on the 24th: 23:30 in Kiritimati, the account (UTC) still on the 24th.
    const now = at('2026-11-24T09:30:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-24');
    expect(dayIn(AHEAD, now)).toBe('2026-11-24');
    // Half an hour later Kiritimati's day has turned, the account's has not.
    const later = at('2026-11-24T10:30:00Z');
    expect(dayIn(AHEAD, later)).toBe('2026-11-25');
    expect(dayIn('UTC', later)).toBe('2026-11-24');
  });

  it("gives the account's day when the browser is 10 hours behind it", () => {
    // 05:00 UTC on the 24th: the account (UTC) is on the 24th, Honolulu still at 19:00 on the 23rd.
    const now = at('2026-11-24T05:00:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-24');
    expect(dayIn(BEHIND, now)).toBe('2026-11-23');
  });

  it('turns the day at midnight of the zone, to the minute', () => {
    expect(dayIn(BEHIND, at('2026-11-25T09:59:00Z'))).toBe('2026-11-24');
    expect(dayIn(BEHIND, at('2026-11-25T10:00:00Z'))).toBe('2026-11-25');
    expect(dayIn(AHEAD, at('2026-12-31T09:59:59Z'))).toBe('2026-12-31');
    expect(dayIn(AHEAD, at('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });

  it('follows a DST change: midnight in New York is 05:00 UTC in winter, 04:00 in summer', () => {
    // Clocks go forward on 2026-03-08 and back on 2026-11-01 in America/New_York.
    expect(dayIn('America/New_York', at('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(dayIn('America/New_York', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(dayIn('America/New_York', at('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(dayIn('America/New_York', at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    expect(dayIn('America/New_York', at('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(dayIn('America/New_York', at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it("gives the browser's local calendar day when the account names no zone", () => {
    expect(dayIn(null, new Date(2026, 10, 4, 23, 59))).toBe('2026-11-04');
  });
});

describe('hourIn', () => {
  it("gives the hour of the account's day, 0 at midnight", () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(hourIn(AHEAD, now)).toBe(0);
    expect(hourIn(BEHIND, now)).toBe(0);
    expect(hourIn('UTC', now)).toBe(10);
    expect(hourIn('Asia/Kolkata', now)).toBe(15);
  });

  it('skips the hour clocks jump over, and repeats the one they go back over', () => {
    // Europe/Berlin: 02:00 -> 03:00 on 2026-03-29 (01:00 UTC), 03:00 -> 02:00 on 2026-10-25 (01:00 UTC).
    expect(hourIn('Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBe(1);
    expect(hourIn('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe(3);
    expect(hourIn('Europe/Berlin', at('2026-10-25T00:30:00Z'))).toBe(2);
    expect(hourIn('Europe/Berlin', at('2026-10-25T01:30:00Z'))).toBe(2);
  });
});

describe("presets in the account's day", () => {
  it('shift every preset and the previous period by the day the zones are apart', () => {
    // 12:00 UTC: the browser (Kiritimati) is already on the 26th, the account (Honolulu) on the 25th.
    const now = at('2026-11-25T12:00:00Z');
    const today = dayIn(BEHIND, now);
    expect(dayIn(AHEAD, now)).toBe('2026-11-26');
    expect(presetRange('today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(previousRange(presetRange('7d', today))).toEqual({ from: '2026-11-12', to: '2026-11-18' });
  });
});

describe('differsFromBrowser', () => {
  it('says so when the account counts days in another zone, 14 hours ahead or 10 behind', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(differsFromBrowser('UTC', now, AHEAD)).toBe(true);
    expect(differsFromBrowser('UTC', now, BEHIND)).toBe(true);
  });

  it('is false without a zone, for the same zone, and for another name of the same clock', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(differsFromBrowser(null, now, AHEAD)).toBe(false);
    expect(differsFromBrowser(AHEAD, now, AHEAD)).toBe(false);
    expect(differsFromBrowser('Asia/Calcutta', now, 'Asia/Kolkata')).toBe(false);
    expect(differsFromBrowser(browserZone(), now)).toBe(false);
  });

  it('is true for zones that agree in winter only (DST on one side)', () => {
    // Africa/Lagos is UTC+1 all year; Europe/Berlin is UTC+1 in winter, UTC+2 in summer.
    expect(differsFromBrowser('Africa/Lagos', at('2026-01-10T12:00:00Z'), 'Europe/Berlin')).toBe(true);
  });

  it('is true for zones a quarter of an hour apart', () => {
    expect(differsFromBrowser('Asia/Kathmandu', at('2026-11-24T12:00:00Z'), 'Asia/Kolkata')).toBe(true);
  });
});
