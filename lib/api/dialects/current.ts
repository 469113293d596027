/**
 * The current wire format: docs/API.md section 6 (servers sold today). The dangerous difference:
 * `password` here is the STATISTICS password; the redirect password is `redirect_password`.
 */

import { parseCurrentLink } from '../records/links';
import { bareHost, parseCurrentWebsite } from '../records/websites';
import type { LinkCreateInput, LinkListQuery, LinkUpdateInput, WebsiteListQuery } from '../schemas';
import {
  clicksLimit,
  compact,
  compactQuery,
  fieldNamer,
  flag,
  idList,
  privacyCode,
  targetRows,
  websiteSettings,
} from './encoding';
import type { DialectAdapter, EncodeContext, WireForm } from './types';

const ALLOWED_PER_PAGE = [10, 25, 50, 100] as const;

/** The server accepts only 10/25/50/100: round up so a page never holds fewer rows than asked. */
export function allowedPerPage(perPage: number | undefined): number | undefined {
  if (perPage === undefined) return undefined;
  return ALLOWED_PER_PAGE.find((allowed) => allowed >= perPage) ?? 100;
}

/** `YYYY-MM-DD HH:MM:SS` of an instant, in UTC (the zone Laravel servers run in by default). */
export function wireDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * expirationDate + expirationTime -> an active period. The end is sent as the same wall-clock
 * `YYYY-MM-DD HH:MM:00` the classic dialect stores from expiration_date + expiration_time, so
 * both dialects read the user's input alike (an ISO string with a zone would be a guess: the
 * input carries none). The server wants both ends or neither, so the start is "now".
 */
function encodeActivePeriod(input: LinkCreateInput | LinkUpdateInput, context: EncodeContext): WireForm {
  if (input.expirationDate === null) return { active_period_start_at: null, active_period_end_at: null };
  if (!input.expirationDate || !input.expirationTime) return {};
  return {
    active_period_start_at: wireDateTime(context.now()),
    active_period_end_at: `${input.expirationDate} ${input.expirationTime}:00`,
  };
}

function encodeTargets(input: LinkCreateInput | LinkUpdateInput, isUpdate: boolean): WireForm {
  if (!input.targetsType) return {};
  // There is no "none" type here: no targeting is an empty targets_type (cleared on update).
  if (input.targetsType === 'none') return isUpdate ? { targets_type: null } : {};
  return {
    targets_type: input.targetsType,
    targets: targetRows(input.targets, input.targetsType !== 'rotations'),
  };
}

function encodeLink(
  input: LinkCreateInput | LinkUpdateInput,
  context: EncodeContext,
  isUpdate: boolean,
): WireForm {
  return compact({
    url: input.url,
    alias: input.alias,
    domain_id: input.domain,
    space_id: input.space,
    pixel_ids: idList(input.pixels, isUpdate),
    redirect_password: input.password,
    privacy: privacyCode(input.privacy),
    // Only a statistics password for a password-protected statistics page; never input.password.
    password: input.privacy === 'password' ? (input.privacyPassword ?? undefined) : undefined,
    expiration_url: input.expirationUrl,
    ...encodeActivePeriod(input, context),
    clicks_limit: clicksLimit(input.expirationClicks),
    ...encodeTargets(input, isUpdate),
    sensitive_content: flag(input.sensitiveContent),
  });
}

const STATUS = { all: undefined, active: 1, expired: 2, disabled: undefined } as const;
const SORT = {
  newest: ['id', 'desc'],
  oldest: ['id', 'asc'],
  most_clicks: ['clicks', 'desc'],
  fewest_clicks: ['clicks', 'asc'],
} as const;

function encodeLinkListQuery(query: LinkListQuery) {
  const [sortBy, sort] = query.sort ? SORT[query.sort] : [];
  return compactQuery({
    search: query.search,
    search_by: query.searchBy,
    space_id: query.space,
    domain_id: query.domain,
    status: query.status && STATUS[query.status],
    sort_by: sortBy,
    sort,
    per_page: allowedPerPage(query.perPage),
    page: query.page,
  });
}

function encodeWebsiteListQuery(query: WebsiteListQuery) {
  return compactQuery({
    search: query.search,
    search_by: query.search ? 'domain' : undefined,
    sort_by: query.sort ? 'domain' : undefined,
    sort: query.sort,
    per_page: allowedPerPage(query.perPage),
    page: query.page,
  });
}

const LINK_FIELDS: Record<string, string> = {
  redirect_password: 'password',
  password: 'privacyPassword',
  active_period_start_at: 'expirationDate',
  active_period_end_at: 'expirationDate',
  clicks_limit: 'expirationClicks',
  domain_id: 'domain',
  space_id: 'space',
  pixel_ids: 'pixels',
  sort_by: 'sort',
};
const WEBSITE_FIELDS: Record<string, string> = { domain: 'url', email: 'emailReports', search_by: 'search' };

export const currentDialect: DialectAdapter = {
  dialect: 'current',
  encodeLinkCreate: (input, context) => encodeLink(input, context, false),
  encodeLinkUpdate: (input, context) => encodeLink(input, context, true),
  encodeLinkListQuery,
  encodeWebsiteCreate: (input) => ({ domain: bareHost(input.url), ...websiteSettings(input) }),
  // Same fields as classic; exclude_params (current only) is left untouched by not sending it.
  encodeWebsiteUpdate: websiteSettings,
  encodeWebsiteListQuery,
  // Current servers have no disabled flag on links.
  unsupported: (input) => (input.disabled === undefined ? [] : ['disabled']),
  parse: { links: parseCurrentLink, websites: parseCurrentWebsite },
  fieldName: fieldNamer(LINK_FIELDS, WEBSITE_FIELDS),
};
