/**
 * The recent short links this browser made (popup, menu, shortcut): `local:history`, newest
 * first, one entry per short URL, at most HISTORY_LIMIT. Kept in storage, never only in memory
 * (an MV3 service worker stops after ~30 s idle).
 */
import { storage } from 'wxt/utils/storage';
import type { Link } from './api/schemas';
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
  };
}

/** Puts `entry` first, dropping any older entry with the same short URL, and caps the list. */
export function prependEntry(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((e) => e.shortUrl !== entry.shortUrl)].slice(0, HISTORY_LIMIT);
}

export async function listHistory(): Promise<HistoryEntry[]> {
  const list = await historyItem.getValue();
  return Array.isArray(list) ? list : [];
}

export async function addToHistory(entry: HistoryEntry): Promise<HistoryEntry[]> {
  const next = prependEntry(await listHistory(), entry);
  await historyItem.setValue(next);
  return next;
}

export async function clearHistory(): Promise<void> {
  await historyItem.removeValue();
}
