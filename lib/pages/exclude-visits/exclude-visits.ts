/**
 * "Don't count my visits" on the pages' side: asking for the host access the rules
 * need, and telling what is missing. permissions.request must start inside the user's click,
 * in the page (never the worker): `askAccess` is the first call the click handlers make.
 */
import { browser } from 'wxt/browser';
import type { ExcludeVisits } from '../../shared/exclude-visits';
import type { Result } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { send } from '../rpc';

/** `https://www.example.com/*` -> `www.example.com`: how the pages name an origin to allow. */
export const originName = (pattern: string) => pattern.replace(/^[^:]*:\/\//, '').replace(/\/\*$/, '');

/**
 * The sites of `patterns`, once each: a site is asked for on http and https, with its `www.`
 * twin, and the browser's prompt names them all; the page names the site.
 */
export const originNames = (patterns: readonly string[]) => {
  const hosts = new Set(patterns.map(originName));
  return [...hosts].filter((host) => !(host.startsWith('www.') && hosts.has(host.slice(4))));
};

/** The browser's prompt, naming the origins; false when refused (or the browser failed). */
export function askAccess(origins: string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  return browser.permissions.request({ origins }).catch(() => false);
}

/** The origins of `wanted` the browser does not grant (revoked, or never allowed). */
export async function missingOrigins(
  wanted: readonly string[],
  contains: (origin: string) => Promise<boolean> = (origin) =>
    browser.permissions.contains({ origins: [origin] }).catch(() => false),
): Promise<string[]> {
  const granted = await Promise.all(wanted.map(contains));
  return wanted.filter((_, index) => !granted[index]);
}

/** Calls `onChange` when the user grants or revokes access; returns the unsubscribe. */
export function watchAccess(onChange: () => void): () => void {
  const events = browser.permissions;
  try {
    events.onAdded.addListener(onChange);
    events.onRemoved.addListener(onChange);
  } catch {
    // Without the events (the unit tests' fake browser has none), the next opening checks again.
    return () => undefined;
  }
  return () => {
    events.onAdded.removeListener(onChange);
    events.onRemoved.removeListener(onChange);
  };
}

/** Stores a profile's setting (a local write: the worker syncs the rules from it). */
export function saveExcludeVisits(
  excludeVisits: ExcludeVisits,
  profileId?: string,
): Promise<Result<PublicSettings>> {
  return send('settings.save', { excludeVisits, ...(profileId ? { profileId } : {}) });
}
