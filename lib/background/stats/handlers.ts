/**
 * The worker's side of `stats.series` and `stats.top`: the session cache first
 * (cache.ts), then the profile's own server through lib/api. A server without a statistics
 * route answers `{supported: false}`, remembered for the session (stored-server-kind.ts), so the
 * views hide the feature in one line and send nothing more.
 */

import { isApiErrorData, isStatsUnsupported } from '../../api/errors';
import type { RateBudget } from '../../api/rate-limit';
import { callOptions } from '../../api/request-policy';

import { daysBetween } from '../../api/stats/buckets';
import type { NameSet, StatsService } from '../../api/stats/types';
import type { StatsApi } from '../../api/types';
import type { InputOf, StatsAnswer, StatsSubject } from '../../shared/protocol';
import type { Settings } from '../../shared/settings/schema';
import { serviceUrl } from '../../shared/settings/service-url';
import { previousRange } from '../../shared/stats/range';
import { cacheKey, isFresh, readAnswer, writeAnswer } from './cache';
import { recallStatsServer, rememberStatsServer } from './stored-server-kind';

/** lib/api's statistics client (Api['stats']). */
export type StatsClient = StatsApi;

export interface StatsDeps {
  loadSettings: (profileId?: string) => Promise<Settings>;
  /** The profile's statistics client, after checking the service is usable (key, URL, permission). */
  getStats: (service: StatsService, settings: Settings) => Promise<StatsClient>;
  /** The record a view is about (links.get / websites.get): its alias or host and creation. */
  getSubject: (service: StatsService, id: number, settings: Settings) => Promise<StatsSubject>;
  /** What the service's last answer said of its rate limit (Api.rateLimitBudget), if known. */
  getBudget?: (service: StatsService, settings: Settings) => Promise<RateBudget | undefined>;
  now?: () => number;
}

/** A server that cannot be reached: the saved answer, however old, is better than nothing. */
const unreachable = (error: unknown) =>
  isApiErrorData(error) && (error.code === 'network' || error.code === 'timeout');

/**
 * For this long after a server was found unreachable, a request with a saved answer takes that
 * answer at once instead of failing through the retries again (the view shows its saved numbers
 * together, not card by card); without one, the server is still asked.
 */
export const UNREACHABLE_MS = 15_000;

type Request =
  | InputOf<'stats.series'>
  | InputOf<'stats.top'>
  | (InputOf<'stats.subject'> & { name: 'subject'; from: ''; to: '' });

/** Until when each service URL counts as unreachable (this worker's memory only). */
type Unreachable = Map<string, number>;

async function answer<T>(
  deps: StatsDeps,
  down: Unreachable,
  input: Request,
  query: Record<string, string | number | undefined>,
  fetch: (settings: Settings, known: NameSet | null, url: string) => Promise<T>,
): Promise<StatsAnswer<T>> {
  const { service, id, name, from, to, cache = 'use' } = input;
  const now = deps.now ?? Date.now;
  const settings = await deps.loadSettings(input.profileId);
  const { profileId } = settings;
  const url = serviceUrl(settings, service);
  // Read once: whether the server has statistics, and which names it speaks (for the client).
  const known = name === 'subject' ? null : await recallStatsServer(profileId, service, url);
  if (known === 'none') return { supported: false };

  const key = cacheKey({ profileId, service, id, name, from, to, query, url });
  const cached = await readAnswer<T>(key);
  if (cache === 'only')
    return cached ? { supported: true, ...cached } : { supported: true, data: null, fetchedAt: null };
  if (cache !== 'refresh' && cached && isFresh(cached, now())) return { supported: true, ...cached };
  if (cache !== 'refresh' && cached && (down.get(url) ?? 0) > now())
    return { supported: true, ...cached, stale: true };

  try {
    const data = await fetch(settings, known, url);
    const fetchedAt = now();
    await writeAnswer(key, data, fetchedAt);
    const budget = await deps.getBudget?.(service, settings);
    return { supported: true, data, fetchedAt, ...(budget ? { budget } : {}) };
  } catch (error) {
    if (unreachable(error)) down.set(url, now() + UNREACHABLE_MS);
    if (unreachable(error) && cached) return { supported: true, ...cached, stale: true };
    if (!isStatsUnsupported(error)) throw error;
    await rememberStatsServer(profileId, service, url, 'none');
    return { supported: false };
  }
}

/** The profile's statistics client, told what an earlier worker learnt of the server's names. */
async function statsClient(
  deps: StatsDeps,
  service: StatsService,
  settings: Settings,
  known: NameSet | null,
): Promise<StatsClient> {
  const client = await deps.getStats(service, settings);
  // A worker that stopped meanwhile starts a new client: tell it what an earlier one learnt.
  if (known) client.knowNameSet(service, known);
  return client;
}

/**
 * The longest range whose previous period is asked together with it: twice 45 days
 * is one page of a website's daily series (100 days a page) and stays daily on the links service
 * (days under 90), so a range and the period before it cost the request of the range alone.
 * One day is hourly (hours do not split by day): asked alone.
 */
export const PAIRED_MAX_DAYS = 45;

export function createStatsHandlers(deps: StatsDeps) {
  const now = deps.now ?? Date.now;
  const down: Unreachable = new Map();
  return {
    'stats.series': (input: InputOf<'stats.series'>) =>
      answer(deps, down, input, {}, async (settings, known, url) => {
        const { service, id, name, from, to } = input;
        const client = await statsClient(deps, service, settings, known);
        const days = daysBetween(input) + 1;
        if (days < 2 || days > PAIRED_MAX_DAYS)
          return client.series(service, id, name, { from, to }, callOptions('waiting'));
        // The view asks the previous period next (the change, the dashed line): it is saved
        // from this same answer, so it costs no request.
        const previous = previousRange(input);
        const both = await client.series(
          service,
          id,
          name,
          { from: previous.from, to },
          callOptions('waiting'),
        );
        const before = both.points.filter((point) => point.bucket < from);
        const key = cacheKey({ profileId: settings.profileId, service, id, name, ...previous, url });
        await writeAnswer(key, { ...both, points: before }, now());
        return { ...both, points: both.points.slice(before.length) };
      }),
    'stats.top': (input: InputOf<'stats.top'>) => {
      const { service, id, name, cache: _cache, profileId: _profile, ...query } = input;
      const { from: _from, to: _to, ...rest } = query;
      return answer(deps, down, input, rest, async (settings, known) =>
        (await statsClient(deps, service, settings, known)).top(
          service,
          id,
          name,
          query,
          callOptions('loading'),
        ),
      );
    },
    /**
     * The heading's name, saved beside the numbers: going back to a view costs no
     * record lookup, and a server that cannot be reached still has its record named.
     */
    'stats.subject': (input: InputOf<'stats.subject'>) =>
      answer(deps, down, { ...input, name: 'subject', from: '', to: '' }, {}, (settings) =>
        deps.getSubject(input.service, input.id, settings),
      ),
  };
}
