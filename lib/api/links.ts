/** The link operations (API.md 2 and 6), one function each, over the dialect adapters. */
import { type ApiContext, PATHS, send, sendOptional } from './context';
import { adapterOf } from './dialects/detect';
import { isNeutralLinkQuery, neutralLinkListQuery, resolveDialect } from './dialects/resolve';
import { ApiError } from './errors';
import { iteratePages } from './paging';
import { type PageRequest, readPage, unwrapList, unwrapSingle } from './records/envelope';
import { parseAccount } from './records/resources';
import type { Link, LinkCreateInput, LinkListQuery, LinkUpdateInput, Page } from './schemas';
import type { CallOptions } from './types';
import {
  checkLinkDialect,
  checkLinkListDialect,
  validateId,
  validateLinkCreate,
  validateLinkListQuery,
  validateLinkUpdate,
  validationError,
} from './validate';

const parseContext = (context: ApiContext) => ({ linksBaseUrl: context.baseUrls.links });

/** One record: the envelope unwrapped, the dialect learnt from it, parsed with that dialect. */
export function readLink(context: ApiContext, body: unknown): Link {
  const raw = unwrapSingle(body, 'link');
  context.dialects.observe('links', [raw]);
  return context.dialects.adapterFor('links').parseLink(raw, parseContext(context));
}

export function readLinkPage(context: ApiContext, body: unknown, requested: PageRequest): Page<Link> {
  const records = unwrapList(body, 'links');
  context.dialects.observe('links', records);
  const adapter = context.dialects.adapterFor('links');
  const items = records.map((raw) => adapter.parseLink(raw, parseContext(context)));
  return readPage(body, items, requested);
}

export async function listLinks(context: ApiContext, query?: LinkListQuery, options?: CallOptions) {
  const valid = validateLinkListQuery(query, context.dialects.known('links'));
  let dialect = context.dialects.known('links');
  if (!dialect && !isNeutralLinkQuery(valid)) {
    dialect = (await resolveDialect(context, 'links', options)).dialect;
    checkLinkListDialect(valid, dialect);
  }
  const wireQuery = dialect ? adapterOf(dialect).encodeLinkListQuery(valid) : neutralLinkListQuery(valid);
  const response = await send(
    context,
    'links',
    { method: 'GET', path: PATHS.links, query: wireQuery },
    options,
  );
  const perPage = typeof wireQuery.per_page === 'number' ? wireQuery.per_page : undefined;
  return readLinkPage(context, response.body, { page: valid.page ?? 1, ...(perPage ? { perPage } : {}) });
}

export function listAllLinks(context: ApiContext, query: LinkListQuery = {}, options: CallOptions = {}) {
  return iteratePages(
    (page, pageOptions) => listLinks(context, { ...query, page }, pageOptions),
    query.page,
    options,
  );
}

export async function getLink(context: ApiContext, id: number, options?: CallOptions): Promise<Link> {
  const path = `${PATHS.links}/${validateId(id)}`;
  return readLink(context, (await send(context, 'links', { method: 'GET', path }, options)).body);
}

/** The current dialect requires a domain: the input's, else the account's default. */
async function domainForCreate(context: ApiContext, input: LinkCreateInput, options?: CallOptions) {
  if (input.domain !== undefined) return input.domain;
  context.defaultDomain ??= sendOptional(
    context,
    'links',
    { method: 'GET', path: PATHS.account },
    options,
  ).then((response) =>
    response ? parseAccount(unwrapSingle(response.body, 'account')).defaultDomain : null,
  );
  const domain = await context.defaultDomain.catch((error: unknown) => {
    context.defaultDomain = undefined; // a failed look-up is not cached
    throw error;
  });
  if (domain === null) throw validationError({ domain: ['Choose a domain.'] }, 'Choose a domain.');
  return domain;
}

export async function createLink(context: ApiContext, input: LinkCreateInput, options?: CallOptions) {
  const valid = validateLinkCreate(input, context.dialects.known('links'));
  const { dialect } = await resolveDialect(context, 'links', options);
  checkLinkDialect(valid, dialect);
  const prepared =
    dialect === 'current' ? { ...valid, domain: await domainForCreate(context, valid, options) } : valid;
  const form = context.encodeForm(adapterOf(dialect).encodeLinkCreate(prepared, context));
  return readLink(
    context,
    (await send(context, 'links', { method: 'POST', path: PATHS.links, form }, options)).body,
  );
}

/**
 * PUT with only the given fields: the servers update field by field ("every field optional"),
 * so a partial PUT behaves as a PATCH, and PUT is the method the description names first and
 * that every proxy and CORS configuration in front of these servers lets through.
 */
export async function updateLink(
  context: ApiContext,
  id: number,
  input: LinkUpdateInput,
  options?: CallOptions,
) {
  const path = `${PATHS.links}/${validateId(id)}`;
  const valid = validateLinkUpdate(input, context.dialects.known('links'));
  const { dialect } = await resolveDialect(context, 'links', options, id);
  checkLinkDialect(valid, dialect);
  const form = context.encodeForm(adapterOf(dialect).encodeLinkUpdate(valid, context));
  return readLink(context, (await send(context, 'links', { method: 'PUT', path, form }, options)).body);
}

/** A 404 means the link is already gone: the caller's intent is met. */
export async function removeLink(context: ApiContext, id: number, options?: CallOptions): Promise<void> {
  const path = `${PATHS.links}/${validateId(id)}`;
  try {
    await send(context, 'links', { method: 'DELETE', path }, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
  }
}
