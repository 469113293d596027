import { useState } from 'preact/hooks';
import { CheckboxField } from '../../../../components/CheckboxField';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Field } from '../../../../components/Field';
import { SelectField } from '../../../../components/SelectField';
import { uiLanguage } from '../../../shared/format';
import { type MessageKey, t } from '../../../shared/i18n';
import type { AlertKind } from '../../../shared/settings/alerts';
import type { PublicSettings } from '../../../shared/settings/schema';
import { hourLabels, milestonesText } from './alerts-state';
import { type AlertsState, useAlerts } from './use-alerts';
import './alerts.css';

const KINDS: Array<[AlertKind, MessageKey, MessageKey]> = [
  ['siteUnusual', 'options_alerts_siteUnusual', 'options_alerts_siteUnusualHint'],
  ['linkTakeoff', 'options_alerts_linkTakeoff', 'options_alerts_linkTakeoffHint'],
  ['linkExpiring', 'options_alerts_linkExpiring', 'options_alerts_linkExpiringHint'],
  ['serverDown', 'options_alerts_serverDown', 'options_alerts_serverDownHint'],
  ['dailySummary', 'options_alerts_dailySummary', 'options_alerts_dailySummaryHint'],
];

const DAYS = [1, 2, 3, 5, 7, 14, 30];

/** Why the milestones typed were not saved, naming the part that could not be read as meant. */
function milestonesProblemText({ problem, part }: NonNullable<AlertsState['milestonesProblem']>): string {
  if (problem === 'ambiguous') return t('options_alerts_milestonesAmbiguous', part);
  if (problem === 'not_whole') return t('options_alerts_milestonesNotWhole', part);
  return t('options_alerts_milestonesInvalid');
}

/**
 * Alerts in Options: a switch per kind for the profile shown, all off until the user turns one
 * on, each saved at once; beneath a kind that is on, what it can be told (milestones, days, the
 * summary's hour). Quiet hours apply to every kind.
 */
export function AlertsSection({ saved }: { saved: PublicSettings }) {
  // Shown from the first visit (the README points here): before a connection is saved there is
  // nothing to watch, and the section says what to do first.
  if (saved.apiKeyHint === null) {
    return (
      <section class="alerts" aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">{t('options_alerts_heading')}</h2>
        <p class="field-hint">{t('options_alerts_intro')}</p>
        <p class="field-hint">{t('options_alerts_connectFirst')}</p>
      </section>
    );
  }
  return <AlertsChoices saved={saved} />;
}

function AlertsChoices({ saved }: { saved: PublicSettings }) {
  const state = useAlerts(saved.alerts, saved.profileId);
  const { alerts } = state;
  const language = uiLanguage();
  const hours = hourLabels(language).map((label, hour) => ({ value: String(hour), label }));
  const [milestones, setMilestones] = useState(() => milestonesText(alerts.milestones, language));

  const details: Partial<Record<AlertKind, preact.ComponentChildren>> = {
    linkTakeoff: (
      <Field
        id="alerts-milestones"
        label={t('options_alerts_milestones')}
        value={milestones}
        inputMode="numeric"
        onValue={setMilestones}
        onBlur={() => state.setMilestones(milestones, language)}
        errors={state.milestonesProblem ? [milestonesProblemText(state.milestonesProblem)] : undefined}
      />
    ),
    linkExpiring: (
      <SelectField
        id="alerts-expiring-days"
        label={t('options_alerts_expiringDays')}
        value={String(alerts.expiringDays)}
        options={DAYS.map((days) => ({ value: String(days), label: String(days) }))}
        onValue={(value) => state.change({ expiringDays: Number(value) })}
      />
    ),
    dailySummary: (
      <SelectField
        id="alerts-summary-hour"
        label={t('options_alerts_summaryHour')}
        value={String(alerts.summaryHour)}
        options={hours}
        onValue={(value) => state.change({ summaryHour: Number(value) })}
      />
    ),
  };

  return (
    <section class="alerts" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">{t('options_alerts_heading')}</h2>
      <p class="field-hint">{t('options_alerts_intro')}</p>
      {!saved.notifications && <p class="field-hint warning">{t('options_alerts_notificationsOff')}</p>}
      {KINDS.map(([kind, label, hint]) => (
        <div class="alert-kind" key={kind}>
          <CheckboxField
            id={`alerts-${kind}`}
            label={t(label)}
            hint={t(hint)}
            checked={alerts[kind]}
            onChecked={(on) => state.change({ kind, on })}
          />
          {alerts[kind] && details[kind] && <div class="alert-details">{details[kind]}</div>}
        </div>
      ))}
      <fieldset class="alert-quiet">
        <legend>{t('options_alerts_quiet')}</legend>
        <SelectField
          id="alerts-quiet-from"
          label={t('options_alerts_quietFrom')}
          value={alerts.quietHours ? String(alerts.quietHours.from) : ''}
          options={[{ value: '', label: t('options_alerts_quietNone') }, ...hours]}
          onValue={(value) => state.change({ quietFrom: value === '' ? '' : Number(value) })}
        />
        {alerts.quietHours && (
          <SelectField
            id="alerts-quiet-to"
            label={t('options_alerts_quietTo')}
            value={String(alerts.quietHours.to)}
            options={hours}
            onValue={(value) => state.change({ quietTo: Number(value) })}
          />
        )}
        <small class="field-hint">{t('options_alerts_quietHint')}</small>
      </fieldset>
      {/* Live, but not role="status": the page's one status region is the form's (its contract). */}
      <p aria-live="polite" class="status">
        {state.status}
      </p>
      <ErrorAlert error={state.error} />
    </section>
  );
}
