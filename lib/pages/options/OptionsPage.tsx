import { ErrorAlert } from '../../../components/ErrorAlert';
import { lazyComponent } from '../../../components/lazy-component';
import { t } from '../../shared/i18n';
import { ConnectionSection } from './connection/ConnectionSection';
import { PreferencesSection } from './PreferencesSection';
import { PrivacyLink } from './PrivacyLink';
import { isFirstRun, ProfilesSection } from './profiles/ProfilesSection';
import { ProfilesShare } from './profiles/ProfilesShare';
import { ToolbarBadgeSection } from './toolbar-badge/ToolbarBadgeSection';
import { useOptions } from './use-options';

// its own chunk, below the form: the connection form shows first.
const ExcludeVisitsSection = lazyComponent(() =>
  import('./ExcludeVisitsSection').then((module) => module.ExcludeVisitsSection),
);

// Its own chunk too: read by those who set alerts up, not by every visit of Options.
const AlertsSection = lazyComponent(() =>
  import('./alerts/AlertsSection').then((module) => module.AlertsSection),
);

/** The options page: connection (key, base URLs) and preferences, saved together. */
export function OptionsPage() {
  const options = useOptions();
  const { form, saved } = options;
  if (!form || !saved) return null;

  const submit = (event: Event) => {
    event.preventDefault();
    options.save();
  };

  return (
    <main class="options">
      <h1>{t('options_title')}</h1>
      <form onSubmit={submit} noValidate>
        <ProfilesSection options={options} />
        <ConnectionSection
          form={form}
          update={options.update}
          savedHint={saved.apiKeyHint}
          fieldErrors={options.fieldErrors}
          urlNotes={options.urlNotes}
          locked={saved.managed === 'locked'}
          keyLocked={saved.managedKey === true}
          keyQuestion={options.keyQuestion}
          onAgreeToSendKey={options.agreeToSendKey}
        />
        <PreferencesSection
          form={form}
          update={options.update}
          saved={saved}
          lists={options.lists}
          fieldErrors={options.fieldErrors}
          testedDialect={options.testedDialect}
        />
        <div class="button-row actions">
          <button type="submit" class="primary" disabled={options.busy}>
            {t('options_save')}
          </button>
          <button type="button" disabled={options.busy} onClick={options.test}>
            {t('options_test')}
          </button>
          {options.dirty && <span class="unsaved">{t('options_unsaved')}</span>}
        </div>
      </form>
      <p role="status" class="status">
        {options.status}
      </p>
      <ErrorAlert error={options.alert} />
      {isFirstRun(options) && (
        // Below the connection a first run starts with (with a profile, in the Profile section).
        <section class="first-run-share">
          <ProfilesShare options={options} />
        </section>
      )}
      {saved.apiKeyHint !== null && (
        // applies at once, outside the form; a new server starts it afresh (key).
        <ExcludeVisitsSection
          key={`${saved.profileId} ${saved.linksBaseUrl} ${saved.analyticsBaseUrl}`}
          saved={saved}
          placeConnectionError={options.placeConnectionError}
        />
      )}
      <ToolbarBadgeSection
        saved={saved.toolbarBadge}
        servers={[saved.linksBaseUrl, saved.analyticsBaseUrl]}
      />
      <AlertsSection key={`${saved.profileId} ${saved.apiKeyHint !== null}`} saved={saved} />
      <PrivacyLink />
    </main>
  );
}
