/**
 * Pure conversions between the stored settings (every profile, keys included) and what the
 * rest of the extension sees: one profile at a time as flat `Settings`, or the public view
 * pages get (no key, only a hint of it).
 */
import { normalizeBaseUrl } from '../../api/client';
import { lockedFields, managedState } from '../../shared/managed-profiles';
import { PROFILE_FIELDS, type StoredSettings, toStored } from '../../shared/profiles';
import { originsOf } from '../../shared/settings/key-origins';
import {
  normalizeSettings,
  type PublicSettings,
  type Settings,
  type SettingsPatch,
} from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { keyOriginsFor } from '../key-guard';

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
    return { id, name, linksBaseUrl, analyticsBaseUrl, serverVersion, managed: managedState(p) };
  });
  const profile = stored.profiles.find((p) => p.id === view.profileId);
  return {
    ...rest,
    apiKeyHint: apiKeyHint(apiKey),
    profiles,
    activeProfile: stored.activeProfile,
    managed: managedState(profile),
    managedKey: lockedFields(profile).includes('apiKey'),
  };
}

/**
 * The merge saveSettings does: a new server forgets what was detected about the old one. A typed
 * key belongs to the addresses saved with it; without one, the saved key follows an address to
 * another origin only when `sendKeyTo` names that origin (else keyNotSentError, nothing saved).
 */
export function mergeSettings(current: Settings, patch: SettingsPatch | Partial<Settings>): Settings {
  const { sendKeyTo = [], ...fields } = patch as SettingsPatch;
  const next = normalizeSettings({ ...current, ...fields, profileId: current.profileId });
  next.linksBaseUrl = normalizeBaseUrl(next.linksBaseUrl);
  next.analyticsBaseUrl = normalizeBaseUrl(next.analyticsBaseUrl);
  const typed = patch.apiKey?.trim() ?? '';
  next.apiKey = typed || current.apiKey;
  if (typed) next.keyOrigins = originsOf(next);
  else next.keyOrigins = current.apiKey ? keyOriginsFor(current.keyOrigins, next, sendKeyTo) : [];
  const linksChanged = next.linksBaseUrl !== current.linksBaseUrl;
  const analyticsChanged = effectiveAnalyticsUrl(next) !== effectiveAnalyticsUrl(current);
  if ((linksChanged || analyticsChanged) && (patch as Partial<Settings>).detectedDialect === undefined) {
    next.detectedDialect = { links: null, websites: null };
  }
  return next;
}
