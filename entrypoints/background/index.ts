// Thin wiring: the message router, the context menu and the keyboard command. Every browser.*
// call happens inside main (WXT imports this file in Node at build time), and no state lives
// only in memory (the MV3 worker stops after ~30 s idle): settings and history are in storage.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createApi } from '../../lib/api/index';
import { afterStart } from '../../lib/background/after-start';
import { openAlert } from '../../lib/background/alerts/open';
import { runAlerts } from '../../lib/background/alerts/run';
import { alertDeps, registerAlerts, syncAlertsAlarm } from '../../lib/background/alerts/wiring';
import { getApi } from '../../lib/background/api-clients';
import { RESUME_ALARM, resumeBatch, startPending } from '../../lib/background/batch/jobs';
import { copyFromBackground } from '../../lib/background/clipboard';
import { handleCommand, registerCommands } from '../../lib/background/commands';
import { watchExcludeVisits } from '../../lib/background/exclude-visits/sync';
import type { QuickDeps } from '../../lib/background/feedback';
import { omniboxEnter, omniboxSuggestions, registerOmnibox } from '../../lib/background/find-link/omnibox';
import { createHandlers } from '../../lib/background/handlers';
import { handleMenuClick, type MenuClickInfo, registerMenus } from '../../lib/background/menus';
import {
  type ClickHandlers,
  handleNotificationClick,
  registerNotificationClicks,
} from '../../lib/background/notifications/clicks';
import { serve } from '../../lib/background/serve';
import { migrateLegacySettings, writeSettingsItems } from '../../lib/background/settings/store';
import { registerFieldRuns } from '../../lib/background/shorten-in-field/wiring';
import { registerToolbarBadge } from '../../lib/background/toolbar-badge/wiring';
import { registerWelcome } from '../../lib/background/welcome';

export default defineBackground(() => {
  performance.mark('background-main'); // Read by npm run bench (the worker's start split).
  const quick: QuickDeps = {
    getApi: (settings) => getApi({ services: ['links'], settings }),
    copy: copyFromBackground,
  };

  serve(
    createHandlers({ getApi: (services, settings) => getApi({ services, settings }), factory: createApi }),
  );
  registerMenus(quick);
  registerCommands(quick);
  // Field runs are stored jobs: resumed below.
  const fieldRuns = registerFieldRuns(quick);
  // A click on an alert opens its view; on a field run's, copies its links or undoes its write.
  const clicks: ClickHandlers = { alert: openAlert, fieldRun: fieldRuns.clicked };
  registerNotificationClicks(clicks);
  registerOmnibox(quick);
  watchExcludeVisits(); // "Don't count my visits": rules in step with the settings
  registerToolbarBadge(); // The tab listeners: kept only while the badge is on (each wakes the worker).
  registerAlerts(); // Their alarm exists only while an alert is on.
  // an unfinished Shorten many job goes on in every new worker, and on its alarm.
  const batch = { getApi: quick.getApi };
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RESUME_ALARM) void resumeBatch(batch);
  });
  // After the event that woke the worker. The alerts' alarm needs no look at each start: it
  // follows the settings as they change, and is checked when the browser starts or the
  // extension is installed or updated (registerAlerts).
  afterStart(() => {
    void resumeBatch(batch);
    void fieldRuns.resume();
  });
  browser.permissions.onAdded.addListener((added) => {
    if (added.permissions?.includes('tabs')) void startPending(batch).catch(() => undefined);
  });
  browser.runtime.onInstalled.addListener(() => {
    migrateLegacySettings().catch((error: unknown) => console.warn('Could not migrate old settings', error));
  });
  // The welcome page on a first install. Not in the e2e build: every test browser is a first
  // install, and a tab the tests did not open would race their own tabs.
  if (import.meta.env.MODE !== 'e2e') registerWelcome();

  // The e2e hook (docs/ARCHITECTURE.md, "Contracts"): Vite replaces MODE at build time, so
  // production drops this block.
  if (import.meta.env.MODE === 'e2e') {
    (globalThis as { __e2e?: unknown }).__e2e = {
      menuClick: (info: MenuClickInfo, tab?: { url?: string }) => {
        performance.mark('bench-menu-click'); // The bench's start split: the event reaches our code.
        return handleMenuClick(info, tab, quick);
      },
      command: (name: string, tab?: { url?: string; id?: number }) => handleCommand(name, tab, quick),
      omnibox: (text: string) => omniboxSuggestions(text, quick),
      omniboxEnter: (text: string) => omniboxEnter(text, quick),
      // What the alerts' alarm runs, on the test's clock; and a click on a notification.
      runAlerts: () => runAlerts(alertDeps()),
      // A check whose worker is stopped right after its first notification: it never ends.
      runAlertsUntilShown: () => {
        const deps = alertDeps();
        const show: typeof deps.show = (id, notice) =>
          deps.show(id, notice).then(() => new Promise(() => {}));
        void runAlerts({ ...deps, show });
      },
      syncAlerts: syncAlertsAlarm,
      // Chromium's Copy links button on a field run's notification does what its click does.
      clickNotification: (id: string) => handleNotificationClick(id, clicks),
      // A test's settings, written in the settings' turn (see writeSettingsItems).
      writeSettings: writeSettingsItems,
    };
  }
  performance.mark('background-ready'); // Read by npm run bench (worker start -> ready).
});
