/**
 * The worker's side of `stats.series` and `stats.top` (issue 21): the session cache first
 * (cache.ts), then the profile's own server through lib/api. A server without a statistics
 * route answers `{supported: false}`, remembered for the session (server-memory.ts), so the
 * views hide the feature in one line and send nothing more.
 */
import { isStatsUnsupported } from '../../api/errors';

import type { StatsService } from '../../api/stats/types';
import type { CallOptions, StatsApi } from '../../api/types';
import type { InputOf, StatsAnswer } from '../../shared/protocol';
import type { Settings } from '../../shared/settings/schema';
import { serviceUrl } from '../../shared/settings/service-url';
import { cacheKey, isFresh, readAnswer, writeAnswer } from './cache';
import { recallStatsServer, rememberStatsServer } from './server-memory';

/** lib/api's statistics client (Api['stats']). */
export type StatsClient = StatsApi;

export interface StatsDeps {
  loadSettings: (profileId?: string) => Promise<Settings>;
  /** The profile's statistics client, after checking the service is usable (key, URL, permission). */
  getStats: (service: StatsService, settings: Settings) => Promise<StatsClient>;
  now?: () => number;
}

/** Interactive: a view waits on the answer, so a spent rate limit is an error at once. */
const interactive: CallOptions = { waitForRateLimit: false };

type Request = InputOf<'stats.series'> | InputOf<'stats.top'>;

async function answer<T>(
  deps: StatsDeps,
  input: Request,
  query: Record<string, string | number | undefined>,
  fetch: (client: StatsClient) => Promise<T>,
): Promise<StatsAnswer<T>> {
  const { service, id, name, from, to, cache = 'use' } = input;
  const now = deps.now ?? Date.now;
  const settings = await deps.loadSettings(input.profileId);
  const { profileId } = settings;
  const url = serviceUrl(settings, service);
  const known = await recallStatsServer(profileId, service, url);
  if (known === 'none') return { supported: false };

  const key = cacheKey({ profileId, service, id, name, from, to, query });
  if (cache !== 'refresh') {
    const cached = await readAnswer<T>(key);
    if (cache === 'only')
      return cached ? { supported: true, ...cached } : { supported: true, data: null, fetchedAt: null };
    if (cached && isFresh(cached, now())) return { supported: true, ...cached };
  }

  const client = await deps.getStats(service, settings);
  // A worker that stopped meanwhile starts a new client: tell it what an earlier one learnt.
  if (known) client.knowNameSet(service, known);
  try {
    const data = await fetch(client);
    const fetchedAt = now();
    await writeAnswer(key, data, fetchedAt);
    return { supported: true, data, fetchedAt };
  } catch (error) {
    if (!isStatsUnsupported(error)) throw error;
    await rememberStatsServer(profileId, service, url, 'none');
    return { supported: false };
  }
}

export function createStatsHandlers(deps: StatsDeps) {
  return {
    'stats.series': (input: InputOf<'stats.series'>) =>
      answer(deps, input, {}, (client) =>
        client.series(input.service, input.id, input.name, { from: input.from, to: input.to }, interactive),
      ),
    'stats.top': (input: InputOf<'stats.top'>) => {
      const { service, id, name, cache: _cache, profileId: _profile, ...query } = input;
      const { from: _from, to: _to, ...rest } = query;
      return answer(deps, input, rest, (client) => client.top(service, id, name, query, interactive));
    },
  };
}
