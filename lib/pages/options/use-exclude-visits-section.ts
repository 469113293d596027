/**
 * The state of Options' "Don't count my visits": the profile's setting, the tracked sites of its
 * analytics server (or why they are not there), and what the mode buttons and site boxes change.
 */
import { useEffect } from 'preact/hooks';
import type { ApiErrorData } from '../../api/errors';
import type { ExcludeMode } from '../../shared/exclude-visits';
import type { PublicSettings } from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { originName } from '../exclude-visits/exclude-visits';
import { useExcludeVisits } from '../exclude-visits/use-exclude-visits';
import { isConnectionError } from './connection/connection-outcome';
import { allSitesCaughtUp, serverHost, withMode, withSiteTicked } from './exclude-visits-choice';
import { useTrackedHosts } from './toolbar-badge/use-tracked-hosts';

export function useExcludeVisitsSection(
  saved: PublicSettings,
  placeConnectionError: ((error: ApiErrorData) => void) | undefined,
) {
  const state = useExcludeVisits(saved.profileId);
  const tracked = useTrackedHosts(saved);
  const failed = !Array.isArray(tracked) && tracked !== null ? tracked : null;
  // A refused key is said once, under API key, not again here (the page's one message for it).
  const failedAtField = failed !== null && placeConnectionError !== undefined && isConnectionError(failed);
  useEffect(() => {
    if (failed && failedAtField) placeConnectionError?.(failed);
  }, [failed]);

  const { settings } = state;
  const setting = settings?.excludeVisits;
  const hosts = Array.isArray(tracked) ? tracked : null;
  // "All sites" follows the server's list: a site tracked elsewhere since joins it here.
  useEffect(() => {
    if (!setting || !hosts) return;
    const next = allSitesCaughtUp(setting, hosts);
    if (next) state.change(next);
  }, [hosts?.join(' '), setting?.mode]);

  return {
    state,
    settings,
    setting,
    /** Still asking for the tracked sites. */
    loading: tracked === null,
    failed,
    failedAtField,
    hosts,
    /** The sites in the list: the server's, or the chosen ones while the server's are not known. */
    listed: hosts ?? setting?.sites ?? [],
    server: settings ? serverHost(effectiveAnalyticsUrl(settings)) : '',
    missingHosts: new Set(state.missing.map(originName)),
    choose: (mode: ExcludeMode) => {
      const next = setting && withMode(setting, mode, hosts);
      if (next) state.change(next);
    },
    tick: (host: string, on: boolean) => {
      if (setting) state.change(withSiteTicked(setting, host, on));
    },
  };
}

export type ExcludeVisitsSectionModel = ReturnType<typeof useExcludeVisitsSection>;
