import { downloadBlob } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { t } from '../../lib/i18n';
import { parseProfilesFile, profilesToJson } from '../../lib/options/profiles-share';
import type { OptionsState } from '../../lib/options/use-options';
import { send } from '../../lib/rpc';

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
    const before = saved.profiles.length;
    const answer = await send('profiles.import', { profiles });
    if (!answer.ok) {
      options.setAlert(errorText(answer.error));
      return;
    }
    options.setAlert(null);
    options.setStatus(t('profile_imported', String(answer.value.profiles.length - before)));
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
