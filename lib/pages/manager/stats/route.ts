/**
 * The statistics view's place in the manager's hash:
 * `#links/<id>/stats?range=7d` or `#websites/<id>/stats?from=YYYY-MM-DD&to=YYYY-MM-DD`. A
 * preset stays a preset in the hash, so a bookmark of "last 7 days" moves with the days. A top
 * list's name with a value starts that list searched (`&campaign=spring-sale`, the
 * popup's "Campaign statistics"); `&profile=<id>` shows a record of another profile than the
 * active one (an alert of that profile).
 */
import { browser } from 'wxt/browser';
import {
  LINK_TOP_NAMES,
  type StatsRange,
  type StatsService,
  type TopName,
  WEBSITE_TOP_NAMES,
} from '../../../api/stats/types';
import { PROFILE_ID } from '../../../shared/profiles';
import { RANGE_PRESETS, type RangePreset } from '../../../shared/stats/range';

export type StatsRangeChoice = { preset: RangePreset } | { custom: StatsRange };

export interface StatsRoute {
  service: StatsService;
  id: number;
  /** Absent: the range chosen last (preference.ts), else the last 30 days. */
  range?: StatsRangeChoice;
  /** Top lists that start searched for a value. */
  searches?: Partial<Record<TopName, string>>;
  /** Another profile than the active one, whose record this is (an alert's click). */
  profile?: string;
}

const PATH = /^(links|websites)\/(\d{1,15})\/stats$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The route of a hash path and its query, or null when the path is not a statistics view. */
export function parseStatsRoute(path: string, params: URLSearchParams): StatsRoute | null {
  const match = PATH.exec(path);
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(id) || id < 1) return null;
  const route: StatsRoute = { service: match[1] as StatsService, id };
  const preset = params.get('range');
  const [from, to] = [params.get('from') ?? '', params.get('to') ?? ''];
  if (RANGE_PRESETS.includes(preset as RangePreset)) route.range = { preset: preset as RangePreset };
  else if (DAY.test(from) && DAY.test(to)) route.range = { custom: { from, to } };
  const searches: Partial<Record<TopName, string>> = {};
  for (const name of route.service === 'links' ? LINK_TOP_NAMES : WEBSITE_TOP_NAMES) {
    const value = params.get(name)?.trim();
    if (value) searches[name] = value;
  }
  if (Object.keys(searches).length > 0) route.searches = searches;
  const profile = params.get('profile');
  if (profile && PROFILE_ID.test(profile)) route.profile = profile;
  return route;
}

/** Where the popup opens a record's statistics (a new tab of the manager). */
export const statsPageUrl = (
  service: StatsService,
  id: number,
  preset: RangePreset,
  searches?: StatsRoute['searches'],
) =>
  `/manager.html${formatStatsRoute({ service, id, range: { preset }, ...(searches ? { searches } : {}) })}`;

// WXT types getURL with the pages it has built; the manager page is another entrypoint.
const pageUrl = browser.runtime.getURL as (path: string) => string;

/** The popup's "Statistics": the manager's view in a new tab, and the popup closes (as Open in manager does). */
export function openStatsTab(
  service: StatsService,
  id: number,
  preset: RangePreset,
  searches?: StatsRoute['searches'],
): void {
  openManagerTab(statsPageUrl(service, id, preset, searches));
}

/**
 * A manager path (`/manager.html#...`) in a new tab, and the popup closes. Here, beside the
 * popup's Statistics, so its lists ("All 4 in the manager") share this module's chunk
 * instead of adding one to what popup.html names.
 */
export function openManagerTab(path: string): void {
  void browser.tabs.create({ url: pageUrl(path) });
  window.close();
}

export function formatStatsRoute({ service, id, range, searches = {}, profile }: StatsRoute): string {
  const params = new URLSearchParams(
    !range
      ? {}
      : 'preset' in range
        ? { range: range.preset }
        : { from: range.custom.from, to: range.custom.to },
  );
  for (const [name, value] of Object.entries(searches)) if (value) params.set(name, value);
  if (profile) params.set('profile', profile);
  const query = params.toString();
  return `#${service}/${id}/stats${query ? `?${query}` : ''}`;
}
