/**
 * The account's short links that point at a page ("Already shortened", this page's
 * clicks, the toolbar badge's short-link mark).
 *
 *   pageLinks(url, { api, settings, now? }): Promise<PageLinks | null>
 *     The links whose destination is `url`, from storage.session when this page was looked up
 *     earlier in the browser session, else ONE links-list request (search by URL), then saved.
 *     null, with no request, when the page is not looked up: not http(s), on one of the
 *     account's short domains (a short URL's page: short-url.ts), or the links server's
 *     rate-limit window is down to background work's reserve and nothing is cached. A server that cannot
 *     search by URL (422, 404) counts as "no links"; other failures throw the ApiError.
 *   cachedPageLinks(url, settings): Promise<PageLinks | null>
 *     The saved answer only, never the network (the badge reads this first): null when none.
 *   rememberPageLink(link, settings): Promise<void>
 *     Adds a link just made (Shorten again) to its page's saved answer, if there is one.
 *
 * `settings` is the active profile's `{ profileId, linksBaseUrl }`. Pages compare after
 * normalizing (pageKey): the host's case, a trailing slash and the fragment do not count;
 * scheme, port, path case and query do. Saved in storage.session, not worker memory (an MV3
 * worker stops when idle), one item per page under `pageLinks:<profile>:`, bounded.
 */
import { storage } from 'wxt/utils/storage';
import { toApiErrorData } from '../../api/errors';
import { callOptions } from '../../api/request-policy';
import type { Link } from '../../api/schemas';
import type { Api } from '../../api/types';
import { pageSearchTerm } from '../../shared/page-search';
import type { PageLinks } from '../../shared/protocol';
import { linksBudgetAllows } from '../find-link/find-links';
import { parse, shortBases, shortDomainNames } from '../short-url';

export type PageSettings = { profileId?: string; linksBaseUrl?: string };

export interface PageLinksDeps {
  api: Api;
  settings: PageSettings;
  now?: () => number;
}

/** The most pages kept for a session; the oldest lookups go first. */
export const PAGE_LINKS_KEEP = 300;
/** The server's largest page: every link of the page's host and path in one request. */
const PER_PAGE = 100;

const PREFIX = 'pageLinks:';

interface Saved extends PageLinks {
  /** The links base URL the answer was read with: another server's answer is not this one's. */
  base: string;
}

/**
 * A page as compared: scheme, host (lower case, default port dropped: the URL parser does both),
 * path without trailing slashes, query; no fragment. Null for a URL that is not a web page.
 */
export function pageKey(url: string): string | null {
  const parsed = parse(url);
  return parsed && `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}

const itemOf = (profileId: string | undefined, key: string) =>
  `session:${PREFIX}${profileId ?? 'default'}:${key}` as const;

async function readSaved(key: string, settings: PageSettings): Promise<Saved | null> {
  const saved = await storage.getItem<Saved>(itemOf(settings.profileId, key));
  return saved && saved.base === (settings.linksBaseUrl ?? '') ? saved : null;
}

async function save(key: string, settings: PageSettings, answer: PageLinks): Promise<void> {
  await storage.setItem<Saved>(itemOf(settings.profileId, key), {
    ...answer,
    base: settings.linksBaseUrl ?? '',
  });
  const all = await storage.snapshot('session');
  const older = Object.entries(all)
    .filter(([name]) => name.startsWith(PREFIX))
    .map(([name, value]) => ({ name, at: (value as Saved | null)?.fetchedAt ?? 0 }))
    .sort((a, b) => b.at - a.at)
    .slice(PAGE_LINKS_KEEP);
  if (older.length > 0) await storage.removeItems(older.map(({ name }) => `session:${name}` as const));
}

const strip = ({ base: _base, ...answer }: Saved): PageLinks => answer;

export async function cachedPageLinks(url: string, settings: PageSettings): Promise<PageLinks | null> {
  const key = pageKey(url);
  const saved = key ? await readSaved(key, settings) : null;
  return saved && strip(saved);
}

/** Is the page on one of the account's short domains (or the links base URL's host)? */
async function onShortDomain(page: URL, deps: PageLinksDeps): Promise<boolean> {
  const bases = shortBases(deps.settings.linksBaseUrl, await shortDomainNames(deps));
  return bases.some((base) => base.host === page.host);
}

/**
 * Lookups under way, by profile and page: the popup's list and its "This site" panel (or the
 * badge) asking at once share one request. Worker memory is enough: a stopped worker has none.
 */
const underWay = new Map<string, Promise<PageLinks | null>>();

export function pageLinks(url: string, deps: PageLinksDeps): Promise<PageLinks | null> {
  const id = `${deps.settings.profileId}:${pageKey(url)}`;
  let lookup = underWay.get(id);
  if (!lookup) {
    lookup = lookUp(url, deps).finally(() => underWay.delete(id));
    underWay.set(id, lookup);
  }
  return lookup;
}

async function lookUp(url: string, deps: PageLinksDeps): Promise<PageLinks | null> {
  const { api, settings, now = Date.now } = deps;
  const key = pageKey(url);
  const term = pageSearchTerm(url);
  const page = parse(url);
  if (!key || !term || !page) return null;
  const saved = await readSaved(key, settings);
  if (saved) return strip(saved);
  // Background work (lib/api/request-policy.ts): shortening needs the window more than a lookup.
  if (!linksBudgetAllows(api, 'background') || (await onShortDomain(page, deps))) return null;
  let links: Link[];
  try {
    const found = await api.links.list(
      { search: term, searchBy: 'url', perPage: PER_PAGE },
      callOptions('background'),
    );
    links = found.items.filter((link) => pageKey(link.url) === key);
  } catch (error) {
    // A server that cannot search by URL has no answer to give: no links, asked once a session.
    const { code } = toApiErrorData(error);
    if (code !== 'validation' && code !== 'not_found') throw error;
    links = [];
  }
  const answer: PageLinks = { links, fetchedAt: now() };
  await save(key, settings, answer);
  return answer;
}

export async function rememberPageLink(link: Link, settings: PageSettings): Promise<void> {
  const key = pageKey(link.url);
  const saved = key ? await readSaved(key, settings) : null;
  if (!key || !saved || saved.links.some((known) => known.id === link.id)) return;
  await storage.setItem<Saved>(itemOf(settings.profileId, key), { ...saved, links: [link, ...saved.links] });
}
