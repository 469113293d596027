/**
 * The extension's settings: one storage item, `local:settings` (never `sync:`: the API key
 * stays on this device). Only the background imports this module: pages read the public view
 * (no key, only a hint of it) and write through the `settings.get` / `settings.save` messages
 * (lib/settings-client.ts), so the key never leaves the background and every write is checked
 * against the schema here. It also keeps zod and WXT storage out of the pages (issue 7).
 *
 * Versions: WXT numbers storage versions from 1 and runs `migrations[n]` for n >= 2 only. The
 * layout before this item existed ("v0": flat `local:apiKey` and `local:baseUrl`) is read in
 * its place while `local:settings` is absent, and stored as v1 by the background on install or
 * update (migrateLegacySettings). A future v2 shape adds `migrations[2]`.
 *
 * A read never writes, and the background makes every write in turn (see settingsTurn).
 */

import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { LINK_SEARCH_BY, type LinkSearchBy } from './api/enums';
import { atLeast, type Dialect, integer } from './api/schemas';
import { createTurns } from './in-turn';
import { SETTINGS_ITEM } from './storage-keys';

export interface Settings {
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

export type PublicSettings = Omit<Settings, 'apiKey'> & { apiKeyHint: string | null };

export const DEFAULT_SETTINGS: Settings = {
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

const dialect = z.nullable(z.enum(['classic', 'current']));
const idOrNull = z.nullable(integer(atLeast(1)));

/** One schema per field: a stored value that fails its field's schema falls back to the default. */
export const settingsSchema = z.object({
  apiKey: z.string(),
  linksBaseUrl: z.string(),
  analyticsBaseUrl: z.string(),
  copyAutomatically: z.boolean(),
  reuseExisting: z.boolean(),
  defaultDomain: idOrNull,
  defaultSpace: idOrNull,
  contextMenus: z.boolean(),
  notifications: z.boolean(),
  serverVersion: z.enum(['auto', 'classic', 'current']),
  detectedDialect: z.object({ links: dialect, websites: dialect }),
  // Added without a version bump: a stored value without them reads their defaults (normalizeSettings).
  searchIn: z.enum(LINK_SEARCH_BY),
  closeAfterCopy: z.boolean(),
});

/**
 * What a page may change (`settings.save`): every field but the detected dialects, which only
 * the background records. Absent = unchanged; an empty apiKey keeps the stored key. Listed
 * field by field: `z.partial(z.omit(settingsSchema, …))` says the same but pulls 0.4 KB more
 * of zod into the background (issue 7: size budget).
 */
export const settingsPatchSchema = z.object({
  apiKey: z.optional(settingsSchema.shape.apiKey),
  linksBaseUrl: z.optional(settingsSchema.shape.linksBaseUrl),
  analyticsBaseUrl: z.optional(settingsSchema.shape.analyticsBaseUrl),
  copyAutomatically: z.optional(settingsSchema.shape.copyAutomatically),
  reuseExisting: z.optional(settingsSchema.shape.reuseExisting),
  defaultDomain: z.optional(settingsSchema.shape.defaultDomain),
  defaultSpace: z.optional(settingsSchema.shape.defaultSpace),
  contextMenus: z.optional(settingsSchema.shape.contextMenus),
  notifications: z.optional(settingsSchema.shape.notifications),
  serverVersion: z.optional(settingsSchema.shape.serverVersion),
  searchIn: z.optional(settingsSchema.shape.searchIn),
  closeAfterCopy: z.optional(settingsSchema.shape.closeAfterCopy),
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
  return result as unknown as Settings;
}

/** Strips trailing slashes and whitespace: base URLs are joined with `/api/v1/...`. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** The pre-item layout ("v0"): flat keys, one base URL for both services. */
export const LEGACY_KEYS = ['local:apiKey', 'local:baseUrl'] as const;

/** v0 -> v1: builds Settings from the flat layout's values (absent ones take the defaults). */
export function migrateV0(legacy: { apiKey?: unknown; baseUrl?: unknown }): Settings {
  return normalizeSettings({
    ...DEFAULT_SETTINGS,
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
 * an e2e test had just written were replaced by the defaults). Absent = null here; loadSettings
 * gives the defaults.
 */
export const settingsItem = storage.defineItem<Settings>(SETTINGS_ITEM, { version: 1, migrations: {} });

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
    if ((await settingsItem.getValue()) === null) await settingsItem.setValue(migrateV0(legacy));
    await storage.removeItems([...LEGACY_KEYS]);
  });
}

/** The full settings, API key included: for the background only. */
export async function loadSettings(): Promise<Settings> {
  const stored = await settingsItem.getValue();
  return stored === null ? migrateV0(await readLegacyKeys()) : normalizeSettings(stored);
}

/** `••••` and the last four characters, or null when no key is saved. */
export function apiKeyHint(apiKey: string): string | null {
  if (apiKey === '') return null;
  return `••••${apiKey.length > 8 ? apiKey.slice(-4) : ''}`;
}

export function toPublicSettings(settings: Settings): PublicSettings {
  const { apiKey, ...rest } = settings;
  return { ...rest, apiKeyHint: apiKeyHint(apiKey) };
}

export async function loadPublicSettings(): Promise<PublicSettings> {
  return toPublicSettings(await loadSettings());
}

/** The merge saveSettings does, pure: exported for tests and for the background's dialect store. */
export function mergeSettings(current: Settings, patch: Partial<Settings>): Settings {
  const next = normalizeSettings({ ...current, ...patch });
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

/** Merges `patch` into the stored settings. An empty or absent apiKey keeps the stored key. */
export function saveSettings(patch: SettingsPatch | Partial<Settings>): Promise<PublicSettings> {
  return settingsTurn(async () => {
    const next = mergeSettings(await loadSettings(), patch);
    await settingsItem.setValue(next);
    return toPublicSettings(next);
  });
}

/** The base URL a service is reached at: what a detected dialect belongs to. */
export function serviceUrl(settings: Settings, service: 'links' | 'websites'): string {
  return service === 'links' ? settings.linksBaseUrl : effectiveAnalyticsUrl(settings);
}

/**
 * Records what auto-detection found at `url` (writes only on a change). Dropped when the saved
 * URL of that service is no longer `url`: the user moved to another server while the request
 * that told was in flight, and that server has not been detected yet.
 */
export function storeDetectedDialect(
  service: 'links' | 'websites',
  found: Dialect,
  url: string,
): Promise<void> {
  return settingsTurn(async () => {
    const current = await loadSettings();
    if (serviceUrl(current, service) !== url || current.detectedDialect[service] === found) return;
    await settingsItem.setValue({
      ...current,
      detectedDialect: { ...current.detectedDialect, [service]: found },
    });
  });
}

export function effectiveAnalyticsUrl(s: Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>): string {
  return s.analyticsBaseUrl.trim() === '' ? s.linksBaseUrl : s.analyticsBaseUrl;
}
