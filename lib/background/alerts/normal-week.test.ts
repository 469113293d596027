/**
 * The reference server's seeded statistics are a plausible site (a weekly rhythm, slow growth,
 * day-to-day noise): a whole week of them, checked at every hour, must raise no alert.
 */
import { describe, expect, it } from 'vitest';
import { byHour, dailyTotal, HISTORY_DAYS } from '../../../reference-server/stats/generate';
import { siteUnusual } from './rules';

const TODAY = Math.floor(Date.UTC(2026, 10, 24) / 86_400_000);
const FIRST_DAY = TODAY - HISTORY_DAYS;
const DEMO_SITES = [1001, 1002, 1003];

const hoursOf = (id: number, day: number) =>
  [...byHour(dailyTotal('websites', id, day, FIRST_DAY), 'websites', id, day)]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, count]) => count);

describe('siteUnusual on the reference server’s seeded week', () => {
  it('raises nothing for any demo site at any hour of a normal week', () => {
    const raised: string[] = [];
    for (const id of DEMO_SITES) {
      for (let day = TODAY - 6; day <= TODAY; day++) {
        const earlier = [1, 2, 3, 4].map((week) => hoursOf(id, day - 7 * week));
        for (let hours = 0; hours <= 24; hours++) {
          if (siteUnusual(hoursOf(id, day), earlier, hours)) raised.push(`${id} day ${day} hour ${hours}`);
        }
      }
    }
    expect(raised).toEqual([]);
  });
});
