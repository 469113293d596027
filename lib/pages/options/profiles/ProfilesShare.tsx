import { downloadBlob } from '../../../../components/download';
import { errorText } from '../../../shared/error-text';
import { t, tCount } from '../../../shared/i18n';
import type { OptionsState } from '../use-options';
import { updateProfileSettings } from './profile-settings';
import { importPatches, parseProfilesFile, profilesToJson } from './profiles-share';

/** Export the profiles as JSON without keys, and import such a file (keys are typed afterwards). */
export function ProfilesShare({ options }: { options: OptionsState }) {
  const { saved } = options;
  if (!saved) return null;

  const exportProfiles = () => {
    const blob = new Blob([profilesToJson(saved.profiles)], { type: 'application/json' });
    downloadBlob(blob, 'shortener-profiles.json');
  };

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // The same file can be chosen again after a fix.
    if (!file) return;
    const profiles = parseProfilesFile(await file.text());
    if (!profiles) {
      options.setAlert(t('profile_importInvalid'));
      return;
    }
    // Each one is saved as a new profile (settings.save with an id not saved yet), in turn.
    let added = 0;
    for (const patch of importPatches(profiles, saved.profiles)) {
      const answer = await updateProfileSettings(patch, crypto.randomUUID().slice(0, 8));
      if (!answer.ok) {
        options.setAlert(errorText(answer.error));
        break;
      }
      added += 1;
    }
    if (added > 0 || profiles.length === 0) options.setAlert(null);
    options.setStatus(tCount('profile_imported', added));
    options.reload();
  };

  return (
    <div class="profiles-share">
      <div class="button-row">
        <button type="button" onClick={exportProfiles}>
          {t('profile_export')}
        </button>
        <label class="button file-button">
          {t('profile_import')}
          <input
            type="file"
            accept="application/json,.json"
            class="visually-hidden"
            onChange={(event) => void importFile(event.currentTarget)}
          />
        </label>
      </div>
      <p class="hint">{t('profile_shareHint')}</p>
    </div>
  );
}
