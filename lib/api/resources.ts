/**
 * The optional resources (docs/API.md 5, "More resources"): domains, spaces, pixels and the account.
 * A server without them answers 404: that is "not supported" (null), not an error.
 */
import { type ApiContext, apiPath, sendOptional } from './context';
import type { Service } from './dialects/types';
import { readPage, unwrapList, unwrapSingle } from './records/envelope';
import { parseAccount } from './records/resources';
import { badResponse, readNamedRef } from './records/values';
import type { Account, NamedRef } from './schemas';
import type { CallOptions } from './types';

/** Enough for any account's domains/spaces/pixels; bounds the walk if a server's meta lies. */
const MAX_PAGES = 20;

export async function listNamed(
  context: ApiContext,
  resource: 'domains' | 'spaces' | 'pixels',
  options?: CallOptions,
): Promise<NamedRef[] | null> {
  const refs: NamedRef[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    // 100 is a per_page both dialects accept.
    const query = { per_page: 100, page };
    const response = await sendOptional(
      context,
      'links',
      { method: 'GET', path: apiPath(resource), query },
      options,
    );
    if (!response) return page === 1 ? null : refs;
    const records = unwrapList(response.body, resource);
    for (const record of records) {
      const ref = readNamedRef(record);
      if (!ref || typeof record !== 'object') throw badResponse(`an item of ${resource} without an id`);
      refs.push(ref);
    }
    const { lastPage } = readPage(response.body, records, { page, perPage: 100 });
    if (page >= lastPage || records.length === 0) break;
  }
  return refs;
}

/** The raw account record, or null when the server has no account endpoint. */
export async function accountRecord(
  context: ApiContext,
  options?: CallOptions,
  service: Service = 'links',
): Promise<unknown> {
  const response = await sendOptional(context, service, { method: 'GET', path: apiPath('account') }, options);
  return response && unwrapSingle(response.body, 'account');
}

/**
 * The key owner's account on one service (the links service unless told): each service has its
 * own account answer, and so its own `timezone`.
 */
export async function getAccount(
  context: ApiContext,
  options?: CallOptions,
  service: Service = 'links',
): Promise<Account | null> {
  const raw = await accountRecord(context, options, service);
  if (!raw) return null;
  const account = parseAccount(raw);
  // The default domain is the links service's: links are created there.
  if (service === 'links') context.defaultDomain ??= Promise.resolve(account.defaultDomain);
  return account;
}
