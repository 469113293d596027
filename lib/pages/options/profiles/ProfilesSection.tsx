import { Field } from '../../../../components/Field';
import { ProfileSelect } from '../../../../components/ProfileSelect';
import { t } from '../../../shared/i18n';
import { profileLabel } from '../../../shared/profiles';
import type { OptionsState } from '../use-options';
import { ProfilesShare } from './ProfilesShare';

/** Nothing saved yet: one profile, the one shown, with no key and no address. */
export function isFirstRun({ saved }: Pick<OptionsState, 'saved'>): boolean {
  return (
    saved !== null &&
    saved.profiles.length <= 1 &&
    saved.profileId === saved.activeProfile &&
    saved.apiKeyHint === null &&
    saved.linksBaseUrl === ''
  );
}

/**
 * Which connection the fields below edit: the Profile select, its name, Add / Remove profile,
 * and export/import. With one profile it is one select and a name: almost nothing new.
 */
export function ProfilesSection({ options }: { options: OptionsState }) {
  const { saved, form } = options;
  if (!saved || !form) return null;
  // A first run has no profile to choose or name yet ("Profile: New profile" above the
  // connection), and Export/Import profiles, the first thing on a blank page, came
  // before the key and address every first run needs: the page shows them below the form.
  if (isFirstRun(options)) return null;
  // Preset by the organization's policy: said above the fields; a locked one cannot be renamed or removed.
  const isSaved = saved.profiles.some((p) => p.id === saved.profileId);
  // A profile being added is listed under the name typed so far, until it is saved.
  const choices = isSaved
    ? saved.profiles
    : [...saved.profiles, { id: saved.profileId, name: form.profileName, linksBaseUrl: form.linksBaseUrl }];
  return (
    <section>
      <div class="profile-row">
        <ProfileSelect profiles={choices} value={saved.profileId} onValue={options.selectProfile} />
        <div class="button-row">
          <button type="button" disabled={options.busy} onClick={options.addProfile}>
            {t('profile_add')}
          </button>
          {isSaved && saved.profiles.length > 1 && !saved.managed && (
            <button type="button" disabled={options.busy} onClick={options.removeProfile}>
              {t('profile_remove')}
            </button>
          )}
        </div>
      </div>
      {saved.managed && (
        <p class="managed-note" id="profile-managed">
          {t(saved.managed === 'locked' ? 'profile_managedLocked' : 'profile_managedPreset')}
        </p>
      )}
      <Field
        id="profile-name"
        label={t('profile_name')}
        value={form.profileName}
        readOnly={saved.managed === 'locked'}
        placeholder={profileLabel({ name: '', linksBaseUrl: form.linksBaseUrl }, '')}
        onValue={(profileName) => options.update({ profileName })}
        hint={t('profile_nameHint')}
        errors={options.fieldErrors.profileName}
        autoComplete="off"
      />
      <ProfilesShare options={options} />
    </section>
  );
}
