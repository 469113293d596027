/**
 * Unusual days (a spike, a drop): a website's visitors or a link's clicks on one day made
 * `factor` times what the seeded statistics have, so that the extension's alerts have something
 * to announce in the demo and the tests. A link's stored click total takes the extra clicks of
 * a spike too (a real server counts each click in both), so a client that watches totals sees
 * the jump. Kept with the data until the next reset.
 */
import type { Data, UnusualDay } from '../model.ts';
import type { Store } from '../store.ts';
import { DAY_MS, dailyTotal, dayNumber, HISTORY_DAYS } from './generate.ts';

export function unusualFactor(data: Data, service: UnusualDay['service'], id: number, date: string): number {
  return data.unusual?.find((u) => u.service === service && u.id === id && u.date === date)?.factor ?? 1;
}

export interface UnusualInput {
  service?: unknown;
  id?: unknown;
  factor?: unknown;
  /** `YYYY-MM-DD`; default the server's today (UTC). */
  date?: unknown;
}

/** Makes a day unusual; an error message for input it cannot use, else null. */
export function setUnusualDay(store: Store, input: UnusualInput, now: number): string | null {
  const { service, id, factor } = input;
  const date = input.date ?? new Date(now).toISOString().slice(0, 10);
  if (service !== 'links' && service !== 'websites') return 'service must be "links" or "websites"';
  if (typeof factor !== 'number' || !Number.isFinite(factor) || factor < 0)
    return 'factor must be a number of 0 or more (5: a spike, 0.2: a drop)';
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'date must be YYYY-MM-DD';
  const records = service === 'links' ? store.data.links : store.data.websites;
  const record = records.find((r) => r.id === id);
  if (!record) return `no ${service === 'links' ? 'link' : 'website'} has id ${String(id)}`;
  const before = unusualFactor(store.data, service, record.id, date);
  store.data.unusual = [
    ...(store.data.unusual ?? []).filter(
      (u) => !(u.service === service && u.id === record.id && u.date === date),
    ),
    { service, id: record.id, date, factor },
  ];
  if (service === 'links' && 'clicks' in record) {
    const today = Math.floor(now / DAY_MS);
    const usual = dailyTotal('links', record.id, dayNumber(date), today - HISTORY_DAYS);
    record.clicks = Math.max(0, record.clicks + Math.round(usual * (factor - before)));
  }
  store.save();
  return null;
}
