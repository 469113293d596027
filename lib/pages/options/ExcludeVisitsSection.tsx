import { useEffect } from 'preact/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiErrorData } from '../../api/errors';
import { type ExcludeMode, type ExcludeVisits, excludedHosts } from '../../shared/exclude-visits';
import { t } from '../../shared/i18n';
import { unicodeHost } from '../../shared/idn';
import type { PublicSettings } from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { originName, originNames } from '../exclude-visits/exclude-visits';
import { useExcludeVisits } from '../exclude-visits/use-exclude-visits';
import { isConnectionError } from './connection/connection-outcome';
import { useTrackedHosts } from './toolbar-badge/use-tracked-hosts';
import '../popup/this-site/exclude-visits.css';

const MODES: [ExcludeMode, Parameters<typeof t>[0]][] = [
  ['off', 'excludeVisits_off'],
  ['all', 'excludeVisits_all'],
  ['sites', 'excludeVisits_sites'],
];

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * "Don't count my visits" in Options: off, every tracked site of the profile's
 * analytics server, or the sites ticked in the list. Applies at once (not with Save): turning
 * sites on asks the browser for their origins, which only works inside the click. `saved` is the
 * profile as the options page last saw it saved: the tracked sites follow it.
 */
export function ExcludeVisitsSection({
  saved,
  placeConnectionError,
}: {
  saved: PublicSettings;
  /** Shows a failure a connection field can fix at that field (the options page's API key). */
  placeConnectionError?: (error: ApiErrorData) => void;
}) {
  const { profileId } = saved;
  const active = profileId === saved.activeProfile;
  const state = useExcludeVisits(profileId);
  const tracked = useTrackedHosts(saved);
  const failed = !Array.isArray(tracked) && tracked !== null ? tracked : null;
  // A refused key is said once, under API key, not again here (the page's one message for it).
  const atField = failed !== null && placeConnectionError !== undefined && isConnectionError(failed);
  useEffect(() => {
    if (failed && atField) placeConnectionError?.(failed);
  }, [failed]);

  const { settings } = state;
  const setting = settings?.excludeVisits;
  const hosts = Array.isArray(tracked) ? tracked : null;
  // "All sites" follows the server's list: a site tracked elsewhere since joins it here.
  useEffect(() => {
    if (!setting || !hosts || setting.mode !== 'all') return;
    if (hosts.some((host) => !setting.sites.includes(host))) {
      state.change({ mode: 'all', sites: [...new Set([...setting.sites, ...hosts])] });
    }
  }, [hosts?.join(' '), setting?.mode]);

  if (!settings || !setting) return <ErrorAlert error={state.error} />;
  const server = hostOf(effectiveAnalyticsUrl(settings));
  const choose = (mode: ExcludeMode) => {
    if (mode === setting.mode) return;
    const next: ExcludeVisits =
      mode === 'off'
        ? { mode, sites: setting.sites }
        : { mode, sites: mode === 'all' ? (hosts ?? setting.sites) : setting.sites };
    state.change(next);
  };
  // Ticking a site while off starts afresh with that site, not with sites chosen long ago.
  const tick = (host: string, on: boolean) => {
    const current = excludedHosts(setting);
    state.change({ mode: 'sites', sites: on ? [...current, host] : current.filter((site) => site !== host) });
  };
  const missingHosts = new Set(state.missing.map(originName));
  const listed = hosts ?? setting.sites;

  return (
    <section class="exclude-visits-section" aria-labelledby="exclude-visits-heading">
      <h2 id="exclude-visits-heading">{t('excludeVisits_switch')}</h2>
      <p class="hint">{t('excludeVisits_intro', server)}</p>
      {!active ? (
        <p class="hint">{t('excludeVisits_otherProfile')}</p>
      ) : (
        <>
          <fieldset class="radio-group">
            <legend class="visually-hidden">{t('excludeVisits_switch')}</legend>
            {MODES.map(([mode, label]) => (
              <div key={mode} class="radio-choice">
                <input
                  type="radio"
                  id={`exclude-visits-${mode}`}
                  name="exclude-visits-mode"
                  value={mode}
                  checked={setting.mode === mode}
                  disabled={state.busy || (mode === 'all' && !hosts)}
                  // A click (keyboard selection clicks too): the permission prompt needs the gesture.
                  onClick={() => choose(mode)}
                />
                <label for={`exclude-visits-${mode}`}>{t(label)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset class="exclude-visits-sites">
            <legend>{t('excludeVisits_sitesLegend')}</legend>
            {tracked === null && <p class="hint">{t('excludeVisits_loading')}</p>}
            {failed &&
              (atField ? (
                <p class="hint">{t('excludeVisits_sitesUnavailable')}</p>
              ) : (
                <ErrorAlert error={failed} />
              ))}
            {hosts && hosts.length === 0 && <p class="hint">{t('excludeVisits_noSites')}</p>}
            {listed.length > 0 && (
              <ul>
                {listed.map((host) => {
                  const on = setting.mode !== 'off' && setting.sites.includes(host);
                  const missing = on && missingHosts.has(host);
                  return (
                    <li key={host}>
                      <label>
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={state.busy || setting.mode === 'all'}
                          onClick={(event) => tick(host, event.currentTarget.checked)}
                        />
                        {unicodeHost(host)}
                      </label>
                      {missing && (
                        <span class="exclude-visits-missing"> — {t('excludeVisits_missingShort')}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          {state.missing.length > 0 && (
            <p class="exclude-visits-note exclude-visits-missing">
              {t('excludeVisits_missing', originNames(state.missing).map(unicodeHost).join(', '))}{' '}
              <button type="button" class="link-button" onClick={state.allow}>
                {t('excludeVisits_allow')}
              </button>
            </p>
          )}
        </>
      )}
      <ErrorAlert error={state.error} />
    </section>
  );
}
