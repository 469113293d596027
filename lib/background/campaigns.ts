/**
 * The campaign stored of each profile (`local:campaigns:<profile>`, lib/shared/stored-campaigns.ts)
 * has one writer, the worker: the popup and the manager ask for a change by message, and every
 * change runs here in one turn, so two pages never lose each other's write. A change for a
 * profile that no longer exists is refused, and the removal of a profile's stored runs in the
 * same turn, so a late write cannot bring it back.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '../api/errors';
import { hasCampaign, readCampaign } from '../shared/campaign';
import { createTurns } from '../shared/in-turn';
import {
  campaignsStorageKey,
  deletePreset,
  presetProblem,
  readStoredCampaigns,
  rememberUsed,
  type StoredCampaigns,
  savePreset,
} from '../shared/stored-campaigns';
import type { Handlers } from './serve';
import { loadSettings, readStored } from './settings/store';

const campaignTurn = createTurns();

/** One read-modify-write of profile `profileId`'s stored, in the one turn; the new stored. */
export function changeStoredCampaigns(
  profileId: string,
  change: (stored: StoredCampaigns) => StoredCampaigns,
): Promise<StoredCampaigns> {
  return campaignTurn(async () => {
    const { profiles } = await readStored();
    if (!profiles.some((profile) => profile.id === profileId)) {
      throw new ApiError({
        code: 'not_found',
        message: 'That profile was removed: nothing is remembered for it.',
      });
    }
    const key = campaignsStorageKey(profileId);
    const next = change(readStoredCampaigns((await browser.storage.local.get(key))[key]));
    await browser.storage.local.set({ [key]: next });
    return next;
  });
}

/** Removes a removed profile's stored, after every change asked before. */
export function forgetStoredCampaigns(profileId: string): Promise<void> {
  return campaignTurn(() => browser.storage.local.remove(campaignsStorageKey(profileId)));
}

const presetRefused = (problem: string) =>
  new ApiError({
    code: 'validation',
    message: `The preset cannot be saved: ${problem}.`,
    fields: { name: [problem] },
  });

export const campaignHandlers = {
  // After a link was created with a campaign: its values go first in the active profile's suggestions.
  'campaigns.remember': async ({ url }) => {
    const values = readCampaign(url);
    if (!values || !hasCampaign(values)) return;
    await changeStoredCampaigns((await loadSettings()).profileId, (stored) => rememberUsed(stored, values));
  },
  'campaigns.savePreset': ({ profileId, name, values }) =>
    changeStoredCampaigns(profileId, (stored) => {
      const problem = presetProblem(stored, name, values);
      if (problem) throw presetRefused(problem);
      return savePreset(stored, name, values);
    }),
  'campaigns.deletePreset': ({ profileId, name }) =>
    changeStoredCampaigns(profileId, (stored) => deletePreset(stored, name)),
} satisfies Partial<Handlers>;
