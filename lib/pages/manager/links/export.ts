/**
 * Export: every record matching the current filters (links, websites), fetched page by page (100
 * per page, the most the API allows) with progress, cancellable between and during pages.
 */
import type { Link, LinkListQuery, Page } from '../../../api/schemas';
import type { Result } from '../../../shared/protocol';
import { callPaced } from '../pacing';
import { CANCELLED, type Send, type Sleep } from '../send';

export const EXPORT_PAGE_SIZE = 100;
/** Between pages: keeps a long export under typical per-minute limits without 429 storms. */
export const EXPORT_SPACING_MS = 200;

export interface ExportProgress {
  fetched: number;
  total: number;
}

/** How an export runs: the waits, Cancel, and what it reports on the way. */
export interface ExportRun {
  sleep: Sleep;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

export interface ExportOptions extends ExportRun {
  send: Send;
  /** The list filters; page and perPage are the exporter's own. */
  query: LinkListQuery;
}

/** One page of the list being exported, with the list's filters. */
export type FetchPage<T> = (page: number, perPage: number) => Promise<Result<Page<T>>>;

/** Every record of a list, page after page, paced to the rate limit. */
export async function fetchAllPages<T extends { id: number }>(
  fetchPage: FetchPage<T>,
  { sleep, signal, onProgress }: ExportRun,
): Promise<Result<T[]>> {
  // Keyed by id: a record created during the export shifts the pages; never list it twice.
  const records = new Map<number, T>();
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    if (page > 1) await sleep(EXPORT_SPACING_MS, signal);
    const result = await callPaced(() => fetchPage(page, EXPORT_PAGE_SIZE), { sleep, signal });
    if (signal?.aborted) return { ok: false, error: { ...CANCELLED } };
    if (!result.ok) return result;
    for (const record of result.value.items) records.set(record.id, record);
    lastPage = result.value.items.length === 0 ? page : result.value.lastPage;
    onProgress?.({ fetched: records.size, total: Math.max(result.value.total, records.size) });
  }
  return { ok: true, value: [...records.values()] };
}

export function fetchAllLinks({ send, query, ...run }: ExportOptions): Promise<Result<Link[]>> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  return fetchAllPages((page, perPage) => send('links.list', { ...filters, page, perPage }), run);
}
