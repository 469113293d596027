/**
 * What the popup offers from saved answers (Recent links, `local:history`; Already shortened,
 * `session:pageLinks:…`) is what the server has now: checked when the popup opens with ONE
 * links-list request (the newest links, the user's own `waiting` priority), and refreshed at once
 * when the manager edits a link. A link the server no longer has is forgotten everywhere
 * (forget-link.ts); a renamed one is saved with its new alias and short URL.
 *
 * The list holds the newest links only: a saved link older than its oldest one, on an account
 * with more links than one page, is neither found nor known gone, and stays as saved.
 */
import { storage } from 'wxt/utils/storage';
import { toApiErrorData } from '../api/errors';
import { callOptions } from '../api/request-policy';
import type { Link, Page } from '../api/schemas';
import type { Api } from '../api/types';
import type { PageLinks } from '../shared/protocol';
import { pageKey } from './already-shortened/page-links';
import { forgetLink } from './forget-link';
import { listHistory, refreshHistory } from './history';

/** The server's largest page: the newest 100 links in one request. */
const PER_PAGE = 100;
/** A popup opened again within this long is not checked again (its two lists share one check). */
export const CHECK_FRESH_MS = 5_000;

const pagesPrefix = (profileId: string) => `pageLinks:${profileId}:`;

/** Every saved page answer of the profile, by storage key. */
async function savedPages(profileId: string): Promise<[`session:${string}`, PageLinks][]> {
  const all = Object.entries(await storage.snapshot('session'));
  return all
    .filter(([name]) => name.startsWith(pagesPrefix(profileId)))
    .map(([name, value]) => [`session:${name}`, value as PageLinks]);
}

/**
 * Puts `link` as the server now has it into every saved copy of the profile: the recent links
 * and each page answer that holds it (one whose page is no longer the link's destination
 * drops it).
 */
export async function refreshSavedLink(profileId: string, link: Link): Promise<void> {
  await refreshHistory(profileId, link);
  for (const [key, saved] of await savedPages(profileId)) {
    if (!saved.links.some((known) => known.id === link.id)) continue;
    const page = key.slice(`session:${pagesPrefix(profileId)}`.length);
    const links = saved.links.flatMap((known) =>
      known.id !== link.id ? [known] : pageKey(link.url) === page ? [link] : [],
    );
    await storage.setItem(key, { ...saved, links });
  }
}

/** What a saved copy says a link is: its short URL and destination, by id. */
type Copies = Map<number, Set<string>>;
const said = (link: { shortUrl: string; url: string }) => `${link.shortUrl} ${link.url}`;

/** Every saved copy of the profile: its recent links and its pages' short links. */
async function savedCopies(profileId: string): Promise<Copies> {
  const copies: Copies = new Map();
  const add = (link: { id: number; shortUrl: string; url: string }) =>
    copies.set(link.id, (copies.get(link.id) ?? new Set()).add(said(link)));
  for (const entry of await listHistory(profileId)) add(entry);
  for (const [, saved] of await savedPages(profileId)) for (const link of saved.links) add(link);
  return copies;
}

/** What one page of the newest links says of saved link `id`: as it is now, gone, or unknown. */
function verdict(id: number, newest: Page<Link>): Link | 'gone' | 'unknown' {
  const found = newest.items.find((link) => link.id === id);
  if (found) return found;
  const complete = newest.lastPage <= 1 || newest.total <= newest.items.length;
  const oldest = Math.min(...newest.items.map((link) => link.id));
  return complete || id > oldest ? 'gone' : 'unknown';
}

/** Gone for sure: the server answers 404 for it (a list can miss a link for another reason). */
async function isGone(api: Api, id: number): Promise<boolean> {
  try {
    await api.links.get(id, callOptions('waiting'));
    return false;
  } catch (error) {
    return toApiErrorData(error).code === 'not_found';
  }
}

/**
 * Checks every saved copy of the profile with one list request (none when nothing is saved: null);
 * a link the list should hold but does not is asked for by id, and forgotten on a 404. Answers
 * the click counts the list gave, by link id.
 */
export async function checkSavedLinks(profileId: string, api: Api): Promise<Record<number, number> | null> {
  const copies = await savedCopies(profileId);
  if (copies.size === 0) return null;
  const newest = await api.links.list({ perPage: PER_PAGE, sort: 'newest' }, callOptions('waiting'));
  for (const [id, seen] of copies) {
    const now = verdict(id, newest);
    if (now === 'gone') {
      if (await isGone(api, id)) await forgetLink(profileId, id);
    } else if (now !== 'unknown' && [...seen].some((copy) => copy !== said(now))) {
      await refreshSavedLink(profileId, now);
    }
  }
  return Object.fromEntries(newest.items.map((link) => [link.id, link.clicks]));
}

/** Checks under way, by profile: the popup's two lists asking at once share one request. */
const underWay = new Map<string, Promise<void>>();

/**
 * The popup's check at open: one request for both lists, none again within CHECK_FRESH_MS
 * (when it was last made is in storage.session: a new worker knows it too). Never throws: when
 * the server cannot say (offline, rate limit), the saved copies are shown as they are.
 */
export function checkSavedOnce(profileId: string, api: () => Promise<Api>, now = Date.now): Promise<void> {
  let check = underWay.get(profileId);
  if (!check) {
    check = (async () => {
      const last = await storage.getItem<LastCheck>(checkedItem(profileId));
      if (last && now() - last.at < CHECK_FRESH_MS) return;
      const clicks = await checkSavedLinks(profileId, await api());
      if (clicks) await storage.setItem<LastCheck>(checkedItem(profileId), { at: now(), clicks });
    })()
      .catch(() => undefined)
      .finally(() => underWay.delete(profileId));
    underWay.set(profileId, check);
  }
  return check;
}

/** When the saved links were last checked, and the click counts the server gave then. */
interface LastCheck {
  at: number;
  clicks: Record<number, number>;
}
const checkedItem = (profileId: string) => `session:savedLinksChecked:${profileId}` as const;

/** The click counts of the last check (the popup's recent links show them), by link id. */
export async function checkedClicks(profileId: string): Promise<Record<number, number>> {
  return (await storage.getItem<LastCheck>(checkedItem(profileId)))?.clicks ?? {};
}
