/**
 * THE shorten use case, shared by the popup (through the `shorten` message), the context menu
 * and the keyboard shortcut: refuse unshortenable URLs, reuse the user's existing short link for
 * the same URL when allowed, else create one with the default domain and space; remember it in
 * the history. Interactive: never waits on the rate limit (a spent budget is an error at once).
 */

import { toApiErrorData } from '../api/errors';
import { callOptions } from '../api/request-policy';
import type { Link, LinkCreateInput } from '../api/schemas';
import type { Api, CallOptions } from '../api/types';
import { t } from '../shared/i18n';
import type { ShortenInput, ShortenResult } from '../shared/protocol';
import { asksForOptions, reusableLink } from '../shared/reuse';
import type { Settings } from '../shared/settings/schema';
import { assertShortenable } from '../shared/urls';
import { rememberPageLink } from './already-shortened/page-links';
import { addToHistory, toHistoryEntry } from './history';
import { recognizeShortUrl, urlRefusal } from './short-url';

export interface ShortenDeps {
  api: Api;
  /**
   * `profileId`: the profile the history entry is recorded for (the first one when absent);
   * `linksBaseUrl`: with the profile's domains, where its short URLs live.
   */
  settings: Pick<Settings, 'reuseExisting' | 'defaultDomain' | 'defaultSpace'> & {
    profileId?: string;
    linksBaseUrl?: string;
  };
  signal?: AbortSignal;
  now?: () => number;
}

/** The user's existing short link for exactly `url` (on the default domain when one is set). */
export async function findExisting(
  api: Api,
  url: string,
  domain: number | undefined,
  options: CallOptions & { now: number },
): Promise<Link | null> {
  const { now, ...asked } = options;
  const page = await api.links.list(
    { search: url, searchBy: 'url', perPage: 100, ...(domain !== undefined ? { domain } : {}) },
    asked,
  );
  return reusableLink(page.items, url, domain, now);
}

export async function shorten(input: ShortenInput, deps: ShortenDeps): Promise<ShortenResult> {
  const url = assertShortenable(input.url);
  const { api, settings } = deps;
  const asked = callOptions('waiting', deps.signal);
  const { forceNew, ...fields } = input;
  const domain = fields.domain ?? settings.defaultDomain ?? undefined;
  const space = fields.space ?? settings.defaultSpace ?? undefined;

  let result: ShortenResult | null = null;
  // A short URL of the account is that link, whatever was asked (forceNew, an alias): never a
  // short link of a short link. A deleted one's is refused, not shortened.
  const match = await recognizeShortUrl(url, { api, settings, ...(deps.now ? { now: deps.now } : {}) });
  if (match.kind === 'missing') throw urlRefusal(t('shortUrl_missing', match.shortUrl));
  if (match.kind === 'link') result = { link: match.link, reused: true, alreadyShort: true };
  else if (settings.reuseExisting && !forceNew && !asksForOptions(input)) {
    const existing = await findExistingTolerant(api, url, domain, {
      ...asked,
      now: (deps.now ?? Date.now)(),
    });
    if (existing) result = { link: existing, reused: true };
  }
  if (!result) {
    const create: LinkCreateInput = { ...fields, url };
    if (domain !== undefined) create.domain = domain;
    if (space !== undefined) create.space = space;
    result = { link: await api.links.create(create, asked), reused: false };
    // the page's saved short links gain it, so the popup lists it next time without asking.
    rememberPageLink(result.link, settings).catch(() => undefined);
  }
  // Not awaited: the link exists, so the caller hears of it now; history reads wait for this write.
  addToHistory(toHistoryEntry(result.link, settings.profileId)).catch((error: unknown) =>
    console.warn('Could not add the short link to the history', error),
  );
  return result;
}

/** A server that can't search by URL (422/404 on the list) just means: create a new link. */
async function findExistingTolerant(
  api: Api,
  url: string,
  domain: number | undefined,
  options: CallOptions & { now: number },
): Promise<Link | null> {
  try {
    return await findExisting(api, url, domain, options);
  } catch (error) {
    const { code } = toApiErrorData(error);
    if (code === 'validation' || code === 'not_found') return null;
    throw error;
  }
}
