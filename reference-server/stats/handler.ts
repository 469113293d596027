/**
 * `GET /api/v1/stats/{id}` (docs/API.md section 7): the statistics of a link or a website of
 * the caller. One process serves both services, so the id says which: website ids start at
 * 1001 (seed.ts), link ids never get there in a test run. Validation as the servers' request
 * class (name in the set of this release, from/to as Y-m-d), then their controller: per_page in
 * 10/25/50/100 else the default 10, sort_by count|value, sort desc|asc, search on the value.
 */
import qs from 'qs';
import type { Ctx } from '../context.ts';
import { invalid, notFound, ok, type Reply } from '../respond.ts';
import { trackedCounts } from '../tracking/record.ts';
import { toInt } from '../validate.ts';
import { dayNumber, dayString, type Service } from './generate.ts';
import { type History, historyOf } from './history.ts';
import { nameKind, type StatsMode } from './names.ts';
import { type Row, rowsOf, storedValue } from './rows.ts';
import { unusualFactor } from './unusual.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string =>
  typeof v === 'string' && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function recordOf(ctx: Ctx): { service: Service; id: number; history: History | null } | null {
  const mine = (r: { id: number; userId: number }) => r.id === ctx.id && r.userId === ctx.account.id;
  const website = ctx.data.websites.find(mine);
  if (website)
    return { service: 'websites', id: website.id, history: historyOf(website, 'websites', ctx.now) };
  const link = ctx.data.links.find(mine);
  if (link) return { service: 'links', id: link.id, history: historyOf(link, 'links', ctx.now) };
  return null;
}

function withTracked(rows: Row[], ctx: Ctx, id: number, name: string, from: number, to: number): Row[] {
  const counts = trackedCounts(ctx.data, id, name, from, to);
  if (counts.size === 0) return rows;
  const merged = new Map(rows.map((r) => [r.value, r.count]));
  for (const [value, count] of counts) merged.set(value, (merged.get(value) ?? 0) + count);
  return [...merged].map(([value, count]) => ({ value, count }));
}

function sortRows(rows: Row[], sortBy: 'count' | 'value', sort: 'asc' | 'desc'): Row[] {
  const sign = sort === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const byValue = a.value.localeCompare(b.value, 'en');
    const primary = sortBy === 'count' ? a.count - b.count : byValue;
    return primary !== 0 ? sign * primary : byValue;
  });
}

/** Laravel's LengthAwarePaginator as JSON, plus the resource's `status`. */
function paginator(ctx: Ctx, rows: unknown[], page: number, perPage: number): Reply {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const slice = rows.slice((page - 1) * perPage, page * perPage);
  const { page: _page, ...rest } = ctx.query;
  const url = (p: number) => `${ctx.requestUrl}?${qs.stringify({ ...rest, page: p })}`;
  const from = slice.length ? (page - 1) * perPage + 1 : null;
  return ok({
    current_page: page,
    data: slice,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links: [],
    next_page_url: page < lastPage ? url(page + 1) : null,
    path: ctx.requestUrl,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + slice.length - 1,
    total,
    status: 200,
  });
}

export function statsHandler(mode: Exclude<StatsMode, 'none'>) {
  return (ctx: Ctx): Reply => {
    const record = recordOf(ctx);
    if (!record) return notFound();
    const q = ctx.query;
    const name = typeof q.name === 'string' ? nameKind(mode, record.service, q.name) : undefined;
    const fields: Record<string, string[]> = {};
    if (q.name === undefined || q.name === '') fields.name = ['The name field is required.'];
    else if (!name) fields.name = ['The selected name is invalid.'];
    for (const end of ['from', 'to'] as const) {
      if (q[end] === undefined || q[end] === '') fields[end] = [`The ${end} field is required.`];
      else if (!isDay(q[end])) fields[end] = [`The ${end} does not match the format Y-m-d.`];
    }
    if (Object.keys(fields).length > 0 || !name) return invalid(fields);

    // Like the servers' DateRangeTrait: a start after the end is the end.
    const to = dayNumber(q.to as string);
    const from = Math.min(dayNumber(q.from as string), to);
    const sortBy = q.sort_by === 'value' ? 'value' : 'count';
    const sort = q.sort === 'asc' ? 'asc' : 'desc';
    // The links service counts in the account's zone; the analytics one by the server's clock,
    // which it never converts. Nothing after now: no visit has happened yet.
    const zone = record.service === 'links' ? (ctx.account.timezone ?? null) : null;
    let rows = rowsOf(record.service, record.id, name, {
      from,
      to,
      zone,
      history: record.history,
      // A day the server was told to make unusual (a spike, a drop) for the alerts.
      factor: (day) => unusualFactor(ctx.data, record.service, record.id, dayString(day)),
    });
    // Visits the tracking endpoint recorded add to the generated ones.
    if (record.service === 'websites') rows = withTracked(rows, ctx, record.id, q.name as string, from, to);
    const search = typeof q.search === 'string' ? q.search.trim().toLowerCase() : '';
    if (search && name.kind !== 'click-series')
      rows = rows.filter((r) => r.value.toLowerCase().includes(search));
    rows = sortRows(rows, sortBy, sort);
    if (name.kind === 'click-series') return ok({ data: rows, status: 200 });

    // The analytics service SUMs stored counts (strings from the database); the links service COUNTs.
    // Nothing stored (a failed lookup, a direct visit) is NULL on the links service.
    const wire = rows.map((r) => ({
      value: storedValue(record.service, r.value),
      count: record.service === 'websites' ? String(r.count) : r.count,
    }));
    const perPageAsked = toInt(q.per_page);
    const perPage = perPageAsked !== null && [10, 25, 50, 100].includes(perPageAsked) ? perPageAsked : 10;
    const pageAsked = toInt(q.page);
    return paginator(ctx, wire, pageAsked !== null && pageAsked >= 1 ? pageAsked : 1, perPage);
  };
}
