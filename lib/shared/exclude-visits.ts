/**
 * "Don't count my visits": which tracked sites of a profile's analytics server get no
 * page views from this browser, and the host access that needs. Shared: the popup's switch and
 * the Options section change the setting, the worker turns it into declarativeNetRequest rules
 * (lib/background/exclude-visits/).
 *
 * `sites` holds bare hosts (as the analytics service stores them: no `www.`, no port). In
 * 'sites' mode they are the ones the user chose; in 'all' mode every tracked site of the server
 * as last listed (Options lists them; the worker adds a site tracked from the extension).
 */

export type ExcludeMode = 'off' | 'all' | 'sites';

export interface ExcludeVisits {
  mode: ExcludeMode;
  sites: string[];
}

/** The hosts whose page views are held back: none while the switch is off. */
export function excludedHosts(setting: ExcludeVisits): string[] {
  return setting.mode === 'off' ? [] : setting.sites;
}

export function isExcluded(setting: ExcludeVisits, host: string): boolean {
  return excludedHosts(setting).includes(host);
}

/**
 * The setting with one site turned on or off (the popup's switch). Off for the last chosen site
 * turns the feature off; off for one site in 'all' mode leaves the others on, now as chosen sites.
 */
export function withSite(setting: ExcludeVisits, host: string, on: boolean): ExcludeVisits {
  const others = excludedHosts(setting).filter((site) => site !== host);
  if (on) return { mode: setting.mode === 'all' ? 'all' : 'sites', sites: [...others, host] };
  return others.length === 0 ? { mode: 'off', sites: [] } : { mode: 'sites', sites: others };
}

/** `müller.de` -> `xn--mller-kva.de`: rules and match patterns want the ASCII form. */
function asciiHost(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** An IP address or a single-label name (localhost) has no `www.` twin. */
const hasWwwTwin = (host: string) => host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');

/** The hosts a site's pages are served from: the bare host and its `www.` twin. */
export function siteHosts(hosts: readonly string[]): string[] {
  const all = hosts.flatMap((host) => {
    const ascii = asciiHost(host);
    if (!ascii) return [];
    return hasWwwTwin(ascii) ? [ascii, `www.${ascii}`] : [ascii];
  });
  return [...new Set(all)].sort();
}

/** `https://stats.example:8443/x` -> `https://stats.example/*` (match patterns carry no port). */
function serverPattern(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.hostname}/*`;
  } catch {
    return null;
  }
}

/**
 * The origins the browser must grant for the rules to act (declarativeNetRequestWithHostAccess
 * acts on a request only with access to its URL and to its initiator): the pages of the sites
 * (http and https, with and without `www.`) and the analytics server (granted on Save already).
 */
export function neededOrigins(hosts: readonly string[], analyticsBaseUrl: string): string[] {
  const server = serverPattern(analyticsBaseUrl);
  // Both schemes spelled out, not `*://`: Chrome's permissions.contains finds `*://host/*` in
  // neither `http://host/*` nor `https://host/*` alone, granted separately.
  const sites = siteHosts(hosts).flatMap((host) => [`https://${host}/*`, `http://${host}/*`]);
  return [...sites, ...(server && !sites.includes(server) ? [server] : [])];
}
