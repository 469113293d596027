/**
 * "Don't count my visits" as declarativeNetRequest dynamic rules: one rule per
 * analytics server that blocks the page-view POST (`{analytics_base_url}/api/event`, docs/API.md section 7.1)
 * when a page of an excluded site sends it. Pure: the worker's sync (sync.ts) reads the settings
 * and writes what this builds, only when it differs from what the browser holds.
 */
import { siteHosts } from '../../shared/exclude-visits';

/** The part of a declarativeNetRequest rule this feature writes and reads back. */
export interface Rule {
  id: number;
  priority?: number;
  action: { type: string };
  condition: {
    urlFilter?: string;
    requestMethods?: string[];
    resourceTypes?: string[];
    initiatorDomains?: string[];
  };
}

/** Our rule ids: other features of the extension keep out of this range. */
export const RULE_IDS = { first: 1_000, last: 1_999 } as const;
/** Where earlier versions kept them: dynamic rules outlive an update, so those are ours to remove. */
export const EARLIER_RULE_IDS = { first: 27_000, last: 27_999 } as const;

const within = (id: number, range: { first: number; last: number }) => id >= range.first && id <= range.last;
export const isOurRule = (rule: { id: number }) =>
  within(rule.id, RULE_IDS) || within(rule.id, EARLIER_RULE_IDS);

/** One profile's part: its analytics server and the bare hosts it excludes (none when off). */
export interface ExcludeTarget {
  analyticsBaseUrl: string;
  hosts: readonly string[];
}

/**
 * The tracking script posts with fetch/XMLHttpRequest, or navigator.sendBeacon when the page
 * unloads: Chrome names a beacon `ping`, Firefox has its own `beacon` type (and refuses none of
 * these), Chrome refuses `beacon` as an unknown type.
 */
export function resourceTypes(browserName: 'chrome' | 'firefox'): string[] {
  return browserName === 'firefox' ? ['xmlhttprequest', 'ping', 'beacon'] : ['xmlhttprequest', 'ping'];
}

/** `https://stats.example/base/` -> `|https://stats.example/base/api/event^`; null when not a URL. */
export function eventUrlFilter(analyticsBaseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(analyticsBaseUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `|` anchors the start; `^` ends the path (a separator, a query or the end of the URL), so
  // `/api/events` or another server's `/x/api/event` are left alone.
  return `|${url.origin}${url.pathname.replace(/\/+$/, '')}/api/event^`;
}

/** The rules for every profile, servers shared by two profiles merged; ids from RULE_IDS.first. */
export function buildRules(targets: readonly ExcludeTarget[], browserName: 'chrome' | 'firefox'): Rule[] {
  const byFilter = new Map<string, Set<string>>();
  for (const target of targets) {
    const filter = eventUrlFilter(target.analyticsBaseUrl);
    const hosts = siteHosts(target.hosts);
    if (!filter || hosts.length === 0) continue;
    const set = byFilter.get(filter) ?? new Set<string>();
    for (const host of hosts) set.add(host);
    byFilter.set(filter, set);
  }
  return [...byFilter.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(0, RULE_IDS.last - RULE_IDS.first + 1)
    .map(([urlFilter, hosts], index) => ({
      id: RULE_IDS.first + index,
      priority: 1,
      action: { type: 'block' },
      condition: {
        urlFilter,
        requestMethods: ['post'],
        resourceTypes: resourceTypes(browserName),
        // Only pages of the excluded sites: the same server's other sites keep counting.
        initiatorDomains: [...hosts].sort(),
      },
    }));
}

/** What decides a rule's effect, in a fixed order: browsers add defaults to the rules they return. */
function essence(rule: Rule): string {
  const c = rule.condition;
  return JSON.stringify([
    rule.id,
    rule.action.type,
    c.urlFilter,
    c.requestMethods,
    c.resourceTypes,
    [...(c.initiatorDomains ?? [])].sort(),
  ]);
}

/**
 * The update that turns `current` (what the browser holds) into `wanted`, or null when they
 * already match (no write at each worker start). Rules outside our id range are never touched.
 */
export function planUpdate(
  current: readonly Rule[],
  wanted: readonly Rule[],
): { removeRuleIds: number[]; addRules: Rule[] } | null {
  const ours = current.filter(isOurRule).sort((a, b) => a.id - b.id);
  const same =
    ours.length === wanted.length && ours.every((rule, i) => essence(rule) === essence(wanted[i] as Rule));
  if (same) return null;
  return { removeRuleIds: ours.map((rule) => rule.id), addRules: [...wanted] };
}
