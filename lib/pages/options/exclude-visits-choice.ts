/**
 * What Options' "Don't count my visits" does with a click, as plain values: the setting a mode or
 * a ticked site leads to, and when "All sites" must take in a site the server tracks since.
 */
import { type ExcludeMode, type ExcludeVisits, excludedHosts } from '../../shared/exclude-visits';

/** `https://stats.example:8443/x` -> `stats.example:8443`: the server as the intro names it. */
export function serverHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The setting after choosing `mode`; null when it is already the mode (nothing to store or ask).
 * "All sites" takes the server's list when it is known; off keeps the chosen sites for later.
 */
export function withMode(
  setting: ExcludeVisits,
  mode: ExcludeMode,
  trackedHosts: readonly string[] | null,
): ExcludeVisits | null {
  if (mode === setting.mode) return null;
  return { mode, sites: mode === 'all' ? [...(trackedHosts ?? setting.sites)] : setting.sites };
}

/**
 * The setting after ticking or unticking one site in the list. Ticking a site while off starts
 * afresh with that site, not with sites chosen long ago.
 */
export function withSiteTicked(setting: ExcludeVisits, host: string, on: boolean): ExcludeVisits {
  const current = excludedHosts(setting);
  return { mode: 'sites', sites: on ? [...current, host] : current.filter((site) => site !== host) };
}

/**
 * "All sites" follows the server's list: a site tracked elsewhere since joins it. Null when
 * nothing is to change (another mode, or every tracked site already in).
 */
export function allSitesCaughtUp(
  setting: ExcludeVisits,
  trackedHosts: readonly string[],
): ExcludeVisits | null {
  if (setting.mode !== 'all') return null;
  if (trackedHosts.every((host) => setting.sites.includes(host))) return null;
  return { mode: 'all', sites: [...new Set([...setting.sites, ...trackedHosts])] };
}
