/**
 * Is a URL already one of the account's short links? Shortening `https://sho.rt/docs`
 * made a short link of a short link: a duplicate write and a redirect chain. Every way in (popup,
 * context menu, keyboard shortcut, address bar, the manager's New link) asks here first, and a
 * short URL of the profile is never POSTed: it is that link (copy it, show it), or, when no link
 * has its alias any more, a validation error at the URL field saying it may have been deleted.
 *
 * A short URL is one path segment (the alias) under one of the profile's short domains: each
 * name of `GET /api/v1/domains`, and the links base URL (links without a domain). The domains
 * are kept in `storage.session` per profile, never only in memory (the MV3 worker stops when
 * idle), for FRESH_MS, and for the links base URL they were read with.
 */

import { storage } from 'wxt/utils/storage';
import { ApiError } from '../api/errors';
import { callOptions } from '../api/request-policy';
import type { Api } from '../api/types';
import type { ShortUrlMatch } from '../shared/protocol';

/** Where short URLs live: a host (with its port) and the path the aliases follow ('' at the root). */
export interface ShortBase {
  host: string;
  path: string;
}

/** Domains change seldom; a new one shows within this time (or at once after a restart). */
export const FRESH_MS = 10 * 60_000;

/** An http(s) URL, parsed (the page lookup reads pages with it too); null for anything else. */
export function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return /^https?:$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}

/** A domain's name (`https://sho.rt`, `sho.rt`, `https://sho.rt/`) or a base URL as a ShortBase. */
export function shortBase(name: string): ShortBase | null {
  // URL lower-cases the host; the path keeps its case (aliases are case-sensitive).
  const url = parse(name.includes('://') ? name : `https://${name}`);
  return url?.hostname ? { host: url.host, path: url.pathname.replace(/\/+$/, '') } : null;
}

/** The profile's short bases: the domains' names, then the links base URL. */
export function shortBases(linksBaseUrl: string | undefined, domainNames: readonly string[]): ShortBase[] {
  return [...domainNames, linksBaseUrl ?? ''].map(shortBase).filter((base) => base !== null);
}

/** The alias `url` names on one of `bases`, or null when it is not a short URL of theirs. */
export function aliasOf(url: string, bases: readonly ShortBase[]): string | null {
  const parsed = parse(url);
  for (const base of parsed ? bases : []) {
    const rest =
      parsed?.host === base.host && parsed.pathname.startsWith(`${base.path}/`)
        ? parsed.pathname.slice(base.path.length + 1).replace(/\/$/, '')
        : '';
    if (/^[^/]+$/.test(rest)) {
      try {
        return decodeURIComponent(rest);
      } catch {
        return null; // A malformed escape: no alias a server would have made.
      }
    }
  }
  return null;
}

/**
 * The same short URL? Host case and a trailing slash do not count (the URL parser lowers the
 * host); scheme, port, path and query do.
 */
export function sameShortUrl(a: string, b: string): boolean {
  const key = (url: string) => {
    const parsed = parse(url);
    return parsed && parsed.origin + parsed.pathname.replace(/\/$/, '') + parsed.search;
  };
  const left = key(a);
  return left !== null && left === key(b);
}

/** A URL without a path (a site's home page) is never a short URL: it costs no request. */
const mayBeShort = (url: string) => parse(url)?.pathname.replace(/\/+$/, '');

interface Remembered {
  linksBaseUrl: string;
  names: string[];
  at: number;
}

const domainsItem = (profileId: string) => `session:shortDomains:${profileId}` as const;

export interface RecognizeDeps {
  api: Api;
  settings: { profileId?: string; linksBaseUrl?: string };
  now?: () => number;
}

/**
 * The names of the profile's domains: from storage.session while fresh, else the server's
 * (none when it has no domains route). A failed read uses what was known, and stores nothing.
 */
export async function shortDomainNames({ api, settings, now = Date.now }: RecognizeDeps): Promise<string[]> {
  const key = domainsItem(settings.profileId ?? 'default');
  const linksBaseUrl = settings.linksBaseUrl ?? '';
  const remembered = await storage.getItem<Remembered>(key);
  const known = remembered?.linksBaseUrl === linksBaseUrl ? remembered : null;
  if (known && now() - known.at < FRESH_MS) return known.names;
  let names: string[];
  try {
    names = ((await api.domains.list(callOptions('waiting'))) ?? []).map((domain) => domain.name);
  } catch {
    // Offline or rate limited: the links base URL still counts, and the shorten says the rest.
    return known?.names ?? [];
  }
  await storage.setItem<Remembered>(key, { linksBaseUrl, names, at: now() });
  return names;
}

/** Is `url` one of the profile's short URLs, and which link is it? */
export async function recognizeShortUrl(url: string, deps: RecognizeDeps): Promise<ShortUrlMatch> {
  if (!mayBeShort(url)) return { kind: 'none' };
  const bases = shortBases(deps.settings.linksBaseUrl, await shortDomainNames(deps));
  const alias = aliasOf(url, bases);
  if (alias === null) return { kind: 'none' };
  const page = await deps.api.links.list(
    { search: alias, searchBy: 'alias', perPage: 100 },
    callOptions('waiting'),
  );
  const link = page.items.find((item) => sameShortUrl(item.shortUrl, url));
  return link ? { kind: 'link', link } : { kind: 'missing', shortUrl: url.trim() };
}

/**
 * A refusal at the URL field (a deleted link's short URL: `t('shortUrl_missing', url)`; a link's
 * own short URL as a new link: `t('manager_alreadyShort', alias)`), saying why nothing was made.
 */
export function urlRefusal(message: string): ApiError {
  return new ApiError({ code: 'validation', message, fields: { url: [message] } });
}
