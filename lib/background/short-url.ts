/**
 * Is a URL already one of the account's short links (issue 26)? Shortening `https://sho.rt/docs`
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
import type { Link } from '../api/schemas';
import type { Api, CallOptions } from '../api/types';
import { t } from '../shared/i18n';
import type { ShortUrlMatch } from '../shared/protocol';

/** Where short URLs live: a host (with its port) and the path the aliases follow ('' at the root). */
export interface ShortBase {
  host: string;
  path: string;
}

/** Domains change seldom; a new one shows within this time (or at once after a restart). */
export const FRESH_MS = 10 * 60_000;

const interactive: CallOptions = { waitForRateLimit: false };

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A domain's name (`https://sho.rt`, `sho.rt`, `https://sho.rt/`) or a base URL as a ShortBase. */
export function shortBase(name: string): ShortBase | null {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  const url = parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  if (!url || url.hostname === '') return null;
  // URL lower-cases the host; the path keeps its case (aliases are case-sensitive).
  return { host: url.host, path: url.pathname.replace(/\/+$/, '') };
}

/** The profile's short bases: the domains' names, then the links base URL. */
export function shortBases(linksBaseUrl: string | undefined, domainNames: readonly string[]): ShortBase[] {
  return [...domainNames, linksBaseUrl ?? '']
    .map(shortBase)
    .filter((base): base is ShortBase => base !== null);
}

/** The alias `url` names on one of `bases`, or null when it is not a short URL of theirs. */
export function aliasOf(url: string, bases: readonly ShortBase[]): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  for (const base of bases) {
    if (base.host !== parsed.host || !parsed.pathname.startsWith(`${base.path}/`)) continue;
    const rest = parsed.pathname.slice(base.path.length + 1).replace(/\/$/, '');
    if (rest === '' || rest.includes('/')) continue;
    try {
      return decodeURIComponent(rest);
    } catch {
      return null;
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
    return (
      parsed && `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/$/, '')}${parsed.search}`
    );
  };
  const left = key(a);
  return left !== null && left === key(b);
}

/** A URL without a path (a site's home page) is never a short URL: it costs no request. */
function mayBeShort(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && parsed.pathname.replace(/\/+$/, '') !== '';
}

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
    names = ((await api.domains.list(interactive)) ?? []).map((domain) => domain.name);
  } catch (error) {
    console.warn('Could not read the short domains', error);
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
  const page = await deps.api.links.list({ search: alias, searchBy: 'alias', perPage: 100 }, interactive);
  const link = page.items.find((item) => sameShortUrl(item.shortUrl, url));
  return link ? { kind: 'link', link } : { kind: 'missing', shortUrl: url.trim() };
}

/** The refusal of a deleted link's short URL: at the URL field, saying why nothing was made. */
export function missingShortUrlError(shortUrl: string): ApiError {
  const message = t('shortUrl_missing', shortUrl);
  return new ApiError({ code: 'validation', message, fields: { url: [message] } });
}

/** The refusal of a link's own short URL as a new link's destination, at the URL field. */
export function alreadyShortError(link: Link): ApiError {
  const message = t('manager_alreadyShort', link.alias);
  return new ApiError({ code: 'validation', message, fields: { url: [message] } });
}
