/**
 * Deterministic statistics for any record and day: nothing is stored; each day's
 * total comes from a seeded pseudo-random number of (service, record, day), with a weekly
 * rhythm (weekends quieter) and a slow growth, and is split over a dimension's values by their
 * weights so that every dimension of a day sums to that day's total exactly.
 */
import { HOURS } from './dimensions.ts';

export const DAY_MS = 86_400_000;
/** Sunday .. Saturday. */
const WEEKLY = [0.55, 1.1, 1.15, 1.12, 1.05, 0.95, 0.6];
/** How far back the seeded history goes. */
export const HISTORY_DAYS = 730;

/** A small, fast, well-mixed hash to [0, 1): the same inputs always give the same number. */
export function unit(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** Day number (days since 1970-01-01, UTC) <-> `YYYY-MM-DD`. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export type Service = 'links' | 'websites';

/** Visitors of a website, or clicks of a link, on day `n`. 0 before the record's history starts. */
export function dailyTotal(service: Service, id: number, n: number, firstDay: number): number {
  if (n < firstDay) return 0;
  const base = service === 'websites' ? 40 + ((id * 37) % 90) : 4 + ((id * 13) % 17);
  const weekday = WEEKLY[new Date(n * DAY_MS).getUTCDay()]!;
  const growth = 0.7 + (0.6 * Math.min(n - firstDay, HISTORY_DAYS)) / HISTORY_DAYS;
  const noise = 0.75 + 0.5 * unit(service, id, n);
  return Math.round(base * weekday * growth * noise);
}

/** Pageviews of a website on a day: 1.5 to 2.5 per visitor. */
export const dailyPageviews = (id: number, n: number, visitors: number) =>
  Math.round(visitors * (1.5 + unit('pageviews', id, n)));

/**
 * `total` split over `table` in proportion to the weights, each day a little differently (the
 * weights are jittered by the day), by largest remainder: the parts always sum to `total`.
 */
export function split(
  total: number,
  table: [string, number][],
  ...seed: (string | number)[]
): Map<string, number> {
  const weights = table.map(([value, weight]) => weight * (0.7 + 0.6 * unit(...seed, value)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]! += 1;
  }
  return new Map(table.map(([value], i) => [value, parts[i]!]));
}

/** A day's total by hour of the day (`00`..`23`). */
export const byHour = (total: number, ...seed: (string | number)[]) => split(total, HOURS, 'hour', ...seed);
