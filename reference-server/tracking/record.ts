/**
 * What one page view writes, in the formats docs/API.md section 7.1 gives. Like the
 * analytics service, which sets no cookie, a view whose referrer is on another host (or none)
 * starts a visit: it adds a visitor and the visit's landing page, referrer, campaign, place,
 * language, browser, system, device and resolution; every view adds a pageview and its page.
 * Days and hours are the server clock's (UTC). Without a GeoIP database the place is ''.
 */
import type { Data, TrackedRow, Website } from '../model.ts';
import { NOTHING } from '../stats/dimensions.ts';
import { dayString } from '../stats/generate.ts';
import { parseAgent } from './user-agent.ts';

export interface PageView {
  page: URL;
  /** The referring address as the script sent it ('' for none). */
  referrer: string;
  resolution: string;
  userAgent: string;
  acceptLanguage: string;
  now: number;
}

/** Path and query, without the website's excluded parameters, at most 255 characters. */
export function storedPage(page: URL, excludeParams: string | null): string {
  const excluded = new Set(
    (excludeParams ?? '')
      .split(/[\r\n,]+/)
      .map((p) => p.trim())
      .filter(Boolean),
  );
  const query = new URLSearchParams(page.search);
  for (const name of [...query.keys()]) if (excluded.has(name)) query.delete(name);
  const search = query.toString();
  return `${page.pathname}${search ? `?${search}` : ''}`.slice(0, 255);
}

/** The referring page's host alone, `www.` kept; '' for a direct visit or an unreadable one. */
export function referrerHost(referrer: string): string {
  try {
    return referrer ? new URL(referrer).hostname.toLowerCase() : NOTHING;
  } catch {
    return NOTHING;
  }
}

/** The first two letters of Accept-Language, '' without one. */
export const languageOf = (header: string) => (/^\s*([a-z]{2})/i.exec(header)?.[1] ?? NOTHING).toLowerCase();

function add(rows: TrackedRow[], website: Website, date: string, name: string, value: string) {
  const row = rows.find(
    (r) => r.websiteId === website.id && r.name === name && r.value === value && r.date === date,
  );
  if (row) row.count += 1;
  else rows.push({ websiteId: website.id, name, value, date, count: 1 });
}

/** Adds one page view of `website` to the data's tracked rows. */
export function recordPageView(data: Data, website: Website, view: PageView): void {
  data.tracked ??= [];
  const rows = data.tracked;
  const date = dayString(Math.floor(view.now / 86_400_000));
  const hour = String(new Date(view.now).getUTCHours()).padStart(2, '0');
  const row = (name: string, value: string) => add(rows, website, date, name, value);
  const page = storedPage(view.page, website.excludeParams);

  row('pageviews', date);
  row('pageviews_hour', hour);
  row('page', page);

  const from = referrerHost(view.referrer);
  if (from !== NOTHING && from === view.page.hostname.toLowerCase()) return; // the same visit
  const agent = parseAgent(view.userAgent);
  row('visitors', date);
  row('visitors_hour', hour);
  row('landing_page', page);
  row('referrer', from);
  const campaign = view.page.searchParams.get('utm_campaign');
  if (campaign) row('campaign', campaign);
  row('continent', NOTHING);
  row('country', NOTHING);
  row('city', NOTHING);
  row('language', languageOf(view.acceptLanguage));
  row('browser', agent.browser);
  row('os', agent.os);
  row('device', agent.device);
  row('resolution', view.resolution);
}

/** A custom event (`pa.track`): `name:value:unit`, the name's own colons as spaces, empty parts kept. */
export function recordEvent(
  data: Data,
  website: Website,
  event: { name: string; value?: string; unit?: string },
  now: number,
): void {
  data.tracked ??= [];
  const value = [event.name.replaceAll(':', ' '), event.value ?? '', event.unit ?? ''].join(':');
  add(data.tracked, website, dayString(Math.floor(now / 86_400_000)), 'event', value);
}

/** The older releases' names of the hour series (stats/names.ts) read the same rows. */
const STORED_NAME: Record<string, string> = {
  visitors_hours: 'visitors_hour',
  pageviews_hours: 'pageviews_hour',
};

/** The tracked counts of one statistics name between two day numbers (inclusive), by value. */
export function trackedCounts(data: Data, websiteId: number, name: string, from: number, to: number) {
  const stored = STORED_NAME[name] ?? name;
  const first = dayString(from);
  const last = dayString(to);
  const counts = new Map<string, number>();
  for (const r of data.tracked ?? [])
    if (r.websiteId === websiteId && r.name === stored && r.date >= first && r.date <= last)
      counts.set(r.value, (counts.get(r.value) ?? 0) + r.count);
  return counts;
}
