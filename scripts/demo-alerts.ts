/**
 * The demo's alert: with "Links about to expire" on, one check of the worker (the function its
 * alarm runs, reached through the e2e build's hook) announces the seeded link that expires in two
 * days. Answers the notification's title and text as the worker sent them.
 */
import type { ChromiumExtension } from '../e2e/support/chromium';
import { settingsFor, settingsItems } from '../e2e/support/settings';
import { DEFAULT_ALERTS } from '../lib/shared/settings/alerts';
import type { RunningServer } from '../reference-server/types';

interface Hooked {
  __e2e?: { runAlerts(): Promise<number> };
  __demoNotes?: string[];
  chrome: { notifications: { create: (...args: unknown[]) => unknown } };
}

export async function demoAlert(ext: ChromiumExtension, server: RunningServer): Promise<string[]> {
  const alerts = { ...DEFAULT_ALERTS, linkExpiring: true };
  await ext.setStorage('local', settingsItems(settingsFor(server, server.keys.demo, { alerts })));
  return ext.inWorker(async () => {
    const global = globalThis as unknown as Hooked;
    global.__demoNotes = [];
    const create = global.chrome.notifications.create.bind(global.chrome.notifications);
    global.chrome.notifications.create = (...args: unknown[]) => {
      const options = args.find((arg) => typeof arg === 'object') as { title?: string; message?: string };
      global.__demoNotes?.push(`${options?.title ?? ''}: ${options?.message ?? ''}`);
      return create(...args);
    };
    await global.__e2e?.runAlerts();
    return global.__demoNotes;
  });
}
