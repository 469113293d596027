/**
 * Where the background keeps what pages also read straight from storage. A module of its own
 * (no zod, no WXT storage) so that pages can read or watch these items without importing the
 * modules that define them (page size). WXT names an item `area:key` and keeps it in
 * browser.storage.<area> under `key` (lib/background/settings/store.test.ts and lib/shared/drafts.test.ts check both).
 */

/** The settings (lib/background/settings/store.ts): `local:`, never `sync:` (the API key stays on this device). */
export const SETTINGS_ITEM = 'local:settings';
export const SETTINGS_STORAGE_KEY = 'settings';

/** The popup drafts (lib/shared/drafts.ts): `session:`, memory only. */
export const DRAFTS_ITEM = 'session:popupDraft';
export const DRAFTS_STORAGE_KEY = 'popupDraft';

/**
 * "Connect from a server's tab" asked from Options (lib/pages/options/connection/ConnectFromTabHint.tsx):
 * the next popup offers to connect its tab's server even though a profile is connected already.
 * `session:`, memory only; the popup clears it once it connected.
 */
export const CONNECT_NEXT_STORAGE_KEY = 'connectNext';
