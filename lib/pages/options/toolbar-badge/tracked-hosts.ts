import type { ApiErrorData } from '../../../api/errors';
import type { PublicSettings } from '../../../shared/settings/schema';
import { send } from '../../rpc';

/** At most this many pages of 100 websites: one request each, against the rate limit. */
const MAX_PAGES = 5;

/** The tracked hosts, or why they could not be listed; null while asking. */
export type TrackedHosts = string[] | ApiErrorData | null;

/**
 * The bare hosts of the active profile's tracked websites, sorted (the Options section of "Don't
 * count my visits"). One request for up to 100 sites.
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

/**
 * What the tracked list depends on that a page can see of the saved settings: the profile, its
 * servers, how they are spoken to, and the key (as its hint: pages never see the key itself).
 */
export function trackedListSource(settings: PublicSettings): string {
  const { profileId, apiKeyHint, linksBaseUrl, analyticsBaseUrl, serverVersion } = settings;
  return JSON.stringify([profileId, apiKeyHint, linksBaseUrl, analyticsBaseUrl, serverVersion]);
}

/** What the section knows of the list it shows: the connection it was asked from, and the answer. */
export interface TrackedListShown {
  /** trackedListSource of the settings it was asked with; null before the first ask. */
  source: string | null;
  /** Null while the answer is on its way. */
  tracked: TrackedHosts;
}

/**
 * What a change of the saved settings does to the list shown:
 * - `ask`: ask again, dropping what is shown (an error included). A list from another connection
 *   is stale; and a failed one is asked again on any change, because the usual way out of "The
 *   API key was refused" is saving the right key, which can end in the same four characters as
 *   the refused one and so change nothing else a page sees.
 * - `ask-if-it-fails`: the answer is on its way; if it is a failure it may be the old key's, so
 *   it is asked again then. A success is kept: changes that leave the connection alone (the
 *   dialect the worker records from that very answer, this section's own choices) cost no request.
 * - `keep`: a list read from this connection.
 */
export function trackedListStep(
  shown: TrackedListShown,
  next: PublicSettings,
): 'ask' | 'ask-if-it-fails' | 'keep' {
  if (shown.source !== trackedListSource(next)) return 'ask';
  if (shown.tracked === null) return 'ask-if-it-fails';
  return Array.isArray(shown.tracked) ? 'keep' : 'ask';
}
