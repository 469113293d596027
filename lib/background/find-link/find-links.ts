/**
 * The server half of a link search (the background's `findLinks` message, the address bar): a
 * view loading (lib/api/request-policy.ts), so it never waits on the rate limit and sends nothing
 * when the window is nearly spent (the shortener needs it more than a search does).
 */
import { callOptions, mayStart, type RequestPriority } from '../../api/request-policy';
import type { Api } from '../../api/types';
import { FIND_LIMIT, type FindLinksInput, type FindLinksResult } from '../../shared/find-link/types';

/** Whether the links server's window still has room for a request of `priority`. */
export function linksBudgetAllows(api: Api, priority: RequestPriority): boolean {
  return mayStart(priority, api.rateLimitBudget?.('links'));
}

/** One list request: the query on the chosen field, most clicks first, one page of FIND_LIMIT. */
export async function findLinks(api: Api, { query, searchIn }: FindLinksInput): Promise<FindLinksResult> {
  const search = query.trim();
  if (search === '') return { links: [], localOnly: false };
  if (!linksBudgetAllows(api, 'loading')) return { links: [], localOnly: true };
  const page = await api.links.list(
    { search, searchBy: searchIn, sort: 'most_clicks', perPage: FIND_LIMIT },
    callOptions('loading'),
  );
  // Whole records (a Link is a FoundLink with more): the page reads the fields it shows.
  return { links: page.items, localOnly: false };
}
