/** The website operations (API.md 3 and 6), one function each, over the dialect adapters. */
import { type ApiContext, PATHS, send } from './context';
import { classicDialect } from './dialects/classic';
import { currentDialect } from './dialects/current';
import { adapterOf } from './dialects/detect';
import { neutralWebsiteListQuery, resolveDialect } from './dialects/resolve';
import { ApiError } from './errors';
import { iteratePages } from './paging';
import { type PageRequest, readPage, unwrapList, unwrapSingle } from './records/envelope';
import type { Page, Website, WebsiteCreateInput, WebsiteListQuery, WebsiteUpdateInput } from './schemas';
import type { CallOptions } from './types';
import {
  validateId,
  validateWebsiteCreate,
  validateWebsiteListQuery,
  validateWebsiteUpdate,
} from './validate';

export function readWebsite(context: ApiContext, body: unknown): Website {
  const raw = unwrapSingle(body, 'website');
  context.dialects.observe('websites', [raw]);
  return context.dialects.adapterFor('websites').parseWebsite(raw);
}

export function readWebsitePage(context: ApiContext, body: unknown, requested: PageRequest): Page<Website> {
  const records = unwrapList(body, 'websites');
  context.dialects.observe('websites', records);
  const adapter = context.dialects.adapterFor('websites');
  return readPage(body, records.map(adapter.parseWebsite), requested);
}

/** Every website query can be said in both dialects at once: a list never needs to probe. */
export async function listWebsites(context: ApiContext, query?: WebsiteListQuery, options?: CallOptions) {
  const valid = validateWebsiteListQuery(query);
  const dialect = context.dialects.known('websites');
  const wireQuery = dialect
    ? adapterOf(dialect).encodeWebsiteListQuery(valid)
    : neutralWebsiteListQuery(valid);
  const response = await send(
    context,
    'websites',
    { method: 'GET', path: PATHS.websites, query: wireQuery },
    options,
  );
  const perPage = typeof wireQuery.per_page === 'number' ? wireQuery.per_page : undefined;
  return readWebsitePage(context, response.body, { page: valid.page ?? 1, ...(perPage ? { perPage } : {}) });
}

export function listAllWebsites(
  context: ApiContext,
  query: WebsiteListQuery = {},
  options: CallOptions = {},
) {
  const fetchPage = (page: number, pageOptions: CallOptions) =>
    listWebsites(context, { ...query, page }, pageOptions);
  return iteratePages(fetchPage, query.page, options);
}

export async function getWebsite(context: ApiContext, id: number, options?: CallOptions): Promise<Website> {
  const path = `${PATHS.websites}/${validateId(id)}`;
  return readWebsite(context, (await send(context, 'websites', { method: 'GET', path }, options)).body);
}

export async function createWebsite(context: ApiContext, input: WebsiteCreateInput, options?: CallOptions) {
  const valid = validateWebsiteCreate(input);
  const { dialect, guessed } = await resolveDialect(context, 'websites', options);
  // On a guess, both names of the host: each server ignores the field it does not know.
  const data = guessed
    ? { ...currentDialect.encodeWebsiteCreate(valid), ...classicDialect.encodeWebsiteCreate(valid) }
    : adapterOf(dialect).encodeWebsiteCreate(valid);
  const form = context.encodeForm(data);
  return readWebsite(
    context,
    (await send(context, 'websites', { method: 'POST', path: PATHS.websites, form }, options)).body,
  );
}

/** PUT with only the given fields (see updateLink); spelled alike in both dialects, so no probe. */
export async function updateWebsite(
  context: ApiContext,
  id: number,
  input: WebsiteUpdateInput,
  options?: CallOptions,
) {
  const path = `${PATHS.websites}/${validateId(id)}`;
  const valid = validateWebsiteUpdate(input);
  const form = context.encodeForm(context.dialects.adapterFor('websites').encodeWebsiteUpdate(valid));
  return readWebsite(context, (await send(context, 'websites', { method: 'PUT', path, form }, options)).body);
}

export async function removeWebsite(context: ApiContext, id: number, options?: CallOptions): Promise<void> {
  const path = `${PATHS.websites}/${validateId(id)}`;
  try {
    await send(context, 'websites', { method: 'DELETE', path }, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
  }
}
