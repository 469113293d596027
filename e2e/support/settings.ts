/**
 * Configuring the extension without the options page (every test file but options): writes
 * `local:settings` the way lib/background/settings/store.ts stores it (WXT storage: key `settings`, version meta
 * under `settings$`; version 2 = connection profiles, lib/shared/profiles.ts; 3 = each with its alerts; 4 = each
 * key with the origins it may be sent to).
 */
import { PROFILE_FIELDS } from '../../lib/shared/profiles';
import { DEFAULT_ALERTS } from '../../lib/shared/settings/alerts';
import { originsOf } from '../../lib/shared/settings/key-origins';
import type { Settings } from '../../lib/shared/settings/schema';

/** One profile's settings (the first profile, id `default`, unless `patch` says otherwise). */
export function settingsFor(
  server: { url: string },
  apiKey: string,
  patch: Partial<Settings> = {},
): Settings {
  const settings: Settings = {
    profileId: 'default',
    profileName: '',
    apiKey,
    linksBaseUrl: server.url,
    analyticsBaseUrl: '',
    copyAutomatically: true,
    reuseExisting: true,
    defaultDomain: null,
    defaultSpace: null,
    contextMenus: true,
    notifications: true,
    serverVersion: 'auto',
    detectedDialect: { links: null, websites: null },
    searchIn: 'title',
    closeAfterCopy: true,
    excludeVisits: { mode: 'off', sites: [] },
    toolbarBadge: 'off',
    alerts: DEFAULT_ALERTS,
    keyOrigins: [],
    ...patch,
  };
  // The key was typed for this profile's own addresses, unless the test says otherwise.
  return patch.keyOrigins ? settings : { ...settings, keyOrigins: apiKey ? originsOf(settings) : [] };
}

/**
 * The storage items to write with chrome.storage.local.set / browser.storage.local.set: one
 * profile per settings given (the app-wide preferences are the first one's), the first active.
 */
export function settingsItems(...all: [Settings, ...Settings[]]): Record<string, unknown> {
  const { profileId, profileName, ...first } = all[0];
  const appWide: Record<string, unknown> = { ...first };
  for (const field of PROFILE_FIELDS) delete appWide[field];
  const profiles = all.map((s) => ({
    id: s.profileId,
    name: s.profileName,
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, s[field]])),
  }));
  return { settings: { ...appWide, profiles, activeProfile: profileId }, settings$: { v: 4 } };
}
