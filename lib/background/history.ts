/**
 * The recent short links this browser made (popup, menu, shortcut): `local:history`, newest
 * first, one entry per short URL and profile, at most HISTORY_LIMIT per profile. Each entry
 * records the profile that made it; pages see the active profile's only. Kept in storage, never
 * only in memory (an MV3 service worker stops after ~30 s idle).
 */
import { storage } from 'wxt/utils/storage';
import type { Link } from '../api/schemas';
import { createTurns } from '../shared/in-turn';
import { FIRST_PROFILE_ID } from '../shared/profiles';
import type { HistoryEntry } from '../shared/protocol';

export const HISTORY_LIMIT = 50;

export const historyItem = storage.defineItem<HistoryEntry[]>('local:history', { fallback: [] });

export function toHistoryEntry(
  link: Link,
  profileId: string = FIRST_PROFILE_ID,
  now: () => Date = () => new Date(),
): HistoryEntry {
  return {
    id: link.id,
    shortUrl: link.shortUrl,
    url: link.url,
    alias: link.alias,
    createdAt: link.createdAt ?? now().toISOString(),
    profileId,
    // Only when known: the popup's search matches it locally.
    ...(link.title ? { title: link.title } : {}),
  };
}

/** Entries from before profiles belong to the first profile (the one the migration made). */
const ownerOf = (entry: HistoryEntry) => entry.profileId ?? FIRST_PROFILE_ID;

/**
 * Puts `entry` first among its profile's entries, dropping an older one with the same short URL,
 * and caps that profile's entries; other profiles' entries stay as they are.
 */
export function prependEntry(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const owner = ownerOf(entry);
  const others = list.filter((e) => ownerOf(e) !== owner);
  const own = list.filter((e) => ownerOf(e) === owner && e.shortUrl !== entry.shortUrl);
  return [...[entry, ...own].slice(0, HISTORY_LIMIT), ...others];
}

/**
 * History reads and writes run one after another, each after the previous one ends: two
 * shortens at once cannot lose an entry (each write reads the list first), and a shorten may
 * answer before its history write lands (the popup shows the short URL sooner) while a
 * list asked for right after still includes it.
 */
const inTurn = createTurns();

async function read(): Promise<HistoryEntry[]> {
  const list = await historyItem.getValue();
  return Array.isArray(list) ? list : [];
}

/** Profile `profileId`'s entries, newest first. */
export function listHistory(profileId: string = FIRST_PROFILE_ID): Promise<HistoryEntry[]> {
  return inTurn(async () => (await read()).filter((e) => ownerOf(e) === profileId));
}

export function addToHistory(entry: HistoryEntry): Promise<HistoryEntry[]> {
  return inTurn(async () => {
    const next = prependEntry(await read(), entry);
    await historyItem.setValue(next);
    return next;
  });
}

/**
 * Forgets profile `profileId`'s entries (Clear history, or the profile was removed), or only link
 * `id`'s when given (the link was deleted: its short URL no longer leads anywhere).
 */
export function clearHistory(profileId: string = FIRST_PROFILE_ID, id?: number): Promise<void> {
  return inTurn(async () => {
    const rest = (await read()).filter((e) => ownerOf(e) !== profileId || (id !== undefined && e.id !== id));
    await (rest.length > 0 ? historyItem.setValue(rest) : historyItem.removeValue());
  });
}

/**
 * Puts what the server now says of link `link.id` into profile `profileId`'s entries (a new alias
 * is a new short URL): the recent links copy what the link is, not what it was.
 */
export function refreshHistory(profileId: string, link: Link): Promise<void> {
  return inTurn(async () => {
    const list = await read();
    const mine = (e: HistoryEntry) => ownerOf(e) === profileId && e.id === link.id;
    if (!list.some(mine)) return;
    const fresh = (e: HistoryEntry): HistoryEntry => ({
      ...e,
      shortUrl: link.shortUrl,
      alias: link.alias,
      url: link.url,
      ...(link.title ? { title: link.title } : {}),
    });
    await historyItem.setValue(list.map((e) => (mine(e) ? fresh(e) : e)));
  });
}
