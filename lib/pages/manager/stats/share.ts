/**
 * The share of the total beside a top list's count: which of the range's totals a
 * list's counts add up to. The links service counts clicks in every list. The analytics service
 * counts a visitor once in each of its visitor lists (referrer, country, device... and landing
 * page and campaign, recorded on a visitor's first page), and every pageview in `page`. Events
 * are counted per event, which no total counts: no share.
 */
import type { SeriesName, StatsService, TopName } from '../../../api/stats/types';
import { formatPercent } from '../../../shared/format';

export function shareBase(service: StatsService, name: TopName): SeriesName | null {
  if (service === 'links') return 'clicks';
  if (name === 'event') return null;
  return name === 'page' ? 'pageviews' : 'visitors';
}

/** A count's share of `total` as a percent with one decimal, per locale ("5.0%", "12,5 %"), so the column lines up; null without a total. */
export function shareText(count: number, total: number | undefined, locale?: string): string | null {
  if (total === undefined || total <= 0) return null;
  return formatPercent(count / total, 1, locale);
}
