/**
 * The websites view's CSV (Export CSV, Export selected) and bulk Delete, on the links view's
 * shared parts: the same paced page-by-page export, file naming, runner and pacing rules.
 */
import type { Website, WebsiteListQuery } from '../../../api/schemas';
import type { Result } from '../../../shared/protocol';
import { deletedEvenIfGone } from '../deleted-even-if-gone';
import type { BulkWords } from '../links/bulk';
import { toCsv } from '../links/csv';
import { downloadCsv, type ExportKind } from '../links/ExportControl';
import { fetchAllPages } from '../links/export';
import type { Send } from '../send';

/** Column names are a data format (like the API's field names): the same in every language. */
export const WEBSITE_CSV_HEADER = [
  'id',
  'host',
  'privacy',
  'email_reports',
  'exclude_bots',
  'exclude_ips',
  'created_at',
] as const;

/** The ASCII host as the server keeps it; the excluded IPs space-separated in one cell. */
export function websitesToCsv(websites: readonly Website[]): string {
  return toCsv(
    WEBSITE_CSV_HEADER,
    websites.map((site) => [
      site.id,
      site.host,
      site.privacy,
      site.emailReports,
      site.excludeBots,
      site.excludeIps.join(' '),
      site.createdAt,
    ]),
  );
}

export function downloadWebsitesCsv(websites: readonly Website[]): void {
  downloadCsv('websites', websitesToCsv(websites));
}

/** Export CSV of the websites view: every website that matches the search, on every page. */
export function websiteExport(send: Send, query: WebsiteListQuery): ExportKind<Website> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  return {
    fetchAll: (run) =>
      fetchAllPages((page, perPage) => send('websites.list', { ...filters, page, perPage }), run),
    download: downloadWebsitesCsv,
    progressKey: 'manager_exportWebsitesProgress',
    doneKey: 'manager_exportWebsitesDone',
  };
}

/** Delete is the one bulk action on websites; a 404 means the website is already gone: success. */
export function websiteDeleteRunner(send: Send): (website: Website) => Promise<Result<unknown>> {
  return async (website) => deletedEvenIfGone(await send('websites.remove', { id: website.id }));
}

export const WEBSITE_BULK_WORDS: BulkWords = {
  done: 'manager_bulkWebsitesDeleted',
  failed: 'manager_bulkWebsitesFailed',
  skipped: 'manager_bulkWebsitesSkipped',
};
