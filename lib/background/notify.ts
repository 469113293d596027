/**
 * System notifications for the actions that have no page of their own (menu, shortcut).
 * Respects the `notifications` setting; a failure to notify never fails the action.
 */
import { browser } from 'wxt/browser';

export async function notify(title: string, message: string): Promise<void> {
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    });
  } catch (error) {
    console.warn('Could not show a notification', error);
  }
}
