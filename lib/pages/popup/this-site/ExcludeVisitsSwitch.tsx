import { ErrorAlert } from '../../../../components/ErrorAlert';
import { isExcluded, withSite } from '../../../shared/exclude-visits';
import { t } from '../../../shared/i18n';
import { originNames } from '../../exclude-visits/exclude-visits';
import { useExcludeVisits } from '../../exclude-visits/use-exclude-visits';
import { unicodeHost } from '../../idn';
import './exclude-visits.css';

/**
 * "Don't count my visits" for the tab's tracked site, in the "This site" panel: a
 * switch, what it does while on, and what to allow when the browser's access is missing.
 * Its own chunk, loaded by SiteStats.
 */
export function ExcludeVisitsSwitch({ host }: { host: string }) {
  const state = useExcludeVisits();
  const { settings, missing } = state;
  if (!settings) return <ErrorAlert error={state.error} />;
  const on = isExcluded(settings.excludeVisits, host);
  return (
    <div class="exclude-visits">
      <label class="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          disabled={state.busy}
          // A click (not change): permissions.request needs the user's gesture (use-exclude-visits.ts).
          onClick={(event) =>
            state.change(withSite(settings.excludeVisits, host, event.currentTarget.checked))
          }
        />
        {t('excludeVisits_switch')}
      </label>
      {on && missing.length === 0 && (
        <p class="exclude-visits-note">{t('excludeVisits_on', unicodeHost(host))}</p>
      )}
      {on && missing.length > 0 && (
        <p class="exclude-visits-note exclude-visits-missing">
          {t('excludeVisits_missing', originNames(missing).map(unicodeHost).join(', '))}{' '}
          <button type="button" class="link-button" onClick={state.allow}>
            {t('excludeVisits_allow')}
          </button>
        </p>
      )}
      <ErrorAlert error={state.error} />
    </div>
  );
}
