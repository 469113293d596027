/**
 * The one place notifications are made: the shortcut's and the menu's outcomes, Shorten many's
 * end, a field's write, the alerts. Whether one is shown at all is the caller's to decide, with
 * the settings it already read: the "Show notifications" preference silences the outcomes, the
 * alerts do not run while it is off, and a field write the page cannot undo is announced anyway
 * (its click is the only way back). A failure to notify never fails the action.
 */
import { browser } from 'wxt/browser';
import { notificationId } from './id';

export interface NotificationText {
  title: string;
  message: string;
}

/**
 * Shows a notification under `id` (id.ts); one shown again under the same id replaces it. Its
 * `buttons` act as its click (clicks.ts); Firefox's notifications have none (it refuses the
 * option), so there the click alone does it. Resolves once it is shown or has failed.
 */
export async function showNotification(
  id: string,
  { title, message }: NotificationText,
  buttons: readonly string[] = [],
): Promise<void> {
  try {
    await browser.notifications.create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
      ...(buttons.length && !import.meta.env.FIREFOX ? { buttons: buttons.map((title) => ({ title })) } : {}),
    });
  } catch (error) {
    console.warn('Could not show a notification', error);
  }
}

/** A notification that only tells (a click does nothing); each its own, none replaces another. */
export function notify(title: string, message: string): Promise<void> {
  return showNotification(notificationId('info', { n: crypto.randomUUID() }), { title, message });
}
