import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CampaignValues } from '../../lib/shared/campaign';
import { t } from '../../lib/shared/i18n';
import type { InputOf, OutputOf, Result } from '../../lib/shared/protocol';
import {
  campaignsStorageKey,
  emptyStoredCampaigns,
  readStoredCampaigns,
  type StoredCampaigns,
} from '../../lib/shared/stored-campaigns';

type CampaignMessage = 'settings.get' | 'campaigns.savePreset' | 'campaigns.deletePreset';

/**
 * The page's way to ask the worker (`send` of lib/pages/rpc.ts, or the manager's injected one),
 * for the messages the campaign fields use: the active profile, and a change to its presets.
 */
export type CampaignSend = <N extends CampaignMessage>(
  type: N,
  input: InputOf<N>,
) => Promise<Result<OutputOf<N>>>;

/**
 * The active profile's stored campaigns (values used before, presets) for the campaign fields,
 * and changes to them with the sentence that says each happened (`notice`) or why it could not
 * (`error`). The worker is their one writer (lib/background/campaigns.ts), so the popup's and the
 * manager's changes never lose each other; the fields read them from storage.local. The active
 * profile is asked here, once the fields show, rather than passed down: none of this is in the
 * popup's first chunk, which loads before the popup can be typed into.
 */
export function useStoredCampaigns(send: CampaignSend) {
  // Whose values and presets are offered (the active profile's); null until the background says.
  const [profileId, setProfileId] = useState<string | null>(null);
  const [stored, setStored] = useState<StoredCampaigns>(emptyStoredCampaigns);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    void send('settings.get', undefined).then(async (settings) => {
      const id = settings.ok ? settings.value.activeProfile : null; // None: nothing is offered or kept.
      if (!live || !id) return;
      setProfileId(id);
      const loaded = await readCampaignsOf(id).catch(() => null); // None: the fields work without.
      if (live && loaded) setStored(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  // The worker makes the change and answers the stored campaigns as they now are.
  const show = (answer: Result<StoredCampaigns>, done: string) => {
    if (answer.ok) {
      setStored(answer.value);
      setNotice(done);
    } else {
      setError(t('campaign_presetStoreFailed'));
    }
  };
  const savePreset = async (name: string, values: CampaignValues, done: string) => {
    if (profileId) show(await send('campaigns.savePreset', { profileId, name, values }), done);
  };
  const deletePreset = async (name: string, done: string) => {
    if (profileId) show(await send('campaigns.deletePreset', { profileId, name }), done);
  };

  return { profileId, stored, savePreset, deletePreset, error, setError, notice, setNotice };
}

async function readCampaignsOf(profileId: string): Promise<StoredCampaigns> {
  const key = campaignsStorageKey(profileId);
  const stored = await browser.storage.local.get(key);
  return readStoredCampaigns(stored[key]);
}
