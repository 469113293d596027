import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiErrorData } from '../../api/errors';
import type { ExcludeMode, ExcludeVisits } from '../../shared/exclude-visits';
import { t } from '../../shared/i18n';
import type { PublicSettings } from '../../shared/settings/schema';
import { originNames } from '../exclude-visits/exclude-visits';
import type { ExcludeVisitsState } from '../exclude-visits/use-exclude-visits';
import { unicodeHost } from '../idn';
import { ExcludeVisitsSites } from './ExcludeVisitsSites';
import { type ExcludeVisitsSectionModel, useExcludeVisitsSection } from './use-exclude-visits-section';
import '../popup/this-site/exclude-visits.css';

const MODES: [ExcludeMode, Parameters<typeof t>[0]][] = [
  ['off', 'excludeVisits_off'],
  ['all', 'excludeVisits_all'],
  ['sites', 'excludeVisits_sites'],
];

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
  const view = useExcludeVisitsSection(saved, placeConnectionError);
  const { state, setting } = view;
  if (!view.settings || !setting) return <ErrorAlert error={state.error} />;
  return (
    <section class="exclude-visits-section" aria-labelledby="exclude-visits-heading">
      <h2 id="exclude-visits-heading">{t('excludeVisits_switch')}</h2>
      <p class="hint">{t('excludeVisits_intro', view.server)}</p>
      {saved.profileId !== saved.activeProfile ? (
        <p class="hint">{t('excludeVisits_otherProfile')}</p>
      ) : (
        <>
          <ExcludeModeChoices view={view} setting={setting} />
          <ExcludeVisitsSites view={view} setting={setting} />
          <MissingAccessNote state={state} />
        </>
      )}
      <ErrorAlert error={state.error} />
    </section>
  );
}

/** Off, All sites, or the sites ticked below; All waits for the server's list of sites. */
function ExcludeModeChoices({ view, setting }: { view: ExcludeVisitsSectionModel; setting: ExcludeVisits }) {
  return (
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
            disabled={view.state.busy || (mode === 'all' && !view.hosts)}
            // A click (keyboard selection clicks too): the permission prompt needs the gesture.
            onClick={() => view.choose(mode)}
          />
          <label for={`exclude-visits-${mode}`}>{t(label)}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The sites whose access the browser does not grant (refused or revoked), with Allow access. */
function MissingAccessNote({ state }: { state: ExcludeVisitsState }) {
  if (state.missing.length === 0) return null;
  return (
    <p class="exclude-visits-note exclude-visits-missing">
      {t('excludeVisits_missing', originNames(state.missing).map(unicodeHost).join(', '))}{' '}
      <button type="button" class="link-button" onClick={state.allow}>
        {t('excludeVisits_allow')}
      </button>
    </p>
  );
}
