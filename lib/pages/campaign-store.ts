/**
 * The campaign memory of a profile in storage.local: read here by the campaign fields, changed
 * only by the worker (lib/background/campaigns.ts), which every page asks by message. One writer
 * keeps the popup's and the manager's changes from losing each other, and refuses a change for a
 * profile removed meanwhile. The active profile is asked here rather than passed down, so none
 * of this is in the popup's first chunk, which loads before the popup can be typed into.
 */
import { browser } from 'wxt/browser';
import { type CampaignMemory, campaignsStorageKey, readStoredCampaigns } from '../shared/stored-campaigns';
import { send } from './rpc';
import { getSettings } from './settings-client';

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

/**
 * After a link was created for `url`: its campaign values go first in each field's suggestions
 * of the active profile. Never throws: a failed write loses only suggestions.
 */
export async function rememberCampaign(url: string): Promise<void> {
  await send('campaigns.remember', { url });
}
