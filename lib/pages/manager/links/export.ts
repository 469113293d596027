/**
 * Export: every link matching the current filters, fetched page by page (100 per page, the
 * most the API allows) with progress, cancellable between and during pages.
 */
import type { Link, LinkListQuery } from '../../../api/schemas';
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

export interface ExportOptions {
  send: Send;
  /** The list filters; page and perPage are the exporter's own. */
  query: LinkListQuery;
  sleep: Sleep;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

export async function fetchAllLinks(options: ExportOptions): Promise<Result<Link[]>> {
  const { send, sleep, signal } = options;
  const { page: _page, perPage: _perPage, ...filters } = options.query;
  // Keyed by id: a link created during the export shifts the pages; never list it twice.
  const links = new Map<number, Link>();
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    if (page > 1) await sleep(EXPORT_SPACING_MS, signal);
    const result = await callPaced(
      () => send('links.list', { ...filters, page, perPage: EXPORT_PAGE_SIZE }),
      {
        sleep,
        signal,
      },
    );
    if (signal?.aborted) return { ok: false, error: { ...CANCELLED } };
    if (!result.ok) return result;
    for (const link of result.value.items) links.set(link.id, link);
    lastPage = result.value.items.length === 0 ? page : result.value.lastPage;
    options.onProgress?.({ fetched: links.size, total: Math.max(result.value.total, links.size) });
  }
  return { ok: true, value: [...links.values()] };
}
