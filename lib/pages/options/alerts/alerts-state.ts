/**
 * The Options section's alerts as values: a switch turned, milestones typed, an hour chosen. Pure,
 * so the rules of what may be saved are tested without a page.
 */
import type { AlertKind, AlertSettings } from '../../../shared/settings/alerts';

export type AlertsChange =
  | { kind: AlertKind; on: boolean }
  | { expiringDays: number }
  | { summaryHour: number }
  /** '' = no quiet hours. */
  | { quietFrom: number | '' }
  | { quietTo: number };

/** The hours a quiet period lasts when its start is first chosen (a night). */
const QUIET_LENGTH = 8;

export function applyChange(alerts: AlertSettings, change: AlertsChange): AlertSettings {
  if ('kind' in change) return { ...alerts, [change.kind]: change.on };
  if ('expiringDays' in change) return { ...alerts, expiringDays: change.expiringDays };
  if ('summaryHour' in change) return { ...alerts, summaryHour: change.summaryHour };
  if ('quietFrom' in change) {
    const from = change.quietFrom;
    if (from === '') return { ...alerts, quietHours: null };
    return { ...alerts, quietHours: { from, to: alerts.quietHours?.to ?? (from + QUIET_LENGTH) % 24 } };
  }
  return alerts.quietHours ? { ...alerts, quietHours: { ...alerts.quietHours, to: change.quietTo } } : alerts;
}

/** "100, 1,000" in the user's language. */
export const milestonesText = (milestones: readonly number[], language: string | undefined) =>
  milestones.map((m) => new Intl.NumberFormat(language).format(m)).join(', ');

/** The 24 hours of a day as the user's clock writes them (9:00 AM, 09:00). */
export function hourLabels(language: string | undefined): string[] {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  return Array.from({ length: 24 }, (_, hour) => format.format(new Date(2000, 0, 1, hour)));
}
