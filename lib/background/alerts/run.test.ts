import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { fakeApi, makeLink, makeWebsite, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import type { StatsRange } from '../../api/stats/types';
import type { Api } from '../../api/types';
import { type AlertSettings, DEFAULT_ALERTS } from '../../shared/settings/alerts';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/schema';
import { formatIn, type Notice } from './notices';
import { type RunDeps, runAlerts } from './run';
import { type AlertState, emptyAlertState } from './stored-state';

/** Wednesday 2026-03-11, 15:30 UTC: the hours so far are 00-14. */
const NOW = Date.parse('2026-03-11T15:30:00Z');
const MINUTE = 60_000;

const hours = (perHour: number) => Array.from({ length: 24 }, () => perHour);
const series = (counts: number[], day: string) => ({
  granularity: 'hour' as const,
  points: counts.map((count, h) => ({ bucket: `${day} ${String(h).padStart(2, '0')}`, count })),
});

function profile(alerts: Partial<AlertSettings>, patch: Partial<Settings> = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    apiKey: 'k',
    linksBaseUrl: 'https://sho.rt',
    alerts: { ...DEFAULT_ALERTS, ...alerts },
    ...patch,
  };
}

/** 20 minutes before a whole hour of the machine's zone (quiet hours are in the browser's hours). */
const QUIET_NOW = (() => {
  const date = new Date(NOW);
  date.setMinutes(40, 0, 0);
  return date.getTime();
})();

/** Quiet hours from the hour before QUIET_NOW's to the next one: they end 20 minutes after it. */
function quietUntilNextHour() {
  const local = new Date(QUIET_NOW).getHours();
  return { from: (local + 23) % 24, to: (local + 1) % 24 };
}

/** A run's world: one profile, a fake API, state in a map, the shown notices in a list. */
function world(settings: Settings, api = fakeApi(), start = NOW) {
  const states = new Map<string, AlertState>();
  const shown: Notice[] = [];
  let now = start;
  const deps: RunDeps = {
    now: () => now,
    profiles: async () => [settings],
    api: async () => api as Api,
    readAlertState: async (id) => structuredClone(states.get(id) ?? emptyAlertState()),
    writeAlertState: async (id, state) => void states.set(id, structuredClone(state)),
    show: async (_id, notice) => void shown.push(notice),
    format: formatIn('en-US'),
    // The lease as storage keeps it: it outlives a stopped worker until it lapses.
    takeLease: async (owner, at) => {
      if (lease && lease.owner !== owner && lease.until > at) return false;
      lease = { owner, until: at + 6 * MINUTE };
      return true;
    },
    releaseLease: async (owner) => {
      if (lease?.owner === owner) lease = null;
    },
  };
  let lease: { owner: string; until: number } | null = null;
  return {
    api,
    deps,
    states,
    shown,
    advance: (ms: number) => {
      now += ms;
    },
    run: () => runAlerts(deps),
    /** `count` checks, 5 minutes apart as the alarm runs them. */
    checks: async (count: number) => {
      for (let check = 0; check < count; check++) {
        await runAlerts(deps);
        now += 5 * MINUTE;
      }
    },
  };
}

/** An API whose server cannot be reached (the health probe fails) until told otherwise. */
function unreachable() {
  const api = fakeApi();
  api.account.get.mockRejectedValue(new ApiError({ code: 'network', message: 'unreachable' }));
  return api;
}

/** A site whose Wednesdays had 5 visitors an hour, and today `today` an hour. */
function siteWith(todayPerHour: number) {
  const api = fakeApi();
  api.websites.list.mockResolvedValue(pageOf([makeWebsite({ id: 12, host: 'example.com' })]));
  const byDay = async (...args: unknown[]) => {
    const range = args[3] as StatsRange;
    return series(hours(range.from === '2026-03-11' ? todayPerHour : 5), range.from);
  };
  api.stats.series.mockImplementation(byDay as typeof api.stats.series);
  api.stats.top.mockResolvedValue({
    rows: [{ value: 'news.ycombinator.com', count: 300 }],
    page: 1,
    perPage: 10,
    total: 1,
    lastPage: 1,
  });
  return api;
}

describe('runAlerts', () => {
  beforeEach(() => useEnglishMessages());

  it('asks nothing when no alert is on', async () => {
    // Arrange
    const { api, deps, run } = world(profile({}));
    const getApi = vi.spyOn(deps, 'api');
    // Act
    await run();
    // Assert
    expect(getApi).not.toHaveBeenCalled();
    expect(api.websites.list).not.toHaveBeenCalled();
  });

  it('asks nothing while "Show notifications" is off, whatever alert is on', async () => {
    const { api, run } = world(profile({ siteUnusual: true, serverDown: true }, { notifications: false }));
    await run();
    expect(api.websites.list).not.toHaveBeenCalled();
    expect(api.account.get).not.toHaveBeenCalled();
  });

  it('announces a spike once, with the rule in its text and a click to the site today', async () => {
    // Arrange
    const { shown, run, advance } = world(profile({ siteUnusual: true }), siteWith(30));
    // Act
    await run();
    advance(15 * MINUTE);
    await run();
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'example.com: unusually many visitors',
      path: '/manager.html#websites/12/stats?range=today',
    });
    expect(shown[0]?.message).toMatch(
      /^example\.com: 450 visitors by .+, about 6× as many as by this time on a usual day; most from news\.ycombinator\.com\.$/,
    );
  });

  it('raises nothing on a usual day, and asks a past day only once', async () => {
    // Arrange
    const { api, shown, run, advance } = world(profile({ siteUnusual: true }), siteWith(5));
    // Act
    await run();
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(shown).toEqual([]);
    // Today twice, and the four earlier Wednesdays once each.
    expect(api.stats.series).toHaveBeenCalledTimes(6);
  });

  it('announces a link about to expire once per link and cause, with its edit place', async () => {
    // Arrange
    const api = fakeApi();
    api.links.list.mockResolvedValue(
      pageOf([
        makeLink({ id: 7, alias: 'sale', shortUrl: 'https://sho.rt/sale', endsAt: '2026-03-12T09:00:00Z' }),
      ]),
    );
    const { shown, run, advance } = world(profile({ linkExpiring: true }), api);
    // Act
    await run();
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'sho.rt/sale is about to expire',
      path: '/manager.html#links?search=sale&by=alias&edit=7',
    });
  });

  it('announces a milestone passed between two looks', async () => {
    const api = fakeApi();
    api.links.list.mockResolvedValueOnce(pageOf([makeLink({ id: 7, clicks: 95 })]));
    api.links.list.mockResolvedValue(pageOf([makeLink({ id: 7, clicks: 104 })]));
    const { shown, run, advance } = world(profile({ linkTakeoff: true, milestones: [100] }), api);
    await run();
    advance(15 * MINUTE);
    await run();
    expect(shown.map((n) => n.title)).toEqual(['sho.rt/x7k2p passed 100 clicks']);
  });

  it('says how many clicks a link taking off on its first day has, without a ratio to an unknown usual', async () => {
    const api = fakeApi();
    api.links.list.mockResolvedValueOnce(pageOf([makeLink({ id: 7, clicks: 10 })]));
    api.links.list.mockResolvedValue(pageOf([makeLink({ id: 7, clicks: 300 })]));
    api.stats.series.mockResolvedValue(series([120, 170], '2026-03-11'));
    const { shown, run, advance } = world(profile({ linkTakeoff: true, milestones: [] }), api);
    await run();
    advance(15 * MINUTE);
    await run();
    expect(shown.map((n) => [n.title, n.message])).toEqual([
      ['sho.rt/x7k2p is taking off', '290 clicks today so far.'],
    ]);
  });

  it('counts a link taking off as its Today view does: its statistics over the account’s day', async () => {
    // Arrange: the account counts in Auckland, where it is already 12 March; the statistics of
    // that day have 75 clicks, while the totals grew by 290 since the first look
    const api = fakeApi();
    api.links.list.mockResolvedValueOnce(pageOf([makeLink({ id: 7, clicks: 10 })]));
    api.links.list.mockResolvedValue(pageOf([makeLink({ id: 7, clicks: 300 })]));
    api.account.get.mockResolvedValue({ timeZone: 'Pacific/Auckland' } as never);
    api.stats.series.mockResolvedValue(series([70, 5], '2026-03-12'));
    const { shown, run, advance } = world(profile({ linkTakeoff: true, milestones: [] }), api);
    // Act
    await run();
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(shown.map((n) => n.message)).toEqual(['75 clicks today so far.']);
    expect(api.stats.series).toHaveBeenCalledWith(
      'links',
      7,
      'clicks',
      { from: '2026-03-12', to: '2026-03-12' },
      expect.anything(),
    );
  });

  it('announces a server down for 5 minutes once, and once when it is back', async () => {
    // Arrange
    const api = unreachable();
    const { shown, run, checks } = world(profile({ serverDown: true }), api);
    // Act: four checks 5 minutes apart while it is down, then one that answers
    await checks(4);
    api.account.get.mockResolvedValue(null);
    await run();
    await run();
    // Assert
    expect(shown.map((n) => n.title)).toEqual(['Cannot reach sho.rt', 'sho.rt answers again']);
  });

  it('says nothing when a failure ends before 5 minutes', async () => {
    const api = fakeApi();
    api.account.get.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'unreachable' }));
    const { shown, run, advance } = world(profile({ serverDown: true }), api);
    await run();
    advance(4 * MINUTE);
    api.account.get.mockResolvedValue(null);
    await run();
    expect(shown).toEqual([]);
  });

  it('says an outage that began in quiet hours after them, and its end after that', async () => {
    // Arrange: quiet from an hour ago until 20 minutes from now; the server fails from now on
    const quietHours = quietUntilNextHour();
    const api = unreachable();
    const { shown, run, checks } = world(profile({ serverDown: true, quietHours }), api, QUIET_NOW);
    // Act: four checks 5 minutes apart in the quiet hours, two after them, then it answers
    await checks(4);
    const duringQuiet = shown.length;
    await checks(2);
    api.account.get.mockResolvedValue(null);
    await run();
    // Assert
    expect(duringQuiet).toBe(0);
    expect(shown.map((n) => n.title)).toEqual(['Cannot reach sho.rt', 'sho.rt answers again']);
  });

  it('says neither when an outage in quiet hours is over by their end', async () => {
    // Arrange
    const quietHours = quietUntilNextHour();
    const api = unreachable();
    const { shown, checks } = world(profile({ serverDown: true, quietHours }), api, QUIET_NOW);
    // Act: down through the quiet hours' last 20 minutes, answering at the first check after them
    await checks(4);
    api.account.get.mockResolvedValue(null);
    await checks(3);
    // Assert
    expect(shown).toEqual([]);
  });

  it('remembers a notice before showing it, so a worker stopped in between never says it twice', async () => {
    // Arrange: the first worker is stopped as soon as its notification is shown
    const api = fakeApi();
    api.links.list.mockResolvedValue(
      pageOf([makeLink({ id: 7, alias: 'sale', endsAt: '2026-03-12T09:00:00Z' })]),
    );
    const { deps, shown, run, advance } = world(profile({ linkExpiring: true }), api);
    const stoppedWorker: RunDeps = {
      ...deps,
      show: async (_id, notice) => {
        shown.push(notice);
        await new Promise(() => undefined);
      },
    };
    // Act: a new worker checks again once the stopped one's lease has lapsed
    void runAlerts(stoppedWorker);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(shown.map((n) => n.title)).toEqual(['sho.rt/x7k2p is about to expire']);
  });

  it('runs no second check while a slow one still runs', async () => {
    // Arrange: a site list that answers only when the test says
    const api = siteWith(30);
    let answer: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sites = api.websites.list.getMockImplementation();
    api.websites.list.mockImplementation(async (...args) => {
      await slow;
      return (await sites?.(...args)) as Awaited<ReturnType<typeof api.websites.list>>;
    });
    const { shown, deps, advance } = world(profile({ siteUnusual: true }), api);
    // Act: the next alarm comes while the first check waits for the server
    const first = runAlerts(deps);
    await vi.waitFor(() => expect(api.websites.list).toHaveBeenCalledTimes(1));
    advance(5 * MINUTE);
    const second = await runAlerts(deps);
    answer();
    await first;
    // Assert
    expect(second).toBe(0);
    expect(api.websites.list).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(1);
  });

  it('checks again once the check before has ended', async () => {
    const { api, run, advance } = world(profile({ siteUnusual: true }), siteWith(30));
    await run();
    advance(15 * MINUTE);
    await run();
    expect(api.websites.list).toHaveBeenCalledTimes(2);
  });

  it('says a milestone passed in quiet hours after them', async () => {
    // Arrange: quiet until 20 minutes after the first look; the milestone is passed in them
    const api = fakeApi();
    api.links.list.mockResolvedValueOnce(pageOf([makeLink({ id: 7, clicks: 95 })]));
    api.links.list.mockResolvedValue(pageOf([makeLink({ id: 7, clicks: 104 })]));
    const quietHours = quietUntilNextHour();
    const settings = profile({ linkTakeoff: true, milestones: [100], quietHours });
    const { shown, run, advance } = world(settings, api, QUIET_NOW);
    // Act: a look before the milestone, one after it in the quiet hours, one after them
    await run();
    advance(15 * MINUTE);
    await run();
    const duringQuiet = shown.length;
    advance(15 * MINUTE);
    await run();
    // Assert
    expect(duringQuiet).toBe(0);
    expect(shown.map((n) => n.title)).toEqual(['sho.rt/x7k2p passed 100 clicks']);
  });

  it('names the profile in its notifications when there are several profiles', async () => {
    // Arrange
    const { deps, shown, run } = world(profile({ siteUnusual: true }, { profileName: 'Work' }), siteWith(30));
    deps.profiles = async () => [
      profile({}, { profileId: 'default', profileName: 'Home' }),
      profile({ siteUnusual: true }, { profileId: 'work', profileName: 'Work' }),
    ];
    // Act
    await run();
    // Assert
    expect(shown.map((n) => n.title)).toEqual(['example.com: unusually many visitors (profile Work)']);
  });

  it('says a refused key as such, with a click to Options', async () => {
    const api = fakeApi();
    api.account.get.mockRejectedValue(new ApiError({ code: 'unauthorized', message: 'no' }));
    const { shown, run, advance } = world(profile({ serverDown: true }), api);
    await run();
    advance(5 * MINUTE);
    await run();
    expect(shown).toEqual([
      expect.objectContaining({ title: 'sho.rt refuses the API key', path: '/options.html' }),
    ]);
  });

  it('shows nothing in quiet hours, and what is still true after them', async () => {
    // Arrange: quiet all day but the hour after now
    const local = new Date(NOW).getHours();
    const quietHours = { from: (local + 23) % 24, to: (local + 1) % 24 };
    const { shown, run, advance } = world(profile({ siteUnusual: true, quietHours }), siteWith(30));
    // Act
    await run();
    const during = shown.length;
    advance(60 * MINUTE);
    await run();
    // Assert
    expect(during).toBe(0);
    expect(shown).toHaveLength(1);
  });

  it('leaves the last requests of a window to the views (background priority)', async () => {
    const api = siteWith(30) as ReturnType<typeof fakeApi> & Api;
    api.rateLimitBudget = () => ({ remaining: 3, resetAt: NOW + MINUTE });
    const { run } = world(profile({ siteUnusual: true }), api);
    await run();
    expect(api.websites.list).not.toHaveBeenCalled();
  });

  it('costs a small share of the rate limit for 5 sites and 200 links with every alert on', async () => {
    // Arrange
    const api = fakeApi();
    const sites = [1, 2, 3, 4, 5].map((id) => makeWebsite({ id, host: `site${id}.example` }));
    api.websites.list.mockResolvedValue(pageOf(sites));
    api.links.list.mockImplementation(async (query?: { page?: number }) => ({
      ...pageOf(Array.from({ length: 100 }, (_, i) => makeLink({ id: (query?.page ?? 1) * 1000 + i }))),
      page: query?.page ?? 1,
      lastPage: 2,
    }));
    api.stats.series.mockImplementation((async (...args: unknown[]) =>
      series(hours(5), (args[3] as StatsRange).from)) as typeof api.stats.series);
    const every = {
      siteUnusual: true,
      linkTakeoff: true,
      linkExpiring: true,
      serverDown: true,
      dailySummary: true,
    };
    const { run, advance } = world(profile(every), api);
    const requests = () =>
      [api.websites.list, api.links.list, api.stats.series, api.stats.top, api.account.get].reduce(
        (sum, fn) => sum + fn.mock.calls.length,
        0,
      );
    const hour = async () => {
      const before = requests();
      for (let check = 0; check < 12; check++) {
        await run();
        advance(5 * MINUTE);
      }
      return requests() - before;
    };
    // Act
    const first = await hour();
    const next = await hour();
    // Assert: the first hour also asks each site's four past weeks once (and the summary's day)
    expect({ first, next }).toEqual({ first: 66, next: 40 });
    expect(next / 3600).toBeLessThan(0.0125); // under 1.25 % of the servers' 60 a minute
  });
});
