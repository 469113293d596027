/**
 * The server half of a link search (the background's `findLinks` message, the address bar).
 * Interactive: it never waits on the rate limit, and sends nothing when the budget is nearly
 * spent (the shortener needs it more than a search does).
 */
import type { Api, CallOptions } from '../../api/types';
import { FIND_LIMIT, type FindLinksInput, type FindLinksResult, LOW_BUDGET } from '../../shared/search/types';

const interactive: CallOptions = { waitForRateLimit: false };

/**
 * True when the links server is known to allow fewer than `reserve` more requests this window
 * (LOW_BUDGET for a search; the page lookup keeps a larger one, issue 27).
 */
export function budgetLow(api: Api, reserve = LOW_BUDGET): boolean {
  const remaining = api.rateLimitBudget?.('links')?.remaining;
  return remaining !== undefined && remaining < reserve;
}

/** One list request: the query on the chosen field, most clicks first, one page of FIND_LIMIT. */
export async function findLinks(api: Api, { query, searchIn }: FindLinksInput): Promise<FindLinksResult> {
  const search = query.trim();
  if (search === '') return { links: [], localOnly: false };
  if (budgetLow(api)) return { links: [], localOnly: true };
  const page = await api.links.list(
    { search, searchBy: searchIn, sort: 'most_clicks', perPage: FIND_LIMIT },
    interactive,
  );
  // Whole records (a Link is a FoundLink with more): a copy field by field costs background bytes.
  return { links: page.items, localOnly: false };
}
