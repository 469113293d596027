/**
 * Alerts: what a profile's servers may tell the user through a browser notification while the
 * user does something else. Chosen per profile (each profile is one pair of servers), every kind
 * off until the user turns it on: with all of them off, the worker keeps no alarm and asks
 * nothing. A module without zod, so the options page can list the kinds without loading the
 * settings schema and zod before it shows.
 */

export const ALERT_KINDS = [
  'siteUnusual',
  'linkTakeoff',
  'linkExpiring',
  'serverDown',
  'dailySummary',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertSettings {
  siteUnusual: boolean;
  linkTakeoff: boolean;
  /** Total clicks of a link that are worth a notification when passed (ascending). */
  milestones: number[];
  linkExpiring: boolean;
  /** An expiry date this many days away or nearer is announced. */
  expiringDays: number;
  serverDown: boolean;
  dailySummary: boolean;
  /** The hour of the day (0-23, the browser's clock) the daily summary is shown at. */
  summaryHour: number;
  /** No notification from `from` to `to` (hours 0-23, the browser's clock); null: none. */
  quietHours: { from: number; to: number } | null;
}

export const DEFAULT_ALERTS: AlertSettings = {
  siteUnusual: false,
  linkTakeoff: false,
  milestones: [100, 1000, 10000],
  linkExpiring: false,
  expiringDays: 3,
  serverDown: false,
  dailySummary: false,
  summaryHour: 9,
  quietHours: null,
};

/** Is any alert on? (Nothing is scheduled or asked otherwise.) */
export function anyAlertOn(alerts: AlertSettings): boolean {
  return ALERT_KINDS.some((kind) => alerts[kind]);
}

/** Is `hour` (0-23) inside the quiet hours? A range may run past midnight (22 to 7). */
export function isQuietHour(quiet: AlertSettings['quietHours'], hour: number): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? hour >= quiet.from && hour < quiet.to
    : hour >= quiet.from || hour < quiet.to;
}
