/**
 * What an alert says, and where its click leads: a notice is one notification, named by its
 * cause (never shown twice: stored-state.ts) and the manager's view that shows what it is about.
 */
import type { Link } from '../../api/schemas';
import { t, tCount } from '../../shared/i18n';
import type { ExpiryCause, HealthEvent, SiteVerdict } from './rules';
import { timesUsual } from './rules';

export interface Notice {
  /** Once per cause: `site:12:2026-03-10:above`, `expiry:5:date:2026-03-12T00:00:00Z`... */
  cause: string;
  /** The extension page the click opens: `/manager.html#websites/12/stats?range=today`. */
  path: string;
  title: string;
  message: string;
}

/** With several profiles, a notice says whose it is (the name the profile has in the menus). */
export const inProfile = (notice: Notice, profile: string): Notice => ({
  ...notice,
  title: t('alert_inProfile', [notice.title, profile]),
});

export interface Format {
  number: (value: number) => string;
  /** A time of day (`15:00`) in the user's clock and language. */
  time: (ms: number) => string;
  date: (ms: number) => string;
}

export function formatIn(language: string | undefined): Format {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return { number: (v) => number.format(v), time: (ms) => time.format(ms), date: (ms) => date.format(ms) };
}

const siteStats = (id: number) => `/manager.html#websites/${id}/stats?range=today`;
const linkStats = (id: number) => `/manager.html#links/${id}/stats?range=today`;
/** The link's edit dialog, over the links list searched for its alias. */
const linkEdit = (link: Pick<Link, 'id' | 'alias'>) =>
  `/manager.html#links?${new URLSearchParams({ search: link.alias, by: 'alias', edit: String(link.id) })}`;

export interface SiteFacts {
  id: number;
  host: string;
  day: string;
  /** When the hours compared end (ms): "412 visitors by 15:00". */
  until: number;
  verdict: SiteVerdict;
  referrer: string | null;
}

export function siteNotice({ id, host, day, until, verdict, referrer }: SiteFacts, f: Format): Notice {
  const [count, by] = [f.number(verdict.today), f.time(until)];
  const message =
    verdict.direction === 'below'
      ? tCount('alert_site_below', verdict.today, host, by, f.number(verdict.usual))
      : referrer
        ? t('alert_site_above_from', [host, count, by, f.number(timesUsual(verdict)), referrer])
        : t('alert_site_above', [host, count, by, f.number(timesUsual(verdict))]);
  return {
    cause: `site:${id}:${day}:${verdict.direction}`,
    path: siteStats(id),
    title: t(verdict.direction === 'below' ? 'alert_site_below_title' : 'alert_site_above_title', host),
    message,
  };
}

const linkName = (link: Pick<Link, 'shortUrl'>) => link.shortUrl.replace(/^https?:\/\//, '');

/** Once per link and day (the analytics server's day, UTC, as the totals are looked at). */
export const takeoffCause = (id: number, day: string) => `takeoff:${id}:${day}`;

export function takeoffNotice(
  link: Pick<Link, 'id' | 'shortUrl'>,
  day: string,
  clicks: { today: number; usual: number },
  f: Format,
): Notice {
  const times = Math.round(clicks.today / Math.max(clicks.usual, 1));
  return {
    cause: takeoffCause(link.id, day),
    path: linkStats(link.id),
    title: t('alert_link_takeoff_title', linkName(link)),
    // Without a usual day yet (a link first seen today), "N× a usual day" would say nothing true.
    message:
      clicks.usual > 0
        ? t('alert_link_takeoff', [f.number(clicks.today), f.number(times)])
        : t('alert_link_takeoff_new', f.number(clicks.today)),
  };
}

export function milestoneNotice(
  link: Pick<Link, 'id' | 'shortUrl' | 'url'>,
  milestone: number,
  f: Format,
): Notice {
  return {
    cause: `milestone:${link.id}:${milestone}`,
    path: linkStats(link.id),
    title: t('alert_link_milestone_title', [linkName(link), f.number(milestone)]),
    message: link.url,
  };
}

export function expiryNotice(
  link: Pick<Link, 'id' | 'shortUrl' | 'alias'>,
  cause: ExpiryCause,
  f: Format,
): Notice {
  const message =
    cause.kind === 'date'
      ? t('alert_link_expires_date', f.date(Date.parse(cause.endsAt)))
      : tCount('alert_link_expires_clicks', cause.limit, f.number(cause.clicks));
  const which = cause.kind === 'date' ? `date:${cause.endsAt}` : `clicks:${cause.limit}`;
  return {
    cause: `expiry:${link.id}:${which}`,
    path: linkEdit(link),
    title: t('alert_link_expires_title', linkName(link)),
    message,
  };
}

/** One outage of one server, named by when its first failure was seen. */
export const downCause = (server: string, since: number) => `down:${server}:${since}`;

export function healthNotice(
  server: string,
  event: Exclude<HealthEvent, null>,
  since: number,
  refused: boolean,
  f: Format,
): Notice {
  const host = server.replace(/^https?:\/\//, '');
  if (event === 'back')
    return {
      cause: `back:${server}:${since}`,
      path: '/manager.html',
      title: t('alert_server_back_title', host),
      message: t('alert_server_back'),
    };
  return {
    cause: downCause(server, since),
    path: refused ? '/options.html' : '/manager.html',
    title: t(refused ? 'alert_server_refused_title' : 'alert_server_down_title', host),
    message: t(refused ? 'alert_server_refused' : 'alert_server_down', f.time(since)),
  };
}

export interface SummaryFacts {
  day: string;
  sites: Array<{ host: string; visitors: number }>;
  links: Array<{ shortUrl: string; clicks: number }>;
}

export function summaryNotice({ day, sites, links }: SummaryFacts, f: Format): Notice | null {
  const lines = [];
  if (sites.length)
    lines.push(t('alert_summary_sites', sites.map((s) => `${s.host} ${f.number(s.visitors)}`).join(', ')));
  if (links.length)
    lines.push(t('alert_summary_links', links.map((l) => `${linkName(l)} ${f.number(l.clicks)}`).join(', ')));
  if (!lines.length) return null;
  return {
    cause: `summary:${day}`,
    path: '/manager.html#websites',
    title: t('alert_summary_title'),
    message: lines.join('\n'),
  };
}
