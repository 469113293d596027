/**
 * Which profile a connection from a server's tab goes into, and what it changes there. Pure:
 * the stored settings in, a profile id and a patch out.
 */
import { normalizeBaseUrl } from '../../api/client';
import type { StoredProfile, StoredSettings } from '../../shared/profiles';
import type { SettingsPatch } from '../../shared/settings/schema';
import type { Service } from '../api-clients';

export interface ConnectTarget {
  profileId: string;
  patch: SettingsPatch;
}

const originOf = (url: unknown) => {
  try {
    return typeof url === 'string' && url !== '' ? new URL(normalizeBaseUrl(url)).origin : null;
  } catch {
    return null;
  }
};

/**
 * - `requested` (the profile list's "Add a server"): that profile.
 * - a profile preset by the organization on this origin: its key only (never its addresses).
 * - no other preset profile: the key read here never goes to the addresses a policy set.
 * - the active profile while it has no key: the first connection.
 * - a profile with the same key on the sister service's server: its other address is filled
 *   (a links server first, then the analytics tab, or the other way round).
 * - a profile already on this origin: its key is renewed.
 * - else a new profile, `newId`.
 */
export function connectTarget(input: {
  stored: StoredSettings;
  origin: string;
  key: string;
  services: readonly Service[];
  requested?: string | undefined;
  newId: string;
}): ConnectTarget {
  const { stored, origin, key, services } = input;
  const both: SettingsPatch = {
    apiKey: key,
    linksBaseUrl: services.includes('links') ? origin : '',
    analyticsBaseUrl: services.includes('websites') ? origin : '',
  };
  if (input.requested) return { profileId: input.requested, patch: both };
  // A profile the organization presets keeps its addresses: it takes only a key read on its own origin.
  const onOrigin = (p: StoredProfile) =>
    originOf(p.linksBaseUrl) === origin || originOf(p.analyticsBaseUrl) === origin;
  const preset = stored.profiles.find((p) => p.managed && onOrigin(p));
  if (preset) return { profileId: preset.id, patch: { apiKey: key } };
  const own = stored.profiles.filter((p) => !p.managed);
  const active = own.find((p) => p.id === stored.activeProfile);
  if (active && !active.apiKey) return { profileId: active.id, patch: both };

  const sister = own.find((p) => p.apiKey === key && originOf(p.linksBaseUrl) !== origin);
  if (sister && services.includes('websites') && !services.includes('links') && originOf(sister.linksBaseUrl))
    return { profileId: sister.id, patch: { analyticsBaseUrl: origin } };
  const analyticsOnly = own.find(
    (p) => p.apiKey === key && !originOf(p.linksBaseUrl) && originOf(p.analyticsBaseUrl) !== origin,
  );
  if (analyticsOnly && services.includes('links'))
    return { profileId: analyticsOnly.id, patch: { linksBaseUrl: origin } };

  const same = own.find(onOrigin);
  if (same) return { profileId: same.id, patch: both };
  return { profileId: input.newId, patch: both };
}
