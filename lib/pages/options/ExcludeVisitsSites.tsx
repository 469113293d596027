import { ErrorAlert } from '../../../components/ErrorAlert';
import { type ExcludeVisits, isExcluded } from '../../shared/exclude-visits';
import { t } from '../../shared/i18n';
import { unicodeHost } from '../idn';
import type { ExcludeVisitsSectionModel } from './use-exclude-visits-section';

interface ExcludeVisitsSitesProps {
  view: ExcludeVisitsSectionModel;
  setting: ExcludeVisits;
}

/**
 * The tracked sites of "Don't count my visits", each with its box, or why there are none yet
 * (loading, failed, none tracked). A box is locked in "All sites": every site is in then.
 */
export function ExcludeVisitsSites({ view, setting }: ExcludeVisitsSitesProps) {
  const { failed, hosts, listed } = view;
  return (
    <fieldset class="exclude-visits-sites">
      <legend>{t('excludeVisits_sitesLegend')}</legend>
      {view.loading && <p class="hint">{t('excludeVisits_loading')}</p>}
      {failed &&
        (view.failedAtField ? (
          <p class="hint">{t('excludeVisits_sitesUnavailable')}</p>
        ) : (
          <ErrorAlert error={failed} />
        ))}
      {hosts && hosts.length === 0 && <p class="hint">{t('excludeVisits_noSites')}</p>}
      {listed.length > 0 && (
        <ul>
          {listed.map((host) => (
            <ExcludedSiteItem key={host} view={view} setting={setting} host={host} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** One site's box; a ticked site whose access is missing says so beside it. */
function ExcludedSiteItem({ view, setting, host }: ExcludeVisitsSitesProps & { host: string }) {
  const on = isExcluded(setting, host);
  const missing = on && view.missingHosts.has(host);
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={on}
          disabled={view.state.busy || setting.mode === 'all'}
          onClick={(event) => view.tick(host, event.currentTarget.checked)}
        />
        {unicodeHost(host)}
      </label>
      {missing && <span class="exclude-visits-missing"> — {t('excludeVisits_missingShort')}</span>}
    </li>
  );
}
