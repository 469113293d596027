/**
 * What the background does to the list of profiles (the `profiles.*` messages): switch the
 * active one, remove one. Each is one read-modify-write in the settings' turn (updateStored).
 * Adding, editing and importing a profile is `settings.save` with its id (an id not saved yet
 * adds that profile).
 */

import type { PublicSettings } from '../shared/settings/schema';
import { clearAlertState } from './alerts/stored-state';
import { forgetStoredCampaigns } from './campaigns';
import { clearHistory } from './history';
import { loadPublicSettings, updateStored } from './settings/store';
import { clearProfileStats } from './stats/cache';

/**
 * Makes `profileId` the active profile. An id no profile has (removed meanwhile in another
 * window) changes nothing: the answer tells the page which one is active.
 */
export async function activateProfile(profileId: string): Promise<PublicSettings> {
  await updateStored((stored) =>
    stored.profiles.some((p) => p.id === profileId) && stored.activeProfile !== profileId
      ? { ...stored, activeProfile: profileId }
      : stored,
  );
  return loadPublicSettings();
}

/**
 * Removes a profile, its history, its statistics, its stored campaigns and what its alerts said;
 * the first remaining one becomes active if it was. The last
 * profile is never removed (the pages do not offer it; the answer shows it is still there).
 */
export async function removeProfile(profileId: string): Promise<PublicSettings> {
  const next = await updateStored((stored) => {
    const profiles = stored.profiles.filter((p) => p.id !== profileId);
    // activeProfile may now name no profile: every read (toStored) makes the first one active.
    return profiles.length > 0 ? { ...stored, profiles } : stored;
  });
  if (!next.profiles.some((p) => p.id === profileId)) {
    await clearHistory(profileId);
    await clearProfileStats(profileId);
    // Its campaign values and presets: in their turn, after any change asked before the removal.
    await forgetStoredCampaigns(profileId);
    await clearAlertState(profileId);
  }
  return loadPublicSettings();
}
