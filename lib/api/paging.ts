/**
 * Walking every page of a list: bulk work, so it paces itself to the rate limit. A function of
 * its own, not a method of the Api: the extension's background never walks a whole list (pages
 * ask for one page at a time), so its bundle leaves this out.
 */
import { throwIfCancelled } from './error-mapping';
import { callOptions } from './request-policy';
import type { Page } from './schemas';
import type { CallOptions } from './types';

export async function* iteratePages<T>(
  fetchPage: (page: number, options: CallOptions) => Promise<Page<T>>,
  firstPage = 1,
  options: CallOptions = {},
): AsyncGenerator<Page<T>> {
  // Bulk work (request-policy.ts): a spent window is waited out, not an error.
  const pageOptions: CallOptions = { ...options, ...callOptions('bulk') };
  for (let page = firstPage; ; page++) {
    throwIfCancelled(options.signal);
    const result = await fetchPage(page, pageOptions);
    yield result;
    // An empty page ends the walk too: a server whose meta lies must not loop forever.
    if (Math.max(page, result.page) >= result.lastPage || result.items.length === 0) return;
  }
}

/** Every page of `service`'s list for `query`, one at a time (export, bulk work, tests). */
export function listAll<Query extends { page?: number }, T>(
  service: { list(query?: Query, options?: CallOptions): Promise<Page<T>> },
  query = {} as Query,
  options?: CallOptions,
): AsyncGenerator<Page<T>> {
  return iteratePages(
    (page, pageOptions) => service.list({ ...query, page }, pageOptions),
    query.page,
    options,
  );
}
