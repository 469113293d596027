/**
 * Settings as pages see them: through the background, which alone reads the API key and checks
 * every write against the settings schema (lib/settings.ts). Pages get the public view: the
 * key only as a hint (`••••3f9a`).
 */
import { browser } from 'wxt/browser';
import type { Result } from './protocol';
import { send } from './rpc';
import type { PublicSettings, SettingsPatch } from './settings';
import { SETTINGS_STORAGE_KEY } from './storage-keys';

/**
 * Profile `profileId`'s settings, the active profile's by default. Never throws: a background
 * that cannot answer is `{ ok: false, error }`, as with send.
 */
export function getSettings(): Promise<Result<PublicSettings>> {
  return send('settings.get', undefined);
}

/** Profile `profileId`'s settings (the options page shows any profile; the popup the active one). */
export function getProfileSettings(profileId?: string): Promise<Result<PublicSettings>> {
  return send('settings.get', profileId ? { profileId } : undefined);
}

/**
 * Merges `patch` into profile `profileId` (the active one by default; an id not saved yet adds
 * that profile); an empty or absent apiKey keeps that profile's saved key.
 */
export function updateSettings(patch: SettingsPatch, profileId?: string): Promise<Result<PublicSettings>> {
  return send('settings.save', profileId ? { ...patch, profileId } : patch);
}

/**
 * Calls `onChange` with the new public view whenever the stored settings change (the background
 * records a detected dialect; another page saves). Returns a function that stops watching.
 */
export function watchSettings(
  onChange: (settings: PublicSettings) => void,
  /** The profile the page shows (the options page's selected one); absent = the active one. */
  profileId: () => string | undefined = () => undefined,
): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area !== 'local' || !(SETTINGS_STORAGE_KEY in changes)) return;
    // Else the next change retries.
    void getProfileSettings(profileId()).then((answer) => answer.ok && onChange(answer.value));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
