/** Find a link's decisions that need no browser: the preferences it starts with and what the list shows. */
import { mergeResults } from '../../shared/find-link/match';
import type { FoundLink, SearchIn } from '../../shared/find-link/types';
import type { PublicSettings } from '../../shared/settings/schema';

/** The server's matches and the query they answer. */
export interface ServerMatches {
  query: string;
  links: FoundLink[];
}

/** Older settings may lack the fields added with this search (the background fills defaults). */
export function findPreferences(settings: Partial<Pick<PublicSettings, 'searchIn' | 'closeAfterCopy'>>): {
  searchIn: SearchIn;
  closeAfterCopy: boolean;
} {
  return { searchIn: settings.searchIn ?? 'title', closeAfterCopy: settings.closeAfterCopy ?? true };
}

/**
 * The list for `query`: the history's matches at once, the server's merged in only when they
 * answer the query as it stands (an answer for an earlier query would show links that no longer match).
 */
export function shownResults(local: FoundLink[], server: ServerMatches | null, query: string): FoundLink[] {
  const trimmed = query.trim();
  return trimmed === '' ? [] : mergeResults(local, server?.query === trimmed ? server.links : []);
}

/** The selected option kept within the list as it shrinks; -1 when there is none to select. */
export function activeIndex(active: number, count: number): number {
  return count === 0 ? -1 : Math.min(active, count - 1);
}
