/**
 * Laravel's paginated resource envelope. Meta numbers are strings, as real servers send them
 * (they echo query input and some databases return counts as strings); the current dialect
 * also has `meta.links`, like newer Laravel versions.
 */
import qs from 'qs';
import type { Ctx } from './context.ts';
import { ok, type Reply } from './respond.ts';
import { toInt } from './validate.ts';

/**
 * Out-of-range or malformed `per_page` is silently replaced by the default (10), in both
 * dialects: classic accepts 10–100; current only 10, 25, 50 or 100 (its controllers check
 * `in_array` and fall back rather than answer 422).
 */
export function perPage(ctx: Ctx): number {
  const n = toInt(ctx.query.per_page);
  if (n === null) return 10;
  if (ctx.dialect === 'current') return [10, 25, 50, 100].includes(n) ? n : 10;
  return n >= 10 && n <= 100 ? n : 10;
}

export function paginate<T>(ctx: Ctx, items: T[], render: (item: T) => unknown): Reply {
  const size = perPage(ctx);
  const requested = toInt(ctx.query.page);
  const page = requested !== null && requested >= 1 ? requested : 1;
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const slice = items.slice((page - 1) * size, page * size);
  const from = slice.length ? (page - 1) * size + 1 : null;
  const to = from === null ? null : from + slice.length - 1;

  const { page: _page, ...rest } = ctx.query;
  const pageUrl = (p: number) => `${ctx.requestUrl}?${qs.stringify({ ...rest, page: p })}`;
  const meta: Record<string, unknown> = {
    current_page: String(page),
    from: from === null ? null : String(from),
    last_page: String(lastPage),
    path: ctx.requestUrl,
    per_page: String(size),
    to: to === null ? null : String(to),
    total: String(total),
  };
  if (ctx.dialect === 'current') {
    meta.links = [
      { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
      ...Array.from({ length: lastPage }, (_, i) => ({
        url: pageUrl(i + 1),
        label: String(i + 1),
        active: i + 1 === page,
      })),
      { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
    ];
  }
  return ok({
    data: slice.map(render),
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta,
    status: 200,
  });
}

/** Sort helper: compare by a key, ties broken by id (descending, newest first) for a stable order. */
export function byKey<T extends { id: number }>(
  key: (t: T) => string | number,
  dir: 'asc' | 'desc',
): (a: T, b: T) => number {
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c =
      typeof ka === 'number' && typeof kb === 'number'
        ? ka - kb
        : String(ka).localeCompare(String(kb), 'en', { sensitivity: 'base' });
    if (c !== 0) return dir === 'asc' ? c : -c;
    return b.id - a.id;
  };
}
