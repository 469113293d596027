/**
 * Connection profiles: the stored shape of `local:settings` from version 2 on. A profile is one
 * server connection (key, base URLs, server version and what was detected there, and the
 * preferences that only make sense on that server: default domain and space); everything else
 * stays at the top level and applies to every profile (app-wide preferences).
 *
 * Pure functions on plain objects: no storage, no zod (lib/background/settings/store.ts normalizes each field).
 */

import { DEFAULT_ALERTS } from './settings/alerts';
import { originsOf } from './settings/key-origins';

/** The fields a profile owns; every other settings field is app-wide. */
export const PROFILE_FIELDS = [
  'apiKey',
  // The origins the key may be sent to (lib/shared/settings/key-origins.ts).
  'keyOrigins',
  'linksBaseUrl',
  'analyticsBaseUrl',
  'serverVersion',
  'detectedDialect',
  'defaultDomain',
  'defaultSpace',
  // which of this server's tracked sites get no page views from this browser.
  'excludeVisits',
  // What this server's sites and links may raise as notifications (lib/shared/settings/alerts.ts).
  'alerts',
] as const;

/** The id of the profile a single-connection layout (v0, v1) becomes. */
export const FIRST_PROFILE_ID = 'default';

export interface StoredProfile {
  id: string;
  name: string;
  [field: string]: unknown;
}

/** Version 2 of `local:settings`; unknown top-level fields (newer app-wide preferences) are kept. */
export interface StoredSettings {
  profiles: StoredProfile[];
  activeProfile: string;
  [field: string]: unknown;
}

/** Ids end up in context menu ids (`shorten-link:<id>`) and message inputs: keep them plain. */
export const PROFILE_ID = /^[\w-]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * v1 (one flat connection) -> v2: the connection becomes the first profile; every other field
 * (app-wide preferences, including ones this version does not know) stays at the top level.
 */
export function toProfiles(flat: Record<string, unknown>): StoredSettings {
  const { profileId, profileName, ...rest } = flat;
  const profile: StoredProfile = {
    id: FIRST_PROFILE_ID,
    name: typeof profileName === 'string' ? profileName : '',
  };
  for (const field of PROFILE_FIELDS) {
    if (field in rest) profile[field] = rest[field];
    delete rest[field];
  }
  return { ...rest, profiles: [profile], activeProfile: FIRST_PROFILE_ID };
}

/**
 * Any stored value (v1 flat, v2, damaged) as v2, with at least one profile and an active id that
 * exists. Idempotent: the migration and every read go through it, so a v1 value written after
 * the migration ran (an older page still open, a test) reads correctly too.
 */
export function toStored(raw: unknown): StoredSettings {
  const source = isRecord(raw) ? raw : {};
  if (!Array.isArray(source.profiles)) return toProfiles(source);
  const seen = new Set<string>();
  const profiles = source.profiles.flatMap((entry: unknown) => {
    if (
      !isRecord(entry) ||
      typeof entry.id !== 'string' ||
      !PROFILE_ID.test(entry.id) ||
      seen.has(entry.id)
    ) {
      return [];
    }
    seen.add(entry.id);
    return [{ ...entry, id: entry.id, name: typeof entry.name === 'string' ? entry.name : '' }];
  });
  if (profiles.length === 0) profiles.push({ id: FIRST_PROFILE_ID, name: '' });
  const active = profiles.find((p) => p.id === source.activeProfile) ?? (profiles[0] as StoredProfile);
  return { ...source, profiles, activeProfile: active.id };
}

/** The host of a base URL, or '' when it is not a URL. */
function hostOf(url: unknown): string {
  try {
    return new URL(String(url)).host;
  } catch {
    return '';
  }
}

/** What a profile is called in selects and menus: its name, else its server's host. */
export function profileLabel(profile: { name: string; linksBaseUrl?: unknown }, fallback: string): string {
  return profile.name.trim() || hostOf(profile.linksBaseUrl) || fallback;
}

/**
 * v2 -> v3: every profile gets the alert settings, all off (alerts are chosen per profile and
 * nothing may start asking a server by itself after an update). A profile that has them keeps them.
 */
export function withAlertDefaults(raw: unknown): StoredSettings {
  const stored = toStored(raw);
  return {
    ...stored,
    profiles: stored.profiles.map((profile) =>
      isRecord(profile.alerts) ? profile : { ...profile, alerts: { ...DEFAULT_ALERTS } },
    ),
  };
}

/**
 * v3 -> v4: every profile's key gets the origins it may be sent to, those of the profile's own
 * addresses (the key was saved with them). A profile that has them keeps them.
 */
export function withKeyOrigins(raw: unknown): StoredSettings {
  const stored = withAlertDefaults(raw);
  return {
    ...stored,
    profiles: stored.profiles.map((profile) => {
      if (Array.isArray(profile.keyOrigins)) return profile;
      const text = (field: string) => (typeof profile[field] === 'string' ? (profile[field] as string) : '');
      const urls = { linksBaseUrl: text('linksBaseUrl'), analyticsBaseUrl: text('analyticsBaseUrl') };
      return { ...profile, keyOrigins: text('apiKey') ? originsOf(urls) : [] };
    }),
  };
}
