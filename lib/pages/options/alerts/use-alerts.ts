/**
 * One profile's alerts in Options, saved at once (not with the form's Save, like the toolbar
 * badge): each change is sent as the whole alerts value of that profile.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorData } from '../../../api/errors';
import { t } from '../../../shared/i18n';
import type { AlertSettings } from '../../../shared/settings/alerts';
import { send } from '../../rpc';
import { type AlertsChange, applyChange, withMilestones } from './alerts-state';

export interface AlertsState {
  alerts: AlertSettings;
  status: string | null;
  error: ApiErrorData | null;
  /** The milestones as typed could not be read. */
  milestonesInvalid: boolean;
  change: (change: AlertsChange) => void;
  setMilestones: (text: string) => void;
}

export function useAlerts(saved: AlertSettings, profileId: string): AlertsState {
  const [alerts, setAlerts] = useState(saved);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [milestonesInvalid, setMilestonesInvalid] = useState(false);
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
  const setMilestones = (text: string) => {
    const next = withMilestones(alerts, text);
    setMilestonesInvalid(next === null);
    if (next && next.milestones.join() !== alerts.milestones.join()) save(next);
  };
  return { alerts, status, error, milestonesInvalid, change, setMilestones };
}
