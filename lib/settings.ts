/**
 * The extension's settings: one storage item, `local:settings` (never `sync:`: the API key
 * stays on this device). Only the background imports this module: pages read the public view
 * (no key, only a hint of it) and write through the `settings.get` / `settings.save` messages
 * (lib/settings-client.ts), so the key never leaves the background and every write is checked
 * against the schema here. It also keeps zod and WXT storage out of the pages (issue 7).
 *
 * Versions: WXT numbers storage versions from 1 and runs `migrations[n]` for n >= 2 only.
 * - v0: flat `local:apiKey` and `local:baseUrl`, before this item existed. Read in its place
 *   while `local:settings` is absent, stored by the background on install or update
 *   (migrateLegacySettings).
 * - v1: one flat connection (the Settings fields below, without profileId/profileName).
 * - v2: connection profiles (lib/profiles.ts): `{ profiles, activeProfile, ...app-wide }`.
 *   `migrations[2]` converts v1; every read converts too (toStored is idempotent), so a v1
 *   value written after the migration ran still reads right.
 *
 * The rest of the extension sees one profile at a time as flat `Settings` (loadSettings(id):
 * the profile's fields over the app-wide ones), so the shorten use case, the API client and the
 * pages did not change shape with profiles.
 *
 * A read never writes, and the background makes every write in turn (see settingsTurn).
 */

import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { normalizeBaseUrl } from './api/client';
import { LINK_SEARCH_BY, type LinkSearchBy } from './api/enums';
import { atLeast, bool, type Dialect, integer, oneOf, orNull } from './api/schemas';
import { createTurns } from './in-turn';
import { FIRST_PROFILE_ID, PROFILE_FIELDS, PROFILE_ID, type StoredSettings, toStored } from './profiles';
import { SETTINGS_ITEM } from './storage-keys';

/** One profile's settings in effect: its connection fields over the app-wide preferences. */
export interface Settings {
  profileId: string;
  /** As the user typed it; '' = called by its server's host (profileLabel). */
  profileName: string;
  apiKey: string;
  linksBaseUrl: string;
  /** '' = same as the links base URL. */
  analyticsBaseUrl: string;
  copyAutomatically: boolean;
  reuseExisting: boolean;
  defaultDomain: number | null;
  defaultSpace: number | null;
  contextMenus: boolean;
  notifications: boolean;
  serverVersion: 'auto' | 'classic' | 'current';
  detectedDialect: { links: Dialect | null; websites: Dialect | null };
  /** The popup's "Search in" choice, remembered (issue 15). */
  searchIn: LinkSearchBy;
  /** Close the popup a moment after a search result is copied with Enter. */
  closeAfterCopy: boolean;
}

/** What pages may know of a profile they do not show: no key. */
export interface ProfileSummary {
  id: string;
  name: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
  serverVersion: Settings['serverVersion'];
}

export type PublicSettings = Omit<Settings, 'apiKey'> & {
  apiKeyHint: string | null;
  profiles: ProfileSummary[];
  activeProfile: string;
};

export const DEFAULT_SETTINGS: Settings = {
  profileId: FIRST_PROFILE_ID,
  profileName: '',
  apiKey: '',
  linksBaseUrl: '',
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
};

const dialect = orNull(oneOf(['classic', 'current']));
const idOrNull = orNull(integer(atLeast(1)));

/** One schema per field: a stored value that fails its field's schema falls back to the default. */
export const settingsSchema = z.object({
  apiKey: z.string(),
  linksBaseUrl: z.string(),
  analyticsBaseUrl: z.string(),
  copyAutomatically: bool(),
  reuseExisting: bool(),
  defaultDomain: idOrNull,
  defaultSpace: idOrNull,
  contextMenus: bool(),
  notifications: bool(),
  serverVersion: oneOf(['auto', 'classic', 'current']),
  detectedDialect: z.object({ links: dialect, websites: dialect }),
  // Added without a version bump: a stored value without them reads their defaults (normalizeSettings).
  searchIn: oneOf(LINK_SEARCH_BY),
  closeAfterCopy: bool(),
});

type PatchShape = {
  [K in Exclude<keyof typeof settingsSchema.shape, 'detectedDialect'>]: z.ZodMiniOptional<
    (typeof settingsSchema.shape)[K]
  >;
};

/**
 * What a page may change (`settings.save`): every field but the detected dialects, which only
 * the background records. Absent = unchanged; an empty apiKey keeps the stored key. Built from
 * the fields' own schemas by a loop: `z.partial(z.omit(settingsSchema, …))` says the same but
 * pulls 0.4 KB more of zod into the background (issue 7: size budget).
 */
export const settingsPatchSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(settingsSchema.shape)
      .filter(([key]) => key !== 'detectedDialect')
      .map(([key, schema]) => [key, z.optional(schema)]),
  ) as PatchShape),
  profileName: z.optional(z.string()),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Tolerant read: keeps every valid field of `raw`, defaults the rest (never throws). */
export function normalizeSettings(raw: unknown): Settings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const parsed = schema.safeParse(source[key]);
    result[key] = parsed.success ? parsed.data : DEFAULT_SETTINGS[key as keyof Settings];
  }
  const { profileId, profileName } = source;
  result.profileId =
    typeof profileId === 'string' && PROFILE_ID.test(profileId) ? profileId : FIRST_PROFILE_ID;
  result.profileName = typeof profileName === 'string' ? profileName.trim() : '';
  return result as unknown as Settings;
}

// The API client trims base URLs the same way; one function for both.
export { normalizeBaseUrl };

/** The pre-item layout ("v0"): flat keys, one base URL for both services. */
export const LEGACY_KEYS = ['local:apiKey', 'local:baseUrl'] as const;

/** v0 -> flat settings from the flat layout's values (absent ones take the defaults). */
export function migrateV0(legacy: { apiKey?: unknown; baseUrl?: unknown }): Settings {
  // normalizeSettings gives every other field its default (no spread of DEFAULT_SETTINGS: size budget).
  return normalizeSettings({
    apiKey: typeof legacy.apiKey === 'string' ? legacy.apiKey.trim() : '',
    linksBaseUrl: typeof legacy.baseUrl === 'string' ? normalizeBaseUrl(legacy.baseUrl) : '',
  });
}

async function readLegacyKeys(): Promise<{ apiKey: unknown; baseUrl: unknown }> {
  const [apiKey, baseUrl] = await Promise.all(LEGACY_KEYS.map((key) => storage.getItem<unknown>(key)));
  return { apiKey, baseUrl };
}

/**
 * No `fallback` and no `init`: WXT runs `init` inside getValue and writes its result, so a read
 * of empty storage could land its defaults over a write made meanwhile (seen in CI: settings
 * an e2e test had just written were replaced by the defaults). Absent = null here; readStored
 * gives the defaults.
 */
export const settingsItem = storage.defineItem<StoredSettings>(SETTINGS_ITEM, {
  version: 2,
  migrations: { 2: toStored },
});

/**
 * Read-modify-writes of the settings run one after another: a detected dialect recorded while
 * the user saves cannot bring back the settings from before the save.
 */
const settingsTurn = createTurns();

/**
 * Stores the v0 layout as `local:settings` when that does not exist yet, then removes the v0
 * keys once `local:settings` exists. Called by the background on install/update.
 */
export function migrateLegacySettings(): Promise<void> {
  return settingsTurn(async () => {
    const legacy = await readLegacyKeys();
    if (legacy.apiKey == null && legacy.baseUrl == null) return;
    if ((await settingsItem.getValue()) === null) await settingsItem.setValue(toStored(migrateV0(legacy)));
    await storage.removeItems([...LEGACY_KEYS]);
  });
}

/** Every profile and the app-wide preferences, as stored (v2), keys included: background only. */
export async function readStored(): Promise<StoredSettings> {
  const stored = await settingsItem.getValue();
  return toStored(stored ?? migrateV0(await readLegacyKeys()));
}

/** Profile `id`'s settings in effect (a profile not saved yet gets the defaults). */
export function viewOf(stored: StoredSettings, id = stored.activeProfile): Settings {
  const { profiles, activeProfile, ...appWide } = stored;
  const { id: profileId, name, ...fields } = profiles.find((p) => p.id === id) ?? { id, name: '' };
  return normalizeSettings({ ...appWide, ...fields, profileId, profileName: name });
}

/** `view` written back: its connection fields into its profile (added when new), the rest app-wide. */
export function withView(stored: StoredSettings, view: Settings): StoredSettings {
  const { profileId: id, profileName: name, ...fields } = view;
  const profile: Record<string, unknown> = { id, name };
  const appWide: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    ((PROFILE_FIELDS as readonly string[]).includes(key) ? profile : appWide)[key] = value;
  }
  const profiles = [...stored.profiles];
  const index = profiles.findIndex((p) => p.id === id);
  // Fields of the stored profile this version does not know are kept.
  profiles[index < 0 ? profiles.length : index] = { ...profiles[index], ...profile, id, name };
  return { ...stored, ...appWide, profiles };
}

/** Runs `change` on the stored settings in the settings' turn and stores what it returns. */
export function updateStored(change: (stored: StoredSettings) => StoredSettings): Promise<StoredSettings> {
  return settingsTurn(async () => {
    const next = change(await readStored());
    await settingsItem.setValue(next);
    return next;
  });
}

/** The full settings of a profile (the active one by default), API key included: background only. */
export async function loadSettings(profileId?: string): Promise<Settings> {
  return viewOf(await readStored(), profileId);
}

/** `••••` and the last four characters, or null when no key is saved. */
export function apiKeyHint(apiKey: string): string | null {
  if (apiKey === '') return null;
  return `••••${apiKey.length > 8 ? apiKey.slice(-4) : ''}`;
}

/** A profile's public view, with every profile's summary (never a key) for switchers and menus. */
export function toPublicSettings(view: Settings, stored: StoredSettings = toStored(view)): PublicSettings {
  const { apiKey, ...rest } = view;
  const profiles = stored.profiles.map((p) => {
    const {
      profileId: id,
      profileName: name,
      linksBaseUrl,
      analyticsBaseUrl,
      serverVersion,
    } = viewOf(stored, p.id);
    return { id, name, linksBaseUrl, analyticsBaseUrl, serverVersion };
  });
  return { ...rest, apiKeyHint: apiKeyHint(apiKey), profiles, activeProfile: stored.activeProfile };
}

export async function loadPublicSettings(profileId?: string): Promise<PublicSettings> {
  const stored = await readStored();
  return toPublicSettings(viewOf(stored, profileId), stored);
}

/** The merge saveSettings does, pure: exported for tests and for the background's dialect store. */
export function mergeSettings(current: Settings, patch: Partial<Settings>): Settings {
  const next = normalizeSettings({ ...current, ...patch, profileId: current.profileId });
  if (patch.apiKey === undefined || patch.apiKey.trim() === '') next.apiKey = current.apiKey;
  else next.apiKey = patch.apiKey.trim();
  next.linksBaseUrl = normalizeBaseUrl(next.linksBaseUrl);
  next.analyticsBaseUrl = normalizeBaseUrl(next.analyticsBaseUrl);
  const linksChanged = next.linksBaseUrl !== current.linksBaseUrl;
  const analyticsChanged = effectiveAnalyticsUrl(next) !== effectiveAnalyticsUrl(current);
  if ((linksChanged || analyticsChanged) && patch.detectedDialect === undefined) {
    next.detectedDialect = { links: null, websites: null };
  }
  return next;
}

/**
 * Merges `patch` into a profile (the active one by default; an id not saved yet adds that
 * profile). An empty or absent apiKey keeps the profile's stored key: never another profile's.
 */
export async function saveSettings(
  patch: SettingsPatch | Partial<Settings>,
  profileId?: string,
): Promise<PublicSettings> {
  const stored = await updateStored((s) => withView(s, mergeSettings(viewOf(s, profileId), patch)));
  return toPublicSettings(viewOf(stored, profileId), stored);
}

/** The base URL a service is reached at: what a detected dialect belongs to. */
export function serviceUrl(
  settings: Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>,
  service: 'links' | 'websites',
): string {
  return service === 'links' ? settings.linksBaseUrl : effectiveAnalyticsUrl(settings);
}

/**
 * Records what auto-detection found at `url` for a profile. Dropped when that profile's saved
 * URL of the service is no longer `url` (the user moved to another server while the request
 * that told was in flight), or the profile is gone.
 */
export async function storeDetectedDialect(
  service: 'links' | 'websites',
  found: Dialect,
  url: string,
  profileId?: string,
): Promise<void> {
  await updateStored((stored) => {
    // A removed profile reads as the defaults, whose empty URL is never `url`: nothing is stored.
    const current = viewOf(stored, profileId);
    if (serviceUrl(current, service) !== url || current.detectedDialect[service] === found) return stored;
    return withView(stored, {
      ...current,
      detectedDialect: { ...current.detectedDialect, [service]: found },
    });
  });
}

export function effectiveAnalyticsUrl(s: Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>): string {
  return s.analyticsBaseUrl.trim() === '' ? s.linksBaseUrl : s.analyticsBaseUrl;
}
