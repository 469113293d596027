/**
 * One grammar for every notification's id, `<kind>?<data>`: what the notification is and what
 * its click acts on, as URL-encoded data (`alert?profile=work&open=%2Fmanager.html%23links`).
 * The id is all a click hands back, and it outlives the worker that made it, so it carries the
 * data itself; it is read as data only (a click still checks what it would open: open-page.ts).
 */

/**
 * What a click can do: open an alert's view; copy a field run's links or take back its write
 * (`fieldRun?job=<its stored job's id>`); `info` tells only.
 */
export const NOTIFICATION_KINDS = ['alert', 'fieldRun', 'info'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationId {
  kind: NotificationKind;
  data: Record<string, string>;
}

export function notificationId(kind: NotificationKind, data: Record<string, string> = {}): string {
  const query = new URLSearchParams(data).toString();
  return query ? `${kind}?${query}` : kind;
}

/** The kind and data of an id this module made; null for any other id. */
export function parseNotificationId(id: string): NotificationId | null {
  const at = id.indexOf('?');
  const kind = at < 0 ? id : id.slice(0, at);
  if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  const data = Object.fromEntries(new URLSearchParams(at < 0 ? '' : id.slice(at + 1)));
  return { kind: kind as NotificationKind, data };
}
