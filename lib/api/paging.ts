/** Walking every page of a list: bulk work, so it paces itself to the rate limit. */
import { throwIfCancelled } from './error-mapping';
import type { Page } from './schemas';
import type { CallOptions } from './types';

export async function* iteratePages<T>(
  fetchPage: (page: number, options: CallOptions) => Promise<Page<T>>,
  firstPage = 1,
  options: CallOptions = {},
): AsyncGenerator<Page<T>> {
  const pageOptions: CallOptions = { ...options, waitForRateLimit: true };
  for (let page = firstPage; ; page++) {
    throwIfCancelled(options.signal);
    const result = await fetchPage(page, pageOptions);
    yield result;
    // An empty page ends the walk too: a server whose meta lies must not loop forever.
    if (Math.max(page, result.page) >= result.lastPage || result.items.length === 0) return;
  }
}
