/**
 * The recent short links this browser made (popup, menu, shortcut): `local:history`, newest
 * first, one entry per short URL, at most HISTORY_LIMIT. Kept in storage, never only in memory
 * (an MV3 service worker stops after ~30 s idle).
 */
import { storage } from 'wxt/utils/storage';
import type { Link } from './api/schemas';
import { createTurns } from './in-turn';
import type { HistoryEntry } from './protocol';

export const HISTORY_LIMIT = 50;

export const historyItem = storage.defineItem<HistoryEntry[]>('local:history', { fallback: [] });

export function toHistoryEntry(link: Link, now: () => Date = () => new Date()): HistoryEntry {
  return {
    id: link.id,
    shortUrl: link.shortUrl,
    url: link.url,
    alias: link.alias,
    createdAt: link.createdAt ?? now().toISOString(),
    // Only when known: the popup's search matches it locally.
    ...(link.title ? { title: link.title } : {}),
  };
}

/** Puts `entry` first, dropping any older entry with the same short URL, and caps the list. */
export function prependEntry(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((e) => e.shortUrl !== entry.shortUrl)].slice(0, HISTORY_LIMIT);
}

/**
 * History reads and writes run one after another, each after the previous one ends: two
 * shortens at once cannot lose an entry (each write reads the list first), and a shorten may
 * answer before its history write lands (issue 7: the popup shows the short URL sooner) while a
 * list asked for right after still includes it.
 */
const inTurn = createTurns();

async function read(): Promise<HistoryEntry[]> {
  const list = await historyItem.getValue();
  return Array.isArray(list) ? list : [];
}

export function listHistory(): Promise<HistoryEntry[]> {
  return inTurn(read);
}

export function addToHistory(entry: HistoryEntry): Promise<HistoryEntry[]> {
  return inTurn(async () => {
    const next = prependEntry(await read(), entry);
    await historyItem.setValue(next);
    return next;
  });
}

export function clearHistory(): Promise<void> {
  return inTurn(() => historyItem.removeValue());
}
