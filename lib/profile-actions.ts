/**
 * What the background does to the list of profiles (the `profiles.*` messages): switch the
 * active one, remove one, import shared ones. Each is one read-modify-write in the settings'
 * turn (updateStored). Adding and editing a profile is `settings.save` with its id.
 */
import { ApiError } from './api/errors';
import { clearHistory } from './history';
import type { StoredProfile } from './profiles';
import {
  loadPublicSettings,
  normalizeBaseUrl,
  type PublicSettings,
  type Settings,
  unknownProfile,
  updateStored,
} from './settings';

/** A profile as exported for sharing: no key, nothing that belongs to one account. */
export interface SharedProfile {
  name: string;
  linksBaseUrl: string;
  analyticsBaseUrl?: string | undefined;
  serverVersion?: Settings['serverVersion'] | undefined;
}

export async function activateProfile(profileId: string): Promise<PublicSettings> {
  await updateStored((stored) => {
    if (!stored.profiles.some((p) => p.id === profileId)) throw unknownProfile();
    return { ...stored, activeProfile: profileId };
  });
  return loadPublicSettings();
}

/** Removes a profile and its history; the first remaining one becomes active if it was. */
export async function removeProfile(profileId: string): Promise<PublicSettings> {
  await updateStored((stored) => {
    if (!stored.profiles.some((p) => p.id === profileId)) throw unknownProfile();
    if (stored.profiles.length < 2) {
      throw new ApiError({ code: 'validation', message: 'The last profile cannot be removed.' });
    }
    const profiles = stored.profiles.filter((p) => p.id !== profileId);
    const active =
      stored.activeProfile === profileId ? (profiles[0] as StoredProfile).id : stored.activeProfile;
    return { ...stored, profiles, activeProfile: active };
  });
  await clearHistory(profileId);
  return loadPublicSettings();
}

const isWebUrl = (url: string) => /^https?:\/\/[^/]/i.test(url);

/**
 * Adds shared profiles (without keys: each needs its key typed and saved before use). One that
 * matches an existing profile's name and links URL, or has no web URL, is skipped.
 */
export async function importProfiles(
  shared: readonly SharedProfile[],
  newId: () => string = () => crypto.randomUUID().slice(0, 8),
): Promise<PublicSettings> {
  await updateStored((stored) => {
    const profiles = [...stored.profiles];
    for (const entry of shared) {
      const linksBaseUrl = normalizeBaseUrl(entry.linksBaseUrl);
      const name = entry.name.trim();
      const known = profiles.some((p) => p.name === name && p.linksBaseUrl === linksBaseUrl);
      if (known || !isWebUrl(linksBaseUrl)) continue;
      const analytics = normalizeBaseUrl(entry.analyticsBaseUrl ?? '');
      profiles.push({
        id: newId(),
        name,
        linksBaseUrl,
        analyticsBaseUrl: isWebUrl(analytics) ? analytics : '',
        serverVersion: entry.serverVersion ?? 'auto',
      });
    }
    return { ...stored, profiles };
  });
  return loadPublicSettings();
}
