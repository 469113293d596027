/**
 * A click on a notification: its id (id.ts) names the kind, and the kind's handler acts on the
 * id's data. One listener for every kind, registered at the worker's start (MV3: a click on a
 * notification may be what starts the worker). An id of no known kind does nothing.
 */
import { browser } from 'wxt/browser';
import { type NotificationKind, parseNotificationId } from './id';

export type ClickHandler = (data: Record<string, string>, id: string) => Promise<unknown>;
export type ClickHandlers = Partial<Record<NotificationKind, ClickHandler>>;

/** Runs the handler of the clicked notification's kind; false when no handler takes it. */
export async function handleNotificationClick(id: string, handlers: ClickHandlers): Promise<boolean> {
  const parsed = parseNotificationId(id);
  const handler = parsed && handlers[parsed.kind];
  if (!parsed || !handler) return false;
  await handler(parsed.data, id);
  return true;
}

export function registerNotificationClicks(handlers: ClickHandlers): void {
  browser.notifications.onClicked.addListener((id) => {
    void handleNotificationClick(id, handlers).catch((error: unknown) =>
      console.warn('Could not act on the notification', error),
    );
  });
}
