/**
 * Shorten many: the job the worker runs for several tabs or the links of a text
 * selection, as it is kept in `storage.session` after every step. The popup reads and watches
 * this item directly (no message per step), the worker writes it; both import only this module.
 */
import type { ApiErrorData } from '../api/errors';

/** The popup reads it straight from storage.session (`lib/shared/storage-keys.ts` style: no WXT storage here). */
export const BATCH_ITEM = 'session:batchJob';
export const BATCH_STORAGE_KEY = 'batchJob';

/** At most this many distinct URLs in one job: a window of tabs, a long page's links. */
export const BATCH_MAX_URLS = 200;

/**
 * One distinct URL of the job. `sending`: its write went out at `sentAt` and no answer was
 * recorded yet (a worker that dies then leaves it so: the next one checks, never re-sends blindly).
 */
export interface BatchItem {
  url: string;
  /** The tab's title or the link's text; null: none known (the URL stands for it). */
  title: string | null;
  state: 'pending' | 'sending' | 'done' | 'failed';
  shortUrl?: string;
  /** How the short URL came about: made now, an existing link reused, or the URL was already one. */
  origin?: 'created' | 'reused' | 'short';
  /** Why it failed: `message` is the localized sentence that says what to do. */
  error?: ApiErrorData;
  sentAt?: number;
}

export interface BatchJob {
  id: string;
  profileId: string;
  /** `field`: the links of a field being written in, kept in that field's run (`session:fieldJobs`). */
  source: 'tabs' | 'selection' | 'field';
  items: BatchItem[];
  startedAt: number;
  /** Set once every item is done or failed. */
  finishedAt: number | null;
  /** Waiting for the rate limit's reset until then (epoch ms), for the popup's progress line. */
  waitUntil: number | null;
  /** What the last answer said of the rate limit, so a new worker does not send before the reset. */
  budget: { remaining: number; resetAt: number } | null;
}

/** The counts the progress line and the notification say. */
export function batchCounts(job: BatchJob): { total: number; settled: number; failed: number } {
  const failed = job.items.filter((item) => item.state === 'failed').length;
  const done = job.items.filter((item) => item.state === 'done').length;
  return { total: job.items.length, settled: done + failed, failed };
}

/** Which tabs "Shorten many" takes: the highlighted ones, or every tab of the window. */
export type TabsChoice = 'highlighted' | 'window';

/**
 * The chosen tabs as the job's items. Highlighted tabs are all kept (one that cannot be
 * shortened comes back with the reason); "every tab" leaves out browser pages, which nobody
 * asked for. The extension's own pages (`ownPrefix`: the popup opened as a tab, the manager)
 * never count. Used by the popup and, after the permission prompt closed it, by the worker.
 */
export function tabsAsItems(
  tabs: ReadonlyArray<{ url?: string | undefined; title?: string | undefined }>,
  choice: TabsChoice,
  ownPrefix: string,
): Array<{ url: string; title: string | null }> {
  return tabs
    .map((tab) => ({ url: tab.url ?? '', title: tab.title ?? null }))
    .filter(({ url }) => url !== '' && !url.startsWith(ownPrefix))
    .filter(({ url }) => choice === 'highlighted' || /^https?:\/\/[^/]/i.test(url));
}

/** The query of `tabs.query` for a choice, in the window the user is in. */
export const tabsQuery = (choice: TabsChoice) =>
  choice === 'highlighted' ? { highlighted: true, currentWindow: true } : { currentWindow: true };
