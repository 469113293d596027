import type { ApiErrorData } from '../../api/errors';
import { send } from '../rpc';

/** At most this many pages of 100 websites: one request each, against the rate limit. */
const MAX_PAGES = 5;

/**
 * The bare hosts of the active profile's tracked websites, sorted (the Options section of "Don't
 * count my visits", issue 27). One request for up to 100 sites.
 */
export async function listTrackedHosts(): Promise<string[] | ApiErrorData> {
  const hosts = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await send('websites.list', { perPage: 100, page });
    if (!answer.ok) return answer.error;
    // The records' host is already bare (lib/api/records): lower case, no `www.`.
    for (const website of answer.value.items) if (website.host) hosts.add(website.host);
    if (page >= answer.value.lastPage || answer.value.items.length === 0) break;
  }
  return [...hosts].sort();
}
