/**
 * What alerts and the toolbar badge cost a browser that does something else:
 * - worker starts per 100 tab switches (a stopped worker, two tabs brought to the front in
 *   turn): with the badge and every alert off (goal 0), and with the badge on;
 * - the alerts' wake-ups (their alarm's period) and requests per hour for 5 sites and 200 links
 *   with every alert on: an hour of checks run through the e2e hook on the background's clock,
 *   the first hour (which also asks the past weeks' hours of each site, once) and the next one.
 */
import { apiCall } from '../../e2e/support/api';
import { installBackgroundClock } from '../../e2e/support/background-clock';
import { chromiumDriver } from '../../e2e/support/driver';
import { settingsFor, settingsItems } from '../../e2e/support/settings';
import { workerStopper } from '../../e2e/support/worker-restart';
import { DEFAULT_ALERTS } from '../../lib/shared/settings/alerts';
import { seedLinks } from './manager';
import type { BenchSession } from './session';
import { until } from './worker-control';

const SWITCHES = 100;
const MINUTE = 60_000;

async function startsPerSwitches(session: BenchSession, badge: 'off' | 'visitors'): Promise<number> {
  const { ext } = session;
  await ext.setStorage(
    'local',
    settingsItems(settingsFor(session.server, session.server.keys.demo, { toolbarBadge: badge })),
  );
  const [first, second] = [await ext.context.newPage(), await ext.context.newPage()];
  await Promise.all([
    first.goto(session.other.samplePage('wake-a')),
    second.goto(session.other.samplePage('wake-b')),
  ]);
  // Its close() starts the worker again: the next measurement writes its settings through it.
  const stopper = await workerStopper(ext);
  try {
    await stopper.stop();
    for (let i = 0; i < SWITCHES / 2; i++) {
      await first.bringToFront();
      await second.bringToFront();
    }
    // A wake-up follows its event within milliseconds; a second lets a late one be counted.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return stopper.startsSinceStop();
  } finally {
    await stopper.close();
    await Promise.all([first.close(), second.close()]);
  }
}

export interface AlertCosts {
  startsOff: number;
  startsBadgeOn: number;
  periodMinutes: number;
  firstHour: number;
  nextHour: number;
}

async function requestsPerHour(
  session: BenchSession,
): Promise<Omit<AlertCosts, 'startsOff' | 'startsBadgeOn'>> {
  const { ext, server } = session;
  const driver = chromiumDriver(ext);
  for (const host of ['shop.example', 'docs.example'])
    await apiCall(server, 'POST', '/api/v1/websites', { form: { url: host } });
  await seedLinks(session, 170); // 30 seeded + 170 = 200
  const alerts = {
    ...DEFAULT_ALERTS,
    siteUnusual: true,
    linkTakeoff: true,
    linkExpiring: true,
    serverDown: true,
    dailySummary: true,
  };
  await ext.setStorage('local', settingsItems(settingsFor(server, server.keys.demo, { alerts })));
  const periodMinutes = await until(
    () =>
      driver.inBackground(async ({ api, e2e }) => {
        await e2e.syncAlerts();
        return (await api.alarms.get('alerts-check'))?.periodInMinutes ?? null;
      }),
    'the alerts alarm',
  );
  // tsx names the functions it compiles with a helper (__name) the worker does not have.
  await (await ext.worker()).evaluate('globalThis.__name = (f) => f');
  const clock = await installBackgroundClock(driver);
  const hour = async () => {
    const before = server.requests().filter((r) => r.path.startsWith('/api/')).length;
    for (let check = 0; check < 60 / periodMinutes; check++) {
      await driver.inBackground(({ e2e }) => e2e.runAlerts());
      await clock.advance(periodMinutes * MINUTE);
      server.clock.advance(periodMinutes * MINUTE);
    }
    return server.requests().filter((r) => r.path.startsWith('/api/')).length - before;
  };
  try {
    const firstHour = await hour();
    const nextHour = await hour();
    return { periodMinutes, firstHour, nextHour };
  } finally {
    await clock.uninstall();
    await ext.setStorage('local', settingsItems(settingsFor(server, server.keys.demo)));
  }
}

export async function measureAlertCosts(session: BenchSession): Promise<AlertCosts> {
  const startsOff = await startsPerSwitches(session, 'off');
  const startsBadgeOn = await startsPerSwitches(session, 'visitors');
  return { startsOff, startsBadgeOn, ...(await requestsPerHour(session)) };
}
