import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { ApiErrorData } from '../api/errors';
import { t } from '../shared/i18n';
import type { PublicSettings } from '../shared/settings/schema';
import { send } from './rpc';

interface ProfileSwitcherProps {
  settings: Pick<PublicSettings, 'profiles' | 'activeProfile'>;
  /**
   * Called once the background has made the chosen profile the active one. By default the page
   * starts afresh (the popup: everything on it belongs to the active profile).
   */
  onSwitched?: () => void;
}

/**
 * The popup's and manager's header select labelled "Profile": makes the chosen profile the
 * active one (for the popup, the manager, the keyboard command). Rendered only with two or more
 * profiles; the popup loads it with its header's chunk (after the form), the manager with a
 * dynamic import. Its own markup rather than ProfileSelect: each shared module it imported added
 * a file the popup preloads before it can be typed into.
 */
export function ProfileSwitcher({ settings, onSwitched = () => location.reload() }: ProfileSwitcherProps) {
  const [error, setError] = useState<ApiErrorData | null>(null);
  const change = async (profileId: string) => {
    const answer = await send('profiles.activate', { profileId });
    if (answer.ok) onSwitched();
    else setError(answer.error);
  };
  return (
    <div class="field profile-switcher">
      <label for="active-profile">{t('profile_label')}</label>
      <select
        id="active-profile"
        value={settings.activeProfile}
        onChange={(event) => void change(event.currentTarget.value)}
      >
        {settings.profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name || p.linksBaseUrl.replace(/^https?:\/\//, '') || p.id}
          </option>
        ))}
      </select>
      <ErrorAlert error={error} />
    </div>
  );
}
