/**
 * Settings of any profile, for the options page (which edits one profile at a time, not only the
 * active one). Beside lib/pages/settings-client.ts rather than in it: that module is in the popup's
 * start-up chunk, and the popup only ever needs the active profile (popup size).
 */
import { browser } from 'wxt/browser';
import type { Result } from '../../../shared/protocol';
import type { PublicSettings, SettingsPatch } from '../../../shared/settings/schema';
import { SETTINGS_STORAGE_KEY } from '../../../shared/storage-keys';
import { send } from '../../rpc';

/** Profile `profileId`'s settings (the active one's when absent); never throws, as with send. */
export function getProfileSettings(profileId?: string): Promise<Result<PublicSettings>> {
  return send('settings.get', profileId ? { profileId } : undefined);
}

/**
 * Merges `patch` into profile `profileId` (an id not saved yet adds that profile); an empty or
 * absent apiKey keeps that profile's saved key.
 */
export function updateProfileSettings(
  patch: SettingsPatch,
  profileId: string,
): Promise<Result<PublicSettings>> {
  return send('settings.save', { ...patch, profileId });
}

/**
 * Calls `onChange` with the public view of the profile `profileId()` names whenever the stored
 * settings change (a detected dialect recorded, another page saving). Returns the unwatch.
 */
export function watchProfileSettings(
  onChange: (settings: PublicSettings) => void,
  profileId: () => string | undefined,
): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    // A policy change (area 'managed') changes the preset profiles: read again.
    if (area !== 'managed' && (area !== 'local' || !(SETTINGS_STORAGE_KEY in changes))) return;
    // Else the next change retries.
    void getProfileSettings(profileId()).then((answer) => answer.ok && onChange(answer.value));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
