/**
 * The layout before the settings item existed ("v0"): flat `local:apiKey` and `local:baseUrl`,
 * one base URL for both services. Read in the item's place while `local:settings` is absent.
 */
import { storage } from 'wxt/utils/storage';
import { normalizeBaseUrl } from '../../api/client';
import { normalizeSettings, type Settings } from '../../shared/settings/schema';

export const LEGACY_KEYS = ['local:apiKey', 'local:baseUrl'] as const;

/** v0 -> flat settings from the flat layout's values (absent ones take the defaults). */
export function migrateV0(legacy: { apiKey?: unknown; baseUrl?: unknown }): Settings {
  return normalizeSettings({
    apiKey: typeof legacy.apiKey === 'string' ? legacy.apiKey.trim() : '',
    linksBaseUrl: typeof legacy.baseUrl === 'string' ? normalizeBaseUrl(legacy.baseUrl) : '',
  });
}

export async function readLegacyKeys(): Promise<{ apiKey: unknown; baseUrl: unknown }> {
  const [apiKey, baseUrl] = await Promise.all(LEGACY_KEYS.map((key) => storage.getItem<unknown>(key)));
  return { apiKey, baseUrl };
}
