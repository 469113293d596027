/**
 * The optional resources (API.md 5, "More resources"): domains, spaces, pixels and the account.
 * A server without them answers 404: that is "not supported" (null), not an error.
 */
import { type ApiContext, PATHS, sendOptional } from './context';
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
      { method: 'GET', path: PATHS[resource], query },
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

export async function getAccount(context: ApiContext, options?: CallOptions): Promise<Account | null> {
  const response = await sendOptional(context, 'links', { method: 'GET', path: PATHS.account }, options);
  if (!response) return null;
  const account = parseAccount(unwrapSingle(response.body, 'account'));
  context.defaultDomain ??= Promise.resolve(account.defaultDomain);
  return account;
}
