/**
 * A link that is gone from the server (deleted in the manager, one by one or in bulk, or answered
 * with a 404 anywhere: its statistics, an edit, the popup's check of its recent links) is
 * forgotten by every answer the worker saved that holds it, so no page offers its dead short URL
 * again: the recent links (history.ts), the pages' "Already shortened" lookups, which the toolbar
 * badge's short-link mark reads too (already-shortened/page-links.ts), and its statistics (stats/cache.ts).
 * Find a link searches the recent links and the server, nothing saved besides.
 */
import { storage } from 'wxt/utils/storage';
import type { PageLinks } from '../shared/protocol';
import { clearHistory } from './history';

export async function forgetLink(profileId: string, id: number): Promise<void> {
  await clearHistory(profileId, id);
  const stats = `stats:${profileId}:links:${id}:`;
  const pages = `pageLinks:${profileId}:`;
  for (const [name, saved] of Object.entries(await storage.snapshot('session'))) {
    const key = `session:${name}` as const;
    if (name.startsWith(stats)) await storage.removeItem(key);
    const links = name.startsWith(pages) ? (saved as PageLinks).links : [];
    if (links.some((link) => link.id === id))
      await storage.setItem(key, { ...(saved as PageLinks), links: links.filter((link) => link.id !== id) });
  }
}
