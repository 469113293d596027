/**
 * Alerts against the reference server, the background and the server on clocks the test moves:
 * a spike raises one notification and the next checks none, a normal day none, a link about to
 * expire is announced once, a server down for the threshold once and once when it is back, and a
 * click on a notification opens its view. Checks are run through the e2e hook (what the alarm
 * runs); notifications are read from the background's spy (headless Firefox lists none). With
 * every alert off nothing is asked, and in Chromium tab switches leave a stopped worker stopped.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALERTS } from '../lib/shared/settings/alerts';
import { listAll } from './support/api';
import { type BackgroundClock, installBackgroundClock } from './support/background-clock';
import { apiRequests } from './support/server';
import { settingsFor, settingsItems } from './support/settings';
import { BROWSERS, useExtension } from './support/suite';
import { workerStopper } from './support/worker-restart';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(BROWSERS)('alerts (%s)', (browser) => {
  const suite = useExtension(browser);
  let clock: BackgroundClock | undefined;
  afterEach(async () => {
    await clock?.uninstall();
    clock = undefined;
  });

  const withAlerts = (alerts: Partial<typeof DEFAULT_ALERTS>) =>
    suite.configure({ alerts: { ...DEFAULT_ALERTS, ...alerts } });

  /** Both clocks at the next 15:30 UTC (the analytics server's day has had 15 hours). */
  async function atAfternoon(): Promise<void> {
    clock = await installBackgroundClock(suite.ext);
    const now = await clock.now();
    const day = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
    const target = day + 15.5 * HOUR + (now > day + 15.5 * HOUR ? 24 * HOUR : 0);
    await clock.advance(target - now);
    suite.server.clock.set(target);
  }

  async function later(ms: number): Promise<void> {
    await clock?.advance(ms);
    suite.server.clock.advance(ms);
  }

  const check = () => suite.ext.inBackground(({ e2e }) => e2e.runAlerts());

  /** The notifications the background created since the spy: [id, title, message]. */
  async function shown(): Promise<Array<{ id: string; title: string; message: string }>> {
    const { calls } = await suite.notifications();
    return calls.map(([id, options]) => {
      const { title, message } = options as { title: string; message: string };
      return { id: id as string, title, message };
    });
  }

  it('announces a spike once, with the rule in its text, and says nothing on the next checks', async () => {
    // Arrange
    await withAlerts({ siteUnusual: true });
    await atAfternoon();
    suite.server.unusualDay({ service: 'websites', id: 1001, factor: 6 });
    await suite.spyNotifications();
    // Act
    await check();
    await later(15 * MINUTE);
    await check();
    await later(15 * MINUTE);
    await check();
    // Assert
    const notes = await shown();
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe('example.com: unusually many visitors');
    expect(notes[0]?.message).toMatch(
      /^example\.com: [\d,]+ visitors by .+, about \d+× as many as by this time on a usual day; most from .+\.$/,
    );
  });

  it('raises nothing on a normal day of the reference data', async () => {
    await withAlerts({ siteUnusual: true, linkTakeoff: true });
    await atAfternoon();
    await suite.spyNotifications();
    await check();
    await later(15 * MINUTE);
    await check();
    expect(await shown()).toEqual([]);
  });

  it('announces the link about to expire once, and its click opens the link’s edit dialog in the manager', async () => {
    // Arrange
    await withAlerts({ linkExpiring: true });
    await suite.spyNotifications();
    clock = await installBackgroundClock(suite.ext);
    // Act
    await check();
    await later(15 * MINUTE);
    await check();
    const [note] = await shown();
    await suite.ext.inBackground(({ e2e }, id) => e2e.clickNotification(id), note?.id ?? '');
    // Assert
    // The seeded link that expires in two days, and any whose clicks limit is nearly used: each once
    const titles = (await shown()).map((n) => n.title);
    expect(titles).toContainEqual(expect.stringMatching(/ae86i is about to expire$/));
    expect(titles.every((title) => title.endsWith('is about to expire'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    const tabUrls = () =>
      suite.ext.inBackground(async ({ api }) =>
        (await api.tabs.query({})).map((tab: { url?: string }) => tab.url ?? ''),
      );
    // The tab opened on the link's edit place (a new tab has no address until its load starts;
    // once the dialog is open, the page takes `edit` out of its address)
    await expect
      .poll(tabUrls)
      .toContainEqual(expect.stringMatching(/manager\.html#links\?search=.+&by=alias(&edit=\d+)?$/));
    // That place, named in the notification, opens the link's edit dialog over the list searched for it
    const opens = new URLSearchParams(note?.id.slice(note.id.indexOf('?') + 1)).get('open') ?? '';
    const hash = opens.replace(/^[^#]*/, '');
    expect(hash).toMatch(/^#links\?search=.+&by=alias&edit=\d+$/);
    const manager = await suite.openManager(hash);
    const alias = new URLSearchParams(hash.split('?')[1]).get('search');
    expect(await manager.dialogField('Alias').inputValue()).toBe(alias);
  });

  it('announces a server unreachable for 5 minutes once, and once more when it is back', async () => {
    // Arrange
    await withAlerts({ serverDown: true });
    await suite.spyNotifications();
    clock = await installBackgroundClock(suite.ext);
    suite.server.faults.respond(
      '*',
      { status: 503, body: '<html>Down for maintenance</html>' },
      Number.POSITIVE_INFINITY,
    );
    // Act
    for (let step = 0; step < 3; step++) {
      await check();
      await later(5 * MINUTE);
    }
    suite.server.faults.clear();
    await check();
    await check();
    // Assert
    expect((await shown()).map((n) => n.title)).toEqual([
      expect.stringMatching(/^Cannot reach 127\.0\.0\.1:\d+$/),
      expect.stringMatching(/^127\.0\.0\.1:\d+ answers again$/),
    ]);
  });

  it('says a milestone passed in quiet hours after them', async () => {
    // Arrange: the clocks one minute into an hour of the browser's day, quiet until the next
    clock = await installBackgroundClock(suite.ext);
    const { toNextHour, hour } = await suite.ext.inBackground(() => {
      const now = new Date();
      const next = new Date(now.getTime());
      next.setHours(now.getHours() + 1, 1, 0, 0);
      return { toNextHour: next.getTime() - now.getTime(), hour: next.getHours() };
    });
    await later(toNextHour);
    const links = await listAll(suite.server, '/api/v1/links');
    const link = links.reduce((most, each) => (Number(each.clicks) > Number(most.clicks) ? each : most));
    const milestone = Number(link.clicks) + 1;
    await withAlerts({
      linkTakeoff: true,
      milestones: [milestone],
      quietHours: { from: hour, to: (hour + 1) % 24 },
    });
    await suite.spyNotifications();
    // Act: a look before the milestone, one after it in the quiet hours, one after them
    await check();
    suite.server.unusualDay({ service: 'links', id: Number(link.id), factor: 6 });
    await later(15 * MINUTE);
    await check();
    const duringQuiet = await shown();
    await later(45 * MINUTE);
    await check();
    // Assert
    expect(duringQuiet).toEqual([]);
    const titles = (await shown()).map((n) => n.title);
    expect(titles).toContainEqual(expect.stringMatching(/ passed [\d,.]+ clicks$/));
  });

  it.runIf(browser === 'chromium')(
    'says an alert once through a worker stopped right after showing it',
    async () => {
      // Arrange
      await withAlerts({ linkExpiring: true });
      await suite.spyNotifications();
      const stopper = await workerStopper(suite.chromium!);
      try {
        // Act: the worker is stopped once the check has shown its first notification
        await suite.ext.inBackground(({ e2e }) => e2e.runAlertsUntilShown());
        await expect.poll(async () => (await shown()).length).toBe(1);
        const [first] = await shown();
        await stopper.stop();
        await stopper.start();
        // A new worker, 15 minutes later: the stopped check's lease has lapsed, the links are due
        clock = await installBackgroundClock(suite.ext);
        await later(15 * MINUTE);
        await suite.spyNotifications();
        await check();
        // Assert
        expect(first?.title).toMatch(/is about to expire$/);
        expect((await shown()).map((n) => n.title)).not.toContain(first?.title);
      } finally {
        await stopper.close();
      }
    },
  );

  it('opens an alert of another profile on that profile’s statistics, leaving the active profile as it is', async () => {
    // Arrange: two profiles of the demo account, Home active; an alert of Work's link
    const { server } = suite;
    await suite.ext.writeSettings(
      settingsItems(
        settingsFor(server, server.keys.demo, { profileName: 'Home' }),
        settingsFor(server, server.keys.demo, { profileId: 'work', profileName: 'Work' }),
      ),
    );
    const open = '/manager.html#links/1/stats?range=today';
    const id = `alert?${new URLSearchParams({ profile: 'work', open, cause: 'takeoff:1:2026-11-20' })}`;
    // Act
    await suite.ext.inBackground(({ e2e }, note) => e2e.clickNotification(note), id);
    // Assert
    const tabUrls = () =>
      suite.ext.inBackground(async ({ api }) =>
        (await api.tabs.query({})).map((tab: { url?: string }) => tab.url ?? ''),
      );
    await expect
      .poll(tabUrls)
      .toContainEqual(expect.stringMatching(/manager\.html#links\/1\/stats\?range=today&profile=work$/));
    const stored = (await suite.ext.storage('local')).settings as { activeProfile: string };
    expect(stored.activeProfile).toBe('default');
    const manager = await suite.ext.openExtensionPage('manager.html#links/1/stats?range=today&profile=work');
    await manager.getByText('Statistics of the profile “Work”. The active profile stays as it is.').waitFor();
  });

  it('with every alert off, asks nothing and keeps no alarm', async () => {
    // Arrange
    suite.server.clearRequests();
    // Act
    await suite.ext.inBackground(({ e2e }) => e2e.syncAlerts());
    await check();
    // Assert
    expect(apiRequests(suite.server)).toEqual([]);
    expect(
      await suite.ext.inBackground(async ({ api }) =>
        (await api.alarms.getAll()).map((a: { name: string }) => a.name),
      ),
    ).not.toContain('alerts-check');
  });

  it.runIf(browser === 'chromium')(
    'leaves a stopped worker stopped through tab switches and page loads while the badge and alerts are off',
    async () => {
      // Arrange
      const ext = suite.chromium!;
      const [first, second] = [await ext.context.newPage(), await ext.context.newPage()];
      await first.goto(suite.other.samplePage('a'));
      await second.goto(suite.other.samplePage('b'));
      const stopper = await workerStopper(ext);
      try {
        await stopper.stop();
        // Act: six tab switches and two page loads
        for (let i = 0; i < 3; i++) {
          await first.bringToFront();
          await second.bringToFront();
        }
        await first.goto(suite.other.samplePage('c'));
        await second.goto(suite.other.samplePage('d'));
        // Assert
        await stopper.expectNoStart();
        expect(stopper.running()).toBe(false);
      } finally {
        await stopper.close();
      }
    },
  );
});
