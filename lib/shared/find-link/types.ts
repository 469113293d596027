/** What a link search finds (popup "Find a link", the address bar), from the server or this browser's history. */
import type { LinkSearchBy } from '../../api/enums';

export type SearchIn = LinkSearchBy;

export interface FoundLink {
  id: number;
  alias: string;
  shortUrl: string;
  /** The destination. */
  url: string;
  title: string | null;
  /** Null when unknown (a history entry the server has not answered for). */
  clicks: number | null;
}

export interface FindLinksInput {
  query: string;
  searchIn: SearchIn;
}

export interface FindLinksResult {
  /** The server's matches, most clicks first. */
  links: FoundLink[];
  /**
   * True when the server was not asked because its rate-limit window is nearly spent (a view
   * loading's reserve, lib/api/request-policy.ts): the caller shows local matches only and says so.
   */
  localOnly: boolean;
}

/** The recent links the popup lists (and asks click counts for). */
export const RECENT_COUNT = 5;
/** The server's page size for a search (per_page), and the most results shown. */
export const FIND_LIMIT = 10;
