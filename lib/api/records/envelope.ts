/**
 * The response envelopes of docs/API.md section 5: `{data: {...}}` for one record and Laravel's
 * paginated `{data: [...], meta: {...}, links: {...}}` for lists. Meta numbers may be strings,
 * and some servers omit meta altogether: the page is then derived from what was asked and got.
 */
import type { Page } from '../schemas';
import { asRecord, badResponse, readInt, readPositiveInt } from './values';

export function unwrapSingle(body: unknown, what: string): unknown {
  const data = asRecord(body)?.data;
  if (!asRecord(data)) throw badResponse(`expected {"data": {...}} for ${what}`);
  return data;
}

export function unwrapList(body: unknown, what: string): unknown[] {
  const data = asRecord(body)?.data;
  if (!Array.isArray(data)) throw badResponse(`expected {"data": [...]} for ${what}`);
  return data;
}

/** What the request asked for: the fallback when meta is missing or partial. */
export interface PageRequest {
  page?: number;
  perPage?: number;
}

export function readPage<T>(body: unknown, items: T[], requested: PageRequest = {}): Page<T> {
  const envelope = asRecord(body) ?? {};
  const meta = asRecord(envelope.meta) ?? {};
  const page = readPositiveInt(meta.current_page) ?? requested.page ?? 1;
  const perPage = readPositiveInt(meta.per_page) ?? requested.perPage ?? Math.max(items.length, 1);
  const countedSoFar = (page - 1) * perPage + items.length;
  const totalFromMeta = readInt(meta.total, null);
  // Without a total, a "next" link is the only hint that more pages exist.
  const hasNext = typeof asRecord(envelope.links)?.next === 'string';
  const total = totalFromMeta !== null && totalFromMeta >= 0 ? totalFromMeta : countedSoFar;
  const derivedLast = totalFromMeta !== null ? Math.ceil(total / perPage) : hasNext ? page + 1 : page;
  const lastPage = Math.max(readPositiveInt(meta.last_page) ?? derivedLast, 1);
  return { items, page, lastPage, perPage, total };
}
