/**
 * The statistics of a link (links service) or a website (analytics service): `GET
 * /api/v1/stats/{id}` (docs/API.md section 7). Three things the servers make the client do:
 * - the names differ by release: a 422 on `name` means the other set; it is tried once and
 *   remembered (`onStatsNameSet`, like a detected dialect), and the caller never sees it;
 * - a release without the route answers every unknown path with the 404 of a missing record:
 *   a 404 is checked against the record itself, and when that exists the error says
 *   `reason: 'stats_unsupported'` (errors.ts isStatsUnsupported);
 * - only buckets with visits come back: series are filled to every bucket of the range, and
 *   daily series are summed into months or years on long ranges as the links service does.
 */
import { type ApiContext, send } from '../context';
import { ApiError, type FieldErrors } from '../errors';
import { check } from '../field-checks';
import { recordPath } from '../service';
import type { CallOptions, StatsApi } from '../types';
import { validateId, validationError } from '../validate';
import { daysBetween, fillSeries, isDay, rangeGranularity } from './buckets';
import { otherSet, seriesWire, topWireName } from './names';
import { readSeriesRows, readStatPage } from './read';
import {
  LINK_SERIES_NAMES,
  LINK_TOP_NAMES,
  type NameSet,
  type StatRow,
  type StatsRange,
  type StatsService,
  WEBSITE_SERIES_NAMES,
  WEBSITE_TOP_NAMES,
} from './types';

/** What the client knows of each service's names: given by the caller, then learnt. */
export interface StatsNameState {
  sets: Partial<Record<StatsService, NameSet>>;
  onNameSet?: (service: StatsService, set: NameSet) => void;
}

const SERIES_BY_SERVICE: Record<StatsService, readonly string[]> = {
  links: LINK_SERIES_NAMES,
  websites: WEBSITE_SERIES_NAMES,
};
const TOP_BY_SERVICE: Record<StatsService, readonly string[]> = {
  links: LINK_TOP_NAMES,
  websites: WEBSITE_TOP_NAMES,
};
const PAGE_SIZE = 100;

/** Refuses, before anything is sent, what no server accepts: with a message at each field. */
function checkRequest(service: StatsService, name: string, names: readonly string[], range: StatsRange) {
  const fields: FieldErrors = {};
  if (!names.includes(name)) fields.name = [`The ${service} service has no statistics named ${name}.`];
  for (const end of ['from', 'to'] as const) {
    if (!isDay(range[end])) fields[end] = [check('stats_date')];
  }
  if (!fields.from && !fields.to && daysBetween(range) < 0) fields.from = [check('stats_range')];
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

const isNameRefused = (error: unknown) =>
  error instanceof ApiError && error.code === 'validation' && Boolean(error.fields?.name);

export function statsApi(context: ApiContext, state: StatsNameState): StatsApi {
  /** A 404 from a server whose record exists: that server has no statistics route. */
  async function explain(error: unknown, service: StatsService, id: number, options?: CallOptions) {
    if (!(error instanceof ApiError) || error.code !== 'not_found') return error;
    try {
      await send(context, service, { method: 'GET', path: recordPath(service, id) }, options);
    } catch {
      return error; // The record is missing (or unreachable): the 404 was about it.
    }
    return new ApiError({
      code: 'not_found',
      status: 404,
      message: 'This server has no statistics: update it to see them.',
      reason: 'stats_unsupported',
    });
  }

  /** One GET of the statistics route, with the name set learnt so far, else the other one once. */
  async function ask(
    service: StatsService,
    id: number,
    query: (set: NameSet) => Record<string, string | number | undefined>,
    options?: CallOptions,
  ): Promise<{ body: unknown; set: NameSet }> {
    const get = async (set: NameSet) => {
      const spec = { method: 'GET' as const, path: `/api/v1/stats/${id}`, query: query(set) };
      return { body: (await send(context, service, spec, options)).body, set };
    };
    const known = state.sets[service] ?? 'current';
    try {
      return await get(known);
    } catch (error) {
      if (!isNameRefused(error)) throw await explain(error, service, id, options);
    }
    try {
      const answer = await get(otherSet(known));
      state.sets[service] = answer.set;
      state.onNameSet?.(service, answer.set);
      return answer;
    } catch (error) {
      throw await explain(error, service, id, options);
    }
  }

  return {
    knowNameSet(service, set) {
      state.sets[service] ??= set;
    },

    async series(service, id, name, range, options) {
      validateId(id);
      checkRequest(service, name, SERIES_BY_SERVICE[service], range);
      const singleDay = range.from === range.to;
      const query = (set: NameSet, page = 1) => {
        const wire = seriesWire(set, name, singleDay);
        const paging = wire.paginated ? { per_page: PAGE_SIZE, page, sort_by: 'value', sort: 'asc' } : {};
        return { name: wire.name, from: range.from, to: range.to, ...paging };
      };
      const first = await ask(service, id, (set) => query(set), options);
      const wire = seriesWire(first.set, name, singleDay);
      let rows: StatRow[];
      if (wire.paginated) {
        const firstPage = readStatPage(first.body, { page: 1, perPage: PAGE_SIZE });
        rows = [...firstPage.rows];
        for (let page = 2; page <= firstPage.lastPage; page++) {
          const spec = { method: 'GET' as const, path: `/api/v1/stats/${id}`, query: query(first.set, page) };
          const { body } = await send(context, service, spec, options);
          rows.push(...readStatPage(body, { page, perPage: PAGE_SIZE }).rows);
        }
      } else {
        rows = readSeriesRows(first.body);
      }
      // a daily series is summed into the buckets the links service would choose.
      const granularity = wire.hourly ? 'hour' : rangeGranularity(range);
      return { granularity, points: fillSeries(range, granularity, rows) };
    },

    async top(service, id, name, query, options) {
      validateId(id);
      checkRequest(service, name, TOP_BY_SERVICE[service], query);
      const { from, to, page = 1, perPage = 10, search, sortBy, sort } = query;
      const body = await ask(
        service,
        id,
        (set) => ({
          name: topWireName(service, set, name),
          from,
          to,
          page,
          per_page: perPage,
          search: search?.trim() || undefined,
          search_by: search?.trim() ? 'value' : undefined,
          sort_by: sortBy,
          sort,
        }),
        options,
      );
      return readStatPage(body.body, { page, perPage });
    },
  };
}
