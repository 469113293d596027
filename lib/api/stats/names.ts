/**
 * The statistics names on the wire, by server release (docs/API.md section 7, read from the
 * servers' config/stats.php): the normalized names of types.ts are what the rest of the code uses.
 */
import type { NameSet, SeriesName, StatsService, TopName } from './types';

/** Top lists whose wire name is not the normalized one, per set (links only). */
const LINK_TOP_WIRE: Record<NameSet, Partial<Record<TopName, string>>> = {
  current: { os: 'operating_system' },
  legacy: { os: 'platform', city: 'cities' },
};

export function topWireName(service: StatsService, set: NameSet, name: TopName): string {
  return (service === 'links' ? LINK_TOP_WIRE[set][name] : undefined) ?? name;
}

/** How a series is asked for: its wire name, and whether the answer is a paginated list. */
export interface SeriesWire {
  name: string;
  paginated: boolean;
  /** Hours of one day rather than days. */
  hourly: boolean;
}

/**
 * Current links services have one `click` series whose buckets the server sizes by the range
 * (unpaginated); older ones, and both analytics releases, a daily series and an hourly one.
 */
export function seriesWire(set: NameSet, name: SeriesName, singleDay: boolean): SeriesWire {
  if (name === 'clicks') {
    if (set === 'current') return { name: 'click', paginated: false, hourly: singleDay };
    return { name: singleDay ? 'clicks_hour' : 'clicks', paginated: true, hourly: singleDay };
  }
  if (!singleDay) return { name, paginated: true, hourly: false };
  return { name: set === 'current' ? `${name}_hour` : `${name}_hours`, paginated: true, hourly: true };
}

export const otherSet = (set: NameSet): NameSet => (set === 'current' ? 'legacy' : 'current');
