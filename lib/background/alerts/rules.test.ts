import { describe, expect, it } from 'vitest';
import {
  DOWN_AFTER_MS,
  expiryCause,
  linkTakeoff,
  median,
  milestonePassed,
  nextHealth,
  siteUnusual,
  timesUsual,
} from './rules';

/** 24 hours of `perHour` visitors each. */
const day = (perHour: number) => Array.from({ length: 24 }, () => perHour);

describe('siteUnusual', () => {
  it('says nothing of a day like the previous weeks', () => {
    expect(siteUnusual(day(10), [day(9), day(11), day(10), day(12)], 15)).toBeNull();
  });

  it('finds a day well above its usual in the hours so far, with how many times', () => {
    // Arrange: 412 visitors by 15:00 against about 80 on the same weekdays
    const today = [...Array.from({ length: 14 }, () => 28), 20, ...Array.from({ length: 9 }, () => 0)];
    // Act
    const verdict = siteUnusual(today, [day(5), day(6), day(5), day(40)], 15);
    // Assert
    expect(verdict).toEqual({ direction: 'above', today: 412, usual: 82.5 });
    expect(timesUsual(verdict as NonNullable<typeof verdict>)).toBe(5);
  });

  it('finds a day well below a usual worth comparing', () => {
    expect(siteUnusual(day(1), [day(10), day(10), day(10), day(10)], 12)).toMatchObject({
      direction: 'below',
    });
  });

  it('does not call a few visitors on a quiet site a spike', () => {
    expect(siteUnusual(day(2), [day(0), day(0), day(0), day(0)], 12)).toBeNull();
  });

  it('waits for a few hours of the day before judging it', () => {
    expect(siteUnusual(day(100), [day(1)], 2)).toBeNull();
  });

  it('lets one odd week not make the usual (median)', () => {
    expect(median([5, 6, 5, 400])).toBe(5.5);
  });
});

describe('linkTakeoff', () => {
  it('finds clicks today far above the usual day', () => {
    expect(linkTakeoff(90, [100, 110, 120, 130])).toEqual({ today: 90, usual: 10 });
  });

  it('says nothing of a usual day, nor of a few clicks', () => {
    expect(linkTakeoff(25, [100, 110, 120, 130])).toBeNull();
    expect(linkTakeoff(5, [0])).toBeNull();
  });
});

describe('milestonePassed', () => {
  it('names the highest milestone passed since the last look, once', () => {
    expect(milestonePassed(95, 1005, [100, 1000, 10000])).toBe(1000);
    expect(milestonePassed(1005, 1010, [100, 1000, 10000])).toBeNull();
  });
});

describe('expiryCause', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('announces an end date within the chosen days, not one further away', () => {
    expect(expiryCause({ endsAt: '2026-03-12T12:00:00Z', clicks: 0, expirationClicks: 0 }, now, 3)).toEqual({
      kind: 'date',
      endsAt: '2026-03-12T12:00:00Z',
      days: 2,
    });
    expect(
      expiryCause({ endsAt: '2026-03-20T12:00:00Z', clicks: 0, expirationClicks: 0 }, now, 3),
    ).toBeNull();
  });

  it('announces a clicks limit nearly reached, not one already reached', () => {
    expect(expiryCause({ endsAt: null, clicks: 95, expirationClicks: 100 }, now, 3)).toEqual({
      kind: 'clicks',
      clicks: 95,
      limit: 100,
    });
    expect(expiryCause({ endsAt: null, clicks: 100, expirationClicks: 100 }, now, 3)).toBeNull();
  });
});

describe('nextHealth', () => {
  it('finds a server down from the threshold on, since its first failure, and back when it answers', () => {
    // Arrange
    const first = nextHealth({}, false, 0);
    // Act
    const early = nextHealth(first.health, false, DOWN_AFTER_MS - 1);
    const down = nextHealth(early.health, false, DOWN_AFTER_MS);
    const still = nextHealth(down.health, false, DOWN_AFTER_MS * 3);
    const back = nextHealth(still.health, true, DOWN_AFTER_MS * 4);
    // Assert
    expect([early.event, down.event, still.event, back.event]).toEqual([null, 'down', 'down', 'back']);
    expect(still.health).toEqual({ failingSince: 0 });
    expect(back.health).toEqual({});
  });

  it('finds nothing while the server answers', () => {
    expect(nextHealth({}, true, 60_000)).toEqual({ health: {}, event: null });
  });
});
