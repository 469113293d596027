/**
 * A click on a notification: its id (id.ts) names the kind, and the kind's handler acts on the
 * id's data. One listener for the clicks and one for the buttons' clicks, for every kind,
 * registered at the worker's start (MV3: a click on a notification may be what starts the
 * worker). A button does what its notification's click does: the only one is a field run's
 * "Copy links", shown where a click cannot say what it does (Chromium). An id of no known kind
 * does nothing.
 */
import { browser } from 'wxt/browser';
import { type NotificationKind, parseNotificationId } from './id';

export type ClickHandler = (data: Record<string, string>, id: string) => Promise<unknown>;
export type ClickHandlers = Partial<Record<NotificationKind, ClickHandler>>;

/** Runs the handler of the clicked notification's kind: what it resolves with; false when none takes it. */
export async function handleNotificationClick(id: string, handlers: ClickHandlers): Promise<unknown> {
  const parsed = parseNotificationId(id);
  const handler = parsed && handlers[parsed.kind];
  if (!parsed || !handler) return false;
  return handler(parsed.data, id);
}

export function registerNotificationClicks(handlers: ClickHandlers): void {
  const clicked = (id: string) =>
    void handleNotificationClick(id, handlers).catch((error: unknown) =>
      console.warn('Could not act on the notification', error),
    );
  browser.notifications.onClicked.addListener(clicked);
  // Firefox has no notification buttons (nor, in some versions, this event).
  browser.notifications.onButtonClicked?.addListener(clicked);
}
