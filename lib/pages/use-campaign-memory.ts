import { useEffect, useState } from 'preact/hooks';
import type { CampaignValues } from '../shared/campaign';
import { t } from '../shared/i18n';
import type { Result } from '../shared/protocol';
import type { CampaignMemory } from '../shared/stored-campaigns';
import { emptyMemory } from '../shared/stored-campaigns';
import { activeProfileId, loadCampaignMemory } from './campaign-store';
import { send } from './rpc';

/**
 * The active profile's campaign memory for the campaign fields, and changes to it with the
 * sentence that says each happened (`notice`) or why it could not (`error`).
 */
export function useCampaignMemory() {
  // Whose values and presets are offered (the active profile's); null until the background says.
  const [profileId, setProfileId] = useState<string | null>(null);
  const [memory, setMemory] = useState<CampaignMemory>(emptyMemory);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    void activeProfileId().then(async (id) => {
      if (!live || !id) return;
      setProfileId(id);
      const loaded = await loadCampaignMemory(id).catch(() => null); // None: the fields work without.
      if (live && loaded) setMemory(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  // The worker makes the change (the one writer) and answers the memory as it now is.
  const show = (answer: Result<CampaignMemory>, done: string) => {
    if (answer.ok) {
      setMemory(answer.value);
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

  return { profileId, memory, savePreset, deletePreset, error, setError, notice, setNotice };
}
