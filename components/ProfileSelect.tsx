import { t } from '../lib/shared/i18n';
import { profileLabel } from '../lib/shared/profiles';
import type { ProfileSummary } from '../lib/shared/settings/schema';
import { SelectField } from './SelectField';

interface ProfileSelectProps {
  id?: string;
  profiles: readonly Pick<ProfileSummary, 'id' | 'name' | 'linksBaseUrl'>[];
  value: string;
  onValue: (profileId: string) => void;
}

/** The select labelled "Profile": each profile by its name, else its server's host. */
export function ProfileSelect({ id = 'profile', profiles, value, onValue }: ProfileSelectProps) {
  const options = profiles.map((p) => ({ value: p.id, label: profileLabel(p, t('profile_new')) }));
  return <SelectField id={id} label={t('profile_label')} value={value} options={options} onValue={onValue} />;
}
