/**
 * One profile's "Don't count my visits" as a page shows it: the setting, the origins
 * the browser has not granted, and the changes, each asking for access inside the user's click.
 * The popup's switch and the Options section both use it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import { type ExcludeVisits, excludedHosts, neededOrigins } from '../../shared/exclude-visits';
import type { PublicSettings } from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { send } from '../rpc';
import { askAccess, missingOrigins, saveExcludeVisits, watchAccess } from './exclude-visits';

export interface ExcludeVisitsState {
  settings: PublicSettings | null;
  /** Origins the rules need that the browser does not grant (only while something is excluded). */
  missing: string[];
  busy: boolean;
  error: ApiErrorData | null;
  /**
   * Stores `next`; when it excludes more sites, first asks for their origins. The setting is
   * stored whatever the answer (in Firefox the popup closes under the prompt, so the answer may
   * never come back): what is still missing is then said beside the switch, with Allow access.
   */
  change: (next: ExcludeVisits) => void;
  /** Asks for the missing origins again (after the user refused, or revoked them). */
  allow: () => void;
}

export function useExcludeVisits(profileId?: string): ExcludeVisitsState {
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);

  useEffect(() => {
    void send('settings.get', profileId ? { profileId } : undefined).then((answer) => {
      if (answer.ok) setSettings(answer.value);
      else setError(answer.error);
    });
  }, [profileId]);

  const analytics = settings ? effectiveAnalyticsUrl(settings) : '';
  const hosts = settings ? excludedHosts(settings.excludeVisits) : [];
  const wanted = hosts.length > 0 ? neededOrigins(hosts, analytics) : [];
  const key = wanted.join(' ');
  useEffect(() => {
    let live = true;
    const check = () => void missingOrigins(wanted).then((list) => live && setMissing(list));
    check();
    const stop = watchAccess(check);
    return () => {
      live = false;
      stop();
    };
  }, [key]);

  const change = (next: ExcludeVisits) => {
    if (!settings) return;
    const added = excludedHosts(next).filter((host) => !hosts.includes(host));
    // Before any await: the browser shows its prompt only inside the click.
    if (added.length > 0) void askAccess(neededOrigins(added, analytics));
    setBusy(true);
    setError(null);
    void saveExcludeVisits(next, profileId).then((answer) => {
      setBusy(false);
      if (answer.ok) setSettings(answer.value);
      else setError(answer.error);
    });
  };

  const allow = () => void askAccess(missing);

  return { settings, missing, busy, error, change, allow };
}
