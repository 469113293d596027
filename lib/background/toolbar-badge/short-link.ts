/**
 * The short-link mark for the toolbar badge: does the tab's page have short links of
 * the account? Read through the popup's page lookup (lib/background/already-shortened/page-links.ts: one
 * links-list request per page a browser session, saved in storage.session, none below its
 * reserve or on short domains), its saved answer first. What this adds: a lookup that failed is
 * not asked again for 5 minutes (stored-sites.ts, per page), so tab switches do not repeat it.
 */
import type { Api } from '../../api/types';
import type { PageLinks } from '../../shared/protocol';
import type { Settings } from '../../shared/settings/schema';
import { cachedPageLinks, pageKey, pageLinks } from '../already-shortened/page-links';
import { recallSite, rememberSite, SITE_THROTTLE_MS } from './stored-sites';

export interface ShortLinkDeps {
  settings: Pick<Settings, 'profileId' | 'linksBaseUrl'>;
  /** The links client, only when the page must be asked (after the saved answer). */
  getApi: () => Promise<Api>;
  now: () => number;
  /** The page module's lookups (injected in tests). */
  cached?: typeof cachedPageLinks;
  lookUp?: typeof pageLinks;
}

/** The short links of the page at `url` (those of `links` text for the title), or null: none, or not known. */
export async function pageShortLinks(url: string, deps: ShortLinkDeps): Promise<string[] | null> {
  const { settings, now } = deps;
  const shortUrls = (answer: PageLinks | null) =>
    answer && answer.links.length > 0
      ? answer.links.map((link) => link.shortUrl.replace(/^https?:\/\//, ''))
      : null;
  const saved = await (deps.cached ?? cachedPageLinks)(url, settings);
  if (saved) return shortUrls(saved);
  const key = pageKey(url);
  if (!key) return null;
  const site = await recallSite(settings.profileId, `page:${key}`);
  if (site.askedAt !== undefined && now() - site.askedAt < SITE_THROTTLE_MS) return null;
  await rememberSite(settings.profileId, `page:${key}`, { askedAt: now() });
  return shortUrls(await (deps.lookUp ?? pageLinks)(url, { api: await deps.getApi(), settings, now }));
}
