/** The links list request for the view's state, within what the connected server supports. */
import type { LinkListQuery, WebsiteListQuery } from '../../../api/schemas';
import type { Capabilities } from '../../capabilities';
import { DEFAULT_LINKS, type LinksState, type WebsitesState } from '../hash-state';

/** The filters alone (no page): what the export and the "filters changed" check use. */
export function linkFilters(state: LinksState, capabilities: Capabilities): LinkListQuery {
  const query: LinkListQuery = { searchBy: state.by, sort: state.sort };
  const search = state.search.trim();
  if (search !== '') query.search = search;
  // A hash from another server ("disabled" on a server without the flag) falls back to all.
  query.status = capabilities.statusFilters.includes(state.status) ? state.status : 'all';
  if (state.space !== null) query.space = state.space;
  if (state.domain !== null) query.domain = state.domain;
  return query;
}

export function linkListQuery(state: LinksState, capabilities: Capabilities): LinkListQuery {
  return { ...linkFilters(state, capabilities), perPage: state.perPage, page: state.page };
}

export function websiteListQuery(state: WebsitesState): WebsiteListQuery {
  const query: WebsiteListQuery = { sort: state.sort, perPage: state.perPage, page: state.page };
  const search = state.search.trim();
  if (search !== '') query.search = search;
  return query;
}

/** Whether the search or a filter narrows the list (paging and sorting do not): empty says so. */
export function isFiltered(state: LinksState): boolean {
  const filtersOf = (links: LinksState) =>
    JSON.stringify({ ...links, page: 1, perPage: 0, sort: '', by: '', edit: null });
  return filtersOf(state) !== filtersOf(DEFAULT_LINKS);
}
