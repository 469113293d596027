/**
 * The campaign memory of a profile in storage.local (issue 28): read by the campaign fields, and
 * written when a link is created with a campaign or a preset is saved or deleted. The pages write
 * it themselves: it holds nothing secret, and a message for it would cost the background's size
 * budget; the background only removes it with its profile (lib/background/profile-actions.ts).
 */
import { browser } from 'wxt/browser';
import { hasCampaign, readCampaign } from '../shared/campaign';
import { type CampaignMemory, readMemory, rememberUsed } from '../shared/campaign-memory';
import { createTurns } from '../shared/in-turn';
import { campaignsStorageKey } from '../shared/storage-keys';

const inTurn = createTurns();

export async function loadCampaignMemory(profileId: string): Promise<CampaignMemory> {
  const key = campaignsStorageKey(profileId);
  const stored = await browser.storage.local.get(key);
  return readMemory(stored[key]);
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

/** After a link was created for `url`: its campaign values go first in each field's suggestions. */
export async function rememberCampaignOf(profileId: string, url: string): Promise<void> {
  const values = readCampaign(url);
  if (!values || !hasCampaign(values)) return;
  await updateCampaignMemory(profileId, (memory) => rememberUsed(memory, values));
}
