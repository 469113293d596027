/**
 * The extension's settings: one storage item, `local:settings` (never `sync:`: the API key
 * stays on this device). Only the background imports this module: pages read the public view
 * (no key, only a hint of it) and write through the `settings.get` / `settings.save` messages
 * (lib/pages/settings-client.ts), so the key never leaves the background and every write is
 * checked against the schema (lib/shared/settings/schema.ts).
 *
 * Versions: WXT numbers storage versions from 1 and runs `migrations[n]` for n >= 2 only.
 * - v0: flat `local:apiKey` and `local:baseUrl`, before this item existed (legacy.ts). Read in
 *   its place while `local:settings` is absent, stored by the background on install or update
 *   (migrateLegacySettings).
 * - v1: one flat connection (the Settings fields, without profileId/profileName).
 * - v2: connection profiles (lib/shared/profiles.ts): `{ profiles, activeProfile, ...app-wide }`.
 *   `migrations[2]` converts v1; every read converts too (toStored is idempotent), so a v1
 *   value written after the migration ran still reads right.
 * - v3: each profile with its alert settings (withAlertDefaults).
 * - v4: each profile's key with the origins it may be sent to (withKeyOrigins); a profile read
 *   without them trusts its own addresses (normalizeSettings), as the migration does.
 *
 * The rest of the extension sees one profile at a time as flat `Settings` (views.ts).
 * A read never writes, and the background makes every write in turn (see settingsTurn).
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { Dialect } from '../../api/schemas';
import { createTurns } from '../../shared/in-turn';
import { withManaged, withoutManaged } from '../../shared/managed-profiles';
import { type StoredSettings, toStored, withAlertDefaults, withKeyOrigins } from '../../shared/profiles';
import type { PublicSettings, Settings, SettingsPatch } from '../../shared/settings/schema';
import { serviceUrl } from '../../shared/settings/service-url';
import { SETTINGS_ITEM } from '../../shared/storage-keys';
import { LEGACY_KEYS, migrateV0, readLegacyKeys } from './legacy';
import { assertLockedKept } from './locked';
import { readManagedProfiles } from './managed';
import { mergeSettings, toPublicSettings, viewOf, withView } from './views';

/**
 * No `fallback` and no `init`: WXT runs `init` inside getValue and writes its result, so a read
 * of empty storage could land its defaults over a write made meanwhile (seen in CI: settings
 * an e2e test had just written were replaced by the defaults). Absent = null here; readStored
 * gives the defaults.
 */
export const settingsItem = storage.defineItem<StoredSettings>(SETTINGS_ITEM, {
  version: 4,
  migrations: { 2: toStored, 3: withAlertDefaults, 4: withKeyOrigins },
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

/**
 * Every profile and the app-wide preferences, as stored (v2), keys included, with the profiles an
 * organization's policy presets (lib/shared/managed-profiles.ts): background only.
 */
export async function readStored(): Promise<StoredSettings> {
  const managed = readManagedProfiles(); // asked meanwhile: settled by the time it is needed
  const stored = toStored((await settingsItem.getValue()) ?? migrateV0(await readLegacyKeys()));
  return withManaged(stored, await managed);
}

/**
 * Runs `change` on the stored settings in the settings' turn and stores what it returns, unless
 * it returns them as they were: the read may be stale by then (another context wrote, or the
 * storage was emptied and read as the defaults), and writing it back would undo that write.
 */
export function updateStored(change: (stored: StoredSettings) => StoredSettings): Promise<StoredSettings> {
  return settingsTurn(async () => {
    const stored = await readStored();
    const next = change(stored);
    // The policy's profiles are written as what the user changed there, never as the policy's copy.
    if (next !== stored) await settingsItem.setValue(withoutManaged(next, await readManagedProfiles()));
    return next;
  });
}

/**
 * Writes the settings items as they are stored (`settings` and its version, `settings$`) in the
 * settings' turn. Only the e2e build's hook calls it: the suite sets each test's settings this
 * way because work of the test before (a dialect detected at its server) may still be between
 * updateStored's read and its write, and a write outside the turn would be lost under that one.
 */
export function writeSettingsItems(items: Record<string, unknown>): Promise<void> {
  return settingsTurn(() => browser.storage.local.set(items));
}

/** The full settings of a profile (the active one by default), API key included: background only. */
export async function loadSettings(profileId?: string): Promise<Settings> {
  return viewOf(await readStored(), profileId);
}

export async function loadPublicSettings(profileId?: string): Promise<PublicSettings> {
  const stored = await readStored();
  return toPublicSettings(viewOf(stored, profileId), stored);
}

/**
 * Merges `patch` into a profile (the active one by default; an id not saved yet adds that
 * profile). An empty or absent apiKey keeps the profile's stored key: never another profile's.
 * A change to what an organization's policy locks is refused (locked.ts), nothing saved.
 */
export async function saveSettings(
  patch: SettingsPatch | Partial<Settings>,
  profileId?: string,
): Promise<PublicSettings> {
  const stored = await updateStored((s) => {
    const current = viewOf(s, profileId);
    const next = mergeSettings(current, patch);
    assertLockedKept(
      s.profiles.find((p) => p.id === current.profileId),
      current,
      next,
    );
    return withView(s, next);
  });
  return toPublicSettings(viewOf(stored, profileId), stored);
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
