/** The classic wire format: docs/API.md sections 1–5 (the description most deployments still match). */

import { CLASSIC_TARGETING, parseClassicLink, withScheme } from '../records/links';
import { parseClassicWebsite } from '../records/websites';
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
import type { DialectAdapter, WireForm, WireValue } from './types';

/**
 * Type 1 applies country AND language rows, and the server keeps each group until it is sent:
 * switching a link from countries to languages would leave its country rows in force. So an
 * update of one group clears the other with one empty row (`country[0][key]=&country[0][value]=`),
 * which the server's array_filter reduces to no rows. A bare `country=` would be a 500.
 */
const TYPE_1_SIBLING: Record<string, string> = { country: 'language', language: 'country' };
const CLEARED_ROWS: WireValue = [{ key: null, value: null }];

function encodeTargets(input: LinkCreateInput | LinkUpdateInput, isUpdate: boolean): WireForm {
  const targeting = input.targetsType && CLASSIC_TARGETING[input.targetsType];
  if (!targeting) return {};
  if (!targeting.rows) return { target_type: targeting.type };
  const sibling = TYPE_1_SIBLING[targeting.rows];
  return {
    target_type: targeting.type,
    [targeting.rows]: targetRows(input.targets, targeting.rows !== 'rotation'),
    ...(isUpdate && sibling ? { [sibling]: CLEARED_ROWS } : {}),
  };
}

function encodeLink(input: LinkCreateInput | LinkUpdateInput, isUpdate: boolean): WireForm {
  return compact({
    url: input.url,
    alias: input.alias,
    password: input.password,
    space: input.space,
    domain: input.domain,
    pixels: idList(input.pixels, isUpdate),
    disabled: flag(input.disabled),
    privacy: privacyCode(input.privacy),
    privacy_password: input.privacyPassword,
    expiration_url: input.expirationUrl,
    expiration_date: input.expirationDate,
    expiration_time: input.expirationTime,
    expiration_clicks: clicksLimit(input.expirationClicks),
    ...encodeTargets(input, isUpdate),
  });
}

const STATUS = { all: undefined, active: 1, expired: 2, disabled: 3 } as const;
const SORT = { newest: 'desc', oldest: 'asc', most_clicks: 'max', fewest_clicks: 'min' } as const;

function encodeLinkListQuery(query: LinkListQuery) {
  return compactQuery({
    search: query.search,
    by: query.searchBy,
    // "all" is the default (0): leaving it out keeps the query valid for both dialects.
    status: query.status && STATUS[query.status],
    space: query.space,
    domain: query.domain,
    sort: query.sort && SORT[query.sort],
    per_page: query.perPage,
    page: query.page,
  });
}

function encodeWebsiteListQuery(query: WebsiteListQuery) {
  return compactQuery({ search: query.search, sort: query.sort, per_page: query.perPage, page: query.page });
}

const LINK_FIELDS: Record<string, string> = {
  country: 'targets',
  platform: 'targets',
  language: 'targets',
  rotation: 'targets',
  target_type: 'targetsType',
  by: 'searchBy',
};
const WEBSITE_FIELDS: Record<string, string> = { email: 'emailReports' };

export const classicDialect: DialectAdapter = {
  dialect: 'classic',
  encodeLinkCreate: (input) => encodeLink(input, false),
  encodeLinkUpdate: (input) => encodeLink(input, true),
  encodeLinkListQuery,
  // The description validates `url` as a URL: a bare host the user typed gets https:// first.
  encodeWebsiteCreate: (input) => ({ url: withScheme(input.url.trim()), ...websiteSettings(input) }),
  encodeWebsiteUpdate: websiteSettings,
  encodeWebsiteListQuery,
  // Targeting types without a target_type here, and the current dialect's sensitive content flag.
  unsupported: (input) => [
    ...(input.targetsType && !CLASSIC_TARGETING[input.targetsType] ? ['targetsType'] : []),
    ...(input.sensitiveContent === undefined ? [] : ['sensitiveContent']),
  ],
  parse: { links: parseClassicLink, websites: parseClassicWebsite },
  fieldName: fieldNamer(LINK_FIELDS, WEBSITE_FIELDS),
};
