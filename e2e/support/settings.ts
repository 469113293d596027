/**
 * Configuring the extension without the options page (every test file but options): writes
 * `local:settings` the way lib/settings.ts stores it (WXT storage: key `settings`, version meta
 * under `settings$`).
 */
import type { Settings } from '../../lib/settings';

export function settingsFor(
  server: { url: string },
  apiKey: string,
  patch: Partial<Settings> = {},
): Settings {
  return {
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
    ...patch,
  };
}

/** The storage items to write with chrome.storage.local.set / browser.storage.local.set. */
export function settingsItems(settings: Settings): Record<string, unknown> {
  return { settings, settings$: { v: 1 } };
}
