/**
 * Settings as pages see them: through the background, which alone reads the API key and checks
 * every write against the settings schema (lib/background/settings/store.ts). Pages get the public view: the
 * key only as a hint (`••••3f9a`).
 */
import { browser } from 'wxt/browser';
import type { Result } from '../shared/protocol';
import type { PublicSettings, SettingsPatch } from '../shared/settings/schema';
import { SETTINGS_STORAGE_KEY } from '../shared/storage-keys';
import { send } from './rpc';

/** Never throws: a background that cannot answer is `{ ok: false, error }`, as with send. */
export function getSettings(): Promise<Result<PublicSettings>> {
  return send('settings.get', undefined);
}

/** Merges `patch` into the saved settings; an empty or absent apiKey keeps the saved key. */
export function updateSettings(patch: SettingsPatch): Promise<Result<PublicSettings>> {
  return send('settings.save', patch);
}

/**
 * Calls `onChange` with the new public view whenever the stored settings change (the background
 * records a detected dialect; another page saves). Returns a function that stops watching.
 */
export function watchSettings(onChange: (settings: PublicSettings) => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    // A policy change (area 'managed') changes the preset profiles: read again.
    if (area !== 'managed' && (area !== 'local' || !(SETTINGS_STORAGE_KEY in changes))) return;
    void getSettings().then((answer) => answer.ok && onChange(answer.value)); // Else the next change retries.
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
