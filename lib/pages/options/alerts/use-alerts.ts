/**
 * One profile's alerts in Options, saved at once (not with the form's Save, like the toolbar
 * badge): each change is sent as the whole alerts value of that profile.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import { t } from '../../../shared/i18n';
import type { AlertSettings } from '../../../shared/settings/alerts';
import { send } from '../../rpc';
import { type AlertsChange, applyChange } from './alerts-state';
import { type MilestonesReading, readMilestones } from './milestones';

export interface AlertsState {
  alerts: AlertSettings;
  status: string | null;
  error: ApiErrorData | null;
  /** What is wrong with the milestones as typed (they are not saved), or null. */
  milestonesProblem: Exclude<MilestonesReading, { ok: true }> | null;
  change: (change: AlertsChange) => void;
  /** `language`: the one the user writes numbers in ("1.000" is a thousand in German). */
  setMilestones: (text: string, language: string | undefined) => void;
}

export function useAlerts(saved: AlertSettings, profileId: string): AlertsState {
  const [alerts, setAlerts] = useState(saved);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [milestonesProblem, setMilestonesProblem] = useState<AlertsState['milestonesProblem']>(null);
  useEffect(() => setAlerts(saved), [saved, profileId]);

  const save = (next: AlertSettings) => {
    setAlerts(next);
    setStatus(null);
    setError(null);
    void send('settings.save', { alerts: next, profileId }).then((answer) => {
      if (!answer.ok) return setError(answer.error);
      setAlerts(answer.value.alerts);
      setStatus(t('options_alerts_saved'));
    });
  };

  const change = (what: AlertsChange) => save(applyChange(alerts, what));
  const setMilestones = (text: string, language: string | undefined) => {
    const reading = readMilestones(text, language);
    setMilestonesProblem(reading.ok ? null : reading);
    if (!reading.ok) return setStatus(null);
    if (reading.milestones.join() !== alerts.milestones.join())
      save({ ...alerts, milestones: reading.milestones });
  };
  return { alerts, status, error, milestonesProblem, change, setMilestones };
}
