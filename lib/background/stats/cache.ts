/**
 * Statistics answers, used for 5 minutes in `storage.session`: a full website view
 * costs one request per card, and a popup opened twice in a minute should not ask again. Older
 * ones are kept a while, bounded, for a server that cannot be reached. Memory
 * only: `session:` storage is gone when the browser quits, and no statistic is ever written to
 * `storage.local`. One key per answer,
 * `stats:<profile>:<service>:<id>:<name>:<from>:<to>:<query>:<server URL>`, so a profile's answers
 * are cleared together (removed profile, new key or server), and an answer of the server a profile
 * left, written after that clear by a request still under way, is never read for the new one.
 */
import { storage } from 'wxt/utils/storage';

export const STATS_TTL_MS = 5 * 60_000;
const PREFIX = 'stats:';

export interface CachedAnswer<T> {
  data: T;
  fetchedAt: number;
}

/** What identifies one answer: whose, which record, which list or series, which range and page. */
export interface AnswerKey {
  profileId: string;
  service: string;
  id: number;
  name: string;
  from: string;
  to: string;
  /** The rest of a top list's query (page, per page, search, sort); empty for a series. */
  query?: Record<string, string | number | undefined>;
  /** The URL of the service that answered (serviceUrl of the profile's settings). */
  url: string;
}

export function cacheKey(key: AnswerKey): string {
  const { profileId, service, id, name, from, to, query = {}, url } = key;
  const rest = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, value]) => `${field}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${PREFIX}${profileId}:${service}:${id}:${name}:${from}:${to}:${rest}:${encodeURIComponent(url)}`;
}

const item = (key: string) => `session:${key}` as const;

export async function readAnswer<T>(key: string): Promise<CachedAnswer<T> | null> {
  return storage.getItem<CachedAnswer<T>>(item(key));
}

export const isFresh = (answer: CachedAnswer<unknown>, now: number) => now - answer.fetchedAt < STATS_TTL_MS;

/**
 * How long and how many answers are kept past their 5 minutes: when the server cannot
 * be reached, the view shows the saved numbers with when they were saved. Still session memory
 * only, and bounded: the oldest go first.
 */
export const STATS_KEEP_MS = 12 * 60 * 60_000;
export const STATS_KEEP_COUNT = 300;

/** Stores an answer and drops the ones past keeping (age, then the oldest over the count), so the cache never grows without bound. */
export async function writeAnswer<T>(key: string, data: T, now: number): Promise<void> {
  await storage.setItem<CachedAnswer<T>>(item(key), { data, fetchedAt: now });
  const all = await storage.snapshot('session');
  const answers = Object.entries(all)
    .filter(([name]) => name.startsWith(PREFIX))
    .map(([name, value]) => ({ name, at: (value as CachedAnswer<unknown> | null)?.fetchedAt ?? 0 }))
    .sort((a, b) => b.at - a.at);
  const dropped = answers.filter(
    (answer, index) => now - answer.at >= STATS_KEEP_MS || index >= STATS_KEEP_COUNT,
  );
  if (dropped.length > 0) await storage.removeItems(dropped.map(({ name }) => item(name)));
}

/** Forgets every statistics answer of a profile (and what was learnt of its servers and accounts). */
export async function clearProfileStats(profileId: string): Promise<void> {
  const all = await storage.snapshot('session');
  const mine = Object.keys(all).filter(
    (name) =>
      name.startsWith(`${PREFIX}${profileId}:`) ||
      name.startsWith(`statsServer:${profileId}:`) ||
      // The account's time zone (zone.ts): a new key or server may count in another.
      name.startsWith(`statsZone:${profileId}:`) ||
      // The account's short links to pages (already-shortened/page-links.ts): another key, another account.
      name.startsWith(`pageLinks:${profileId}:`) ||
      // The toolbar badge's site lookups: another key or server tracks other sites.
      name.startsWith(`toolbarBadge:${profileId}:`),
  );
  if (mine.length > 0) await storage.removeItems(mine.map(item));
}
