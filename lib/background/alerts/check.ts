/**
 * One check of a profile's alerts, run by the alerts' alarm (run.ts): asks the servers what
 * the alerts that are on need, within a small share of the rate limit (every request is a
 * `background` one: it leaves the window's last requests to views and clicks, and never waits),
 * and returns what to announce. The slower checks (sites, links) run every 15 minutes, the
 * server's health on every check (5 minutes).
 *
 * Cost for 5 sites and 200 links with every alert on (run.test.ts measures it): an hour is
 * sites 4 × (1 list + 5 series) = 24, links 4 × 2 pages = 8, the health probe on the 8 checks
 * that asked nothing else = 8: 40 requests, 1.1 % of the servers' 60 a minute. The first hour
 * also asks each site's 4 past weeks once and the summary's day: 66.
 */
import { ApiError } from '../../api/errors';
import { callOptions, mayStart } from '../../api/request-policy';
import type { Link, Website } from '../../api/schemas';
import type { StatsService } from '../../api/stats/types';
import type { Api } from '../../api/types';
import type { Settings } from '../../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../../shared/settings/service-url';
import { clicksToday } from './link-today';
import {
  downCause,
  expiryNotice,
  type Format,
  healthNotice,
  milestoneNotice,
  type Notice,
  siteNotice,
  summaryNotice,
  takeoffCause,
  takeoffNotice,
} from './notices';
import {
  expiryCause,
  linkTakeoff,
  milestonePassed,
  nextHealth,
  OUTAGE_CODES,
  siteUnusual,
  UNUSUAL,
} from './rules';
import type { AlertState } from './stored-state';

export const CHECK_EVERY_MINUTES = 5;
export const SLOW_EVERY_MS = 15 * 60_000;
/** The links watched: the ones with the most clicks, two pages of the list. */
export const LINK_PAGES = 2;

const DAY_MS = 86_400_000;
/** The analytics server's day (UTC as shipped: docs/API.md 7.1). */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const options = callOptions('background');

export interface CheckContext {
  settings: Settings;
  api: Api;
  now: number;
  /** The hour of the day on the user's clock (summary hour). */
  localHour: number;
  /** The user's calendar day (one summary a day). */
  localDay: string;
  /** In the quiet hours: nothing is shown, so nothing may be taken as said (a milestone). */
  quiet: boolean;
  state: AlertState;
  format: Format;
}

/** Whether the service's window leaves a background request; false stops the kind for this check. */
const may = (api: Api, service: StatsService) => mayStart('background', api.rateLimitBudget?.(service));

/**
 * What asking a service said of its health: it answered, it cannot be reached, it refuses the
 * key; undefined: nothing (not asked, or a failure that is no outage, like a spent window).
 */
export type Asked = 'ok' | 'down' | 'refused' | undefined;

function outcome(error: unknown): Asked {
  if (!(error instanceof ApiError) || !OUTAGE_CODES.includes(error.code)) return undefined;
  return error.code === 'unauthorized' || error.code === 'forbidden' ? 'refused' : 'down';
}

const hourly = async (api: Api, id: number, day: string) =>
  (await api.stats.series('websites', id, 'visitors', { from: day, to: day }, options)).points.map(
    (p) => p.count,
  );

/** A past day's hours of a site, asked once and remembered (a past day does not change). */
async function pastDay(ctx: CheckContext, id: number, day: string): Promise<number[] | null> {
  const key = `${id}:${day}`;
  const known = ctx.state.visits[key];
  if (known) return known;
  if (!may(ctx.api, 'websites')) return null;
  const hours = await hourly(ctx.api, id, day);
  ctx.state.visits[key] = hours;
  return hours;
}

async function topReferrer(ctx: CheckContext, id: number, day: string): Promise<string | null> {
  if (!may(ctx.api, 'websites')) return null;
  const page = await ctx.api.stats.top(
    'websites',
    id,
    'referrer',
    { from: day, to: day, perPage: 10 },
    options,
  );
  return page.rows.find((row) => row.value.trim() !== '')?.value ?? null;
}

async function checkSite(ctx: CheckContext, site: Website, out: Notice[]): Promise<void> {
  const day = utcDay(ctx.now);
  const hours = new Date(ctx.now).getUTCHours();
  if (hours < UNUSUAL.leastHours) return;
  const today = await hourly(ctx.api, site.id, day);
  const earlier: number[][] = [];
  for (let week = 1; week <= UNUSUAL.weeks; week++) {
    const past = await pastDay(ctx, site.id, utcDay(ctx.now - week * 7 * DAY_MS));
    if (past) earlier.push(past);
  }
  const verdict = siteUnusual(today, earlier, hours);
  if (!verdict) return;
  const cause = `site:${site.id}:${day}:${verdict.direction}`;
  if (ctx.state.said[cause]) return; // said already: no request for its referrer
  const referrer = verdict.direction === 'above' ? await topReferrer(ctx, site.id, day) : null;
  const until = Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000;
  out.push(siteNotice({ id: site.id, host: site.host, day, until, verdict, referrer }, ctx.format));
}

export async function checkSites(ctx: CheckContext, out: Notice[]): Promise<Asked> {
  try {
    if (!may(ctx.api, 'websites')) return undefined;
    const sites = (await ctx.api.websites.list({ perPage: 100 }, options)).items;
    for (const site of sites) {
      if (!may(ctx.api, 'websites')) break;
      await checkSite(ctx, site, out).catch((error: unknown) => {
        // A site without statistics (an older server) is skipped; an outage ends the check.
        if (outcome(error) !== undefined) throw error;
      });
    }
    return 'ok';
  } catch (error) {
    return outcome(error);
  }
}

/** The links with the most clicks (LINK_PAGES pages of 100). */
async function watchedLinks(api: Api): Promise<Link[] | null> {
  const links: Link[] = [];
  for (let page = 1; page <= LINK_PAGES; page++) {
    if (!may(api, 'links')) return page === 1 ? null : links;
    const answer = await api.links.list({ sort: 'most_clicks', perPage: 100, page }, options);
    links.push(...answer.items);
    if (page >= answer.lastPage) break;
  }
  return links;
}

/** A link whose clicks today are far above its usual day (rules.ts linkTakeoff). */
interface Rising {
  link: Link;
  usual: number;
  /** Today's clicks as the totals between looks count them (the view may count other hours). */
  sinceFirstLook: number;
}

function linkNotices(ctx: CheckContext, links: readonly Link[], out: Notice[]): Rising[] {
  const rising: Rising[] = [];
  const { alerts } = ctx.settings;
  const day = utcDay(ctx.now);
  const firstLooks = ctx.state.firstLooks;
  firstLooks[day] ??= {};
  const today = firstLooks[day];
  const days = Object.keys(firstLooks).sort();
  const lastClicks = Object.fromEntries(links.map((link) => [String(link.id), link.clicks]));
  for (const link of links) {
    const id = String(link.id);
    today[id] ??= link.clicks;
    if (alerts.linkTakeoff) {
      const totals = days.map((d) => firstLooks[d]?.[id]).filter((v): v is number => v !== undefined);
      const takeoff = linkTakeoff(link.clicks - (today[id] as number), totals);
      if (takeoff) rising.push({ link, usual: takeoff.usual, sinceFirstLook: takeoff.today });
      const before = ctx.state.lastClicks[id];
      const milestone = before === undefined ? null : milestonePassed(before, link.clicks, alerts.milestones);
      if (milestone !== null) out.push(milestoneNotice(link, milestone, ctx.format));
      // A milestone is passed between two looks: in quiet hours the look it was passed after
      // is kept, so the first check after them finds it passed again and says it.
      if (milestone !== null && ctx.quiet) lastClicks[id] = before as number;
    }
    const cause = alerts.linkExpiring ? expiryCause(link, ctx.now, alerts.expiringDays) : null;
    if (cause) out.push(expiryNotice(link, cause, ctx.format));
  }
  ctx.state.lastClicks = lastClicks;
  ctx.state.linkNames = Object.fromEntries(links.map((link) => [String(link.id), link.shortUrl]));
  return rising;
}

/**
 * A link taking off is said with its clicks as its Today view counts them (link-today.ts);
 * a server without statistics has no view to disagree with: the totals' count is said.
 */
async function takeoffNotices(ctx: CheckContext, rising: readonly Rising[], out: Notice[]): Promise<void> {
  const day = utcDay(ctx.now);
  for (const { link, usual, sinceFirstLook } of rising) {
    if (ctx.state.said[takeoffCause(link.id, day)]) continue; // said already: no request
    const today = await clicksToday(ctx.api, ctx.settings, link, ctx.now).catch((error: unknown) => {
      if (outcome(error) !== undefined) throw error;
      return sinceFirstLook;
    });
    if (today !== null) out.push(takeoffNotice(link, day, { today, usual }, ctx.format));
  }
}

export async function checkLinks(ctx: CheckContext, out: Notice[]): Promise<Asked> {
  try {
    const links = await watchedLinks(ctx.api);
    if (!links) return undefined;
    await takeoffNotices(ctx, linkNotices(ctx, links, out), out);
    return 'ok';
  } catch (error) {
    return outcome(error);
  }
}

/** Yesterday's visitors per site (the analytics server's day) and the links with the most clicks. */
export async function dailySummary(ctx: CheckContext): Promise<Notice | null> {
  const yesterday = utcDay(ctx.now - DAY_MS);
  const sites: Array<{ host: string; visitors: number }> = [];
  if (may(ctx.api, 'websites')) {
    for (const site of (await ctx.api.websites.list({ perPage: 100 }, options)).items) {
      const hours = await pastDay(ctx, site.id, yesterday);
      if (hours) sites.push({ host: site.host, visitors: hours.reduce((a, b) => a + b, 0) });
    }
  }
  const [before, after] = [ctx.state.firstLooks[yesterday], ctx.state.firstLooks[utcDay(ctx.now)]];
  const links = Object.entries(after && before ? after : {})
    .map(([id, total]) => ({ id, clicks: total - (before?.[id] ?? total) }))
    .filter((link) => link.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks)
    .slice(0, 3);
  const names = new Map(Object.entries(ctx.state.linkNames));
  return summaryNotice(
    {
      day: ctx.localDay,
      sites: sites.sort((a, b) => b.visitors - a.visitors),
      links: links.map((link) => ({ shortUrl: names.get(link.id) ?? `#${link.id}`, clicks: link.clicks })),
    },
    ctx.format,
  );
}

/** Asks a service that nothing else asked in this check whether it answers (one cheap request). */
async function probe(api: Api, service: StatsService): Promise<Asked> {
  if (!may(api, service)) return undefined;
  try {
    await api.account.get(options, service);
    return 'ok';
  } catch (error) {
    return outcome(error);
  }
}

/** The services' health after this check, and what to announce of it. */
export async function checkHealth(
  ctx: CheckContext,
  asked: Partial<Record<StatsService, Asked>>,
  out: Notice[],
): Promise<void> {
  const { settings } = ctx;
  const sameServer = effectiveAnalyticsUrl(settings) === settings.linksBaseUrl;
  const services: StatsService[] = sameServer ? ['links'] : ['links', 'websites'];
  for (const service of services) {
    const said = sameServer ? (asked.links ?? asked.websites) : asked[service];
    const state = said ?? (await probe(ctx.api, service));
    if (state === undefined) continue;
    const before = ctx.state.health[service] ?? {};
    const { health, event } = nextHealth(before, state === 'ok', ctx.now);
    ctx.state.health[service] = health;
    const server = service === 'links' ? settings.linksBaseUrl : effectiveAnalyticsUrl(settings);
    const since = health.failingSince ?? before.failingSince ?? ctx.now;
    // "Answers again" only ends an outage that was said: not one shorter than the threshold, nor
    // one that began and ended in quiet hours.
    if (event === 'back' && ctx.state.said[downCause(server, since)] === undefined) continue;
    if (event) out.push(healthNotice(server, event, since, state === 'refused', ctx.format));
  }
}

/** Every alert of the profile that is on, once: what to announce (state.said filters it after). */
export async function checkProfile(ctx: CheckContext): Promise<Notice[]> {
  const { alerts } = ctx.settings;
  const out: Notice[] = [];
  const asked: Partial<Record<StatsService, Asked>> = {};
  // Half a minute of slack: an alarm may fire a little early.
  const due = (kind: 'sites' | 'links') => ctx.now - (ctx.state.lastRun[kind] ?? 0) >= SLOW_EVERY_MS - 30_000;
  const summaryDue =
    alerts.dailySummary && ctx.localHour >= alerts.summaryHour && !ctx.state.said[`summary:${ctx.localDay}`];
  if (alerts.siteUnusual && due('sites')) {
    asked.websites = await checkSites(ctx, out);
    ctx.state.lastRun.sites = ctx.now;
  }
  if (((alerts.linkTakeoff || alerts.linkExpiring) && due('links')) || summaryDue) {
    asked.links = await checkLinks(ctx, out);
    ctx.state.lastRun.links = ctx.now;
  }
  if (summaryDue) {
    const summary = await dailySummary(ctx).catch(() => null);
    if (summary) out.push(summary);
  }
  if (alerts.serverDown) await checkHealth(ctx, asked, out);
  return out;
}
