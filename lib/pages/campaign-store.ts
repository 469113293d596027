/**
 * The campaign memory of a profile in storage.local: read by the campaign fields, and
 * written when a link is created with a campaign or a preset is saved or deleted. The pages write
 * it themselves: it holds nothing secret, and a message for it would cost the background's size
 * budget; the background only removes it with its profile (lib/background/profile-actions.ts).
 * The active profile is asked here rather than passed down: nothing of this reaches the popup's
 * first chunk (its size budget).
 */
import { browser } from 'wxt/browser';
import { hasCampaign, readCampaign } from '../shared/campaign';
import { createTurns } from '../shared/in-turn';
import {
  type CampaignMemory,
  campaignsStorageKey,
  readStoredCampaigns,
  rememberUsed,
} from '../shared/stored-campaigns';
import { getSettings } from './settings-client';

const inTurn = createTurns();

/** The active profile's id; null when the background cannot say (nothing is offered or kept then). */
export async function activeProfileId(): Promise<string | null> {
  const answer = await getSettings();
  return answer.ok ? answer.value.activeProfile : null;
}

export async function loadCampaignMemory(profileId: string): Promise<CampaignMemory> {
  const key = campaignsStorageKey(profileId);
  const stored = await browser.storage.local.get(key);
  return readStoredCampaigns(stored[key]);
}

/** One read-modify-write of the profile's memory, in turn with this page's others; the new memory. */
export function updateCampaignMemory(
  profileId: string,
  change: (memory: CampaignMemory) => CampaignMemory,
): Promise<CampaignMemory> {
  return inTurn(async () => {
    const next = change(await loadCampaignMemory(profileId));
    await browser.storage.local.set({ [campaignsStorageKey(profileId)]: next });
    return next;
  });
}

/**
 * After a link was created for `url`: its campaign values go first in each field's suggestions
 * of the active profile. Never throws: a failed write loses only suggestions.
 */
export async function rememberCampaign(url: string): Promise<void> {
  const values = readCampaign(url);
  if (!values || !hasCampaign(values)) return;
  try {
    const profileId = await activeProfileId();
    if (profileId) await updateCampaignMemory(profileId, (memory) => rememberUsed(memory, values));
  } catch {
    // storage.local refused the write: the link is made all the same.
  }
}
