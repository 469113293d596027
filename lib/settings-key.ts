/**
 * Where lib/settings.ts keeps the settings. A module of its own so that pages can watch the
 * settings change without importing the storage item, and with it zod and WXT storage (issue 7).
 */

/** The WXT storage item: `local:` area, never `sync:` (the API key stays on this device). */
export const SETTINGS_ITEM = 'local:settings';

/** The key WXT stores that item under in browser.storage.local. */
export const SETTINGS_STORAGE_KEY = 'settings';
