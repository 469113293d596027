/**
 * What the toolbar badge knows of a site, per profile and host, in `storage.session`
 * (the MV3 worker stops when idle; nothing lives only in its site): the tracked website there
 * (websites.findByHost's answer, null: not tracked) and when the badge last asked the server
 * anything for the site. Session only, like every statistic (stats/cache.ts): gone when the
 * browser quits, never in `storage.local`.
 */
import { storage } from 'wxt/utils/storage';

export interface StoredSite {
  /** The website tracked at the host; null: none; undefined: never looked up. */
  websiteId?: number | null;
  lookedUpAt?: number;
  /** The last time a request was sent for this site (lookup or series). */
  askedAt?: number;
}

/** At most one refresh per site in this time (the statistics cache's 5 minutes, stats/cache.ts). */
export const SITE_THROTTLE_MS = 5 * 60_000;
/** How long a lookup's answer holds: a site tracked from the popup shows its badge within this. */
export const SITE_LOOKUP_MS = 30 * 60_000;

const item = (profileId: string, host: string) => `session:toolbarBadge:${profileId}:${host}` as const;

export async function recallSite(profileId: string, host: string): Promise<StoredSite> {
  return (await storage.getItem<StoredSite>(item(profileId, host))) ?? {};
}

export async function rememberSite(profileId: string, host: string, site: StoredSite): Promise<void> {
  await storage.setItem<StoredSite>(item(profileId, host), site);
}
