import { useEffect, useState } from 'preact/hooks';
import { t } from '../shared/i18n';
import type { CampaignMemory } from '../shared/stored-campaigns';
import { emptyMemory } from '../shared/stored-campaigns';
import { activeProfileId, loadCampaignMemory, updateCampaignMemory } from './campaign-store';

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

  const change = async (update: (memory: CampaignMemory) => CampaignMemory, done: string) => {
    if (!profileId) return;
    try {
      setMemory(await updateCampaignMemory(profileId, update));
      setNotice(done);
    } catch {
      setError(t('campaign_presetStoreFailed'));
    }
  };

  return { profileId, memory, change, error, setError, notice, setNotice };
}
