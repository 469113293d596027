import { useState } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';
import { send } from '../lib/rpc';
import type { PublicSettings } from '../lib/settings';
import { ErrorAlert } from './ErrorAlert';
import { ProfileSelect } from './ProfileSelect';

interface ProfileSwitcherProps {
  settings: Pick<PublicSettings, 'profiles' | 'activeProfile'>;
  /** Called once the background has made the chosen profile the active one. */
  onSwitched: () => void;
}

/**
 * The popup's and manager's header switcher: makes the chosen profile the active one (for the
 * popup, the manager, the keyboard command). Rendered only with two or more profiles; the popup
 * loads it with a dynamic import then, so one-profile users pay nothing for it.
 */
export function ProfileSwitcher({ settings, onSwitched }: ProfileSwitcherProps) {
  const [error, setError] = useState<ApiErrorData | null>(null);
  if (settings.profiles.length < 2) return null;
  const change = async (profileId: string) => {
    const answer = await send('profiles.activate', { profileId });
    if (answer.ok) onSwitched();
    else setError(answer.error);
  };
  return (
    <div class="profile-switcher">
      <ProfileSelect
        id="active-profile"
        profiles={settings.profiles}
        value={settings.activeProfile}
        onValue={change}
      />
      <ErrorAlert error={error} />
    </div>
  );
}
