/**
 * Bulk actions over selected rows: one request at a time with a small spacing, waiting out
 * rate limits (never a 429 storm), cancellable, ending with a summary of what failed and why.
 */
import type { ApiErrorData } from '../../../api/errors';
import type { Link } from '../../../api/schemas';
import { type CountKey, tCount } from '../../../shared/i18n';
import type { Result } from '../../../shared/protocol';
import { deletedEvenIfGone } from '../deleted-even-if-gone';
import { callPaced } from '../pacing';
import type { Send, Sleep } from '../send';

export const BULK_SPACING_MS = 250;

export type BulkAction = 'delete' | 'disable' | 'enable';

export interface BulkFailure<T> {
  item: T;
  error: ApiErrorData;
}

export interface BulkSummary<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Not attempted because the job was cancelled. */
  skipped: T[];
  cancelled: boolean;
}

export interface BulkOptions<T> {
  items: readonly T[];
  run: (item: T) => Promise<Result<unknown>>;
  sleep: Sleep;
  signal?: AbortSignal;
  spacingMs?: number;
  onProgress?: (done: number, total: number) => void;
  onWait?: (seconds: number) => void;
}

export async function runBulk<T>(options: BulkOptions<T>): Promise<BulkSummary<T>> {
  const { items, sleep, signal, spacingMs = BULK_SPACING_MS } = options;
  const summary: BulkSummary<T> = { succeeded: [], failed: [], skipped: [], cancelled: false };
  for (const [index, item] of items.entries()) {
    if (index > 0) await sleep(spacingMs, signal);
    if (signal?.aborted) {
      summary.cancelled = true;
      summary.skipped = items.slice(index);
      break;
    }
    const result = await callPaced(() => options.run(item), { sleep, signal, onWait: options.onWait });
    if (result.ok) summary.succeeded.push(item);
    else if (result.error.code === 'cancelled') {
      summary.cancelled = true;
      summary.skipped = items.slice(index);
      break;
    } else summary.failed.push({ item, error: result.error });
    options.onProgress?.(index + 1, items.length);
  }
  return summary;
}

/** The request for one link and one action. A 404 on delete means it is already gone: success. */
export function linkBulkRunner(send: Send, action: BulkAction): (link: Link) => Promise<Result<unknown>> {
  if (action === 'delete') {
    return async (link) => deletedEvenIfGone(await send('links.remove', { id: link.id }));
  }
  const disabled = action === 'disable';
  return (link) => send('links.update', { id: link.id, input: { disabled } });
}

/** Failures grouped by reason: "Too many attempts: a, b, c" reads better than one line per link. */
export function groupFailures<T>(failed: readonly BulkFailure<T>[]): { error: ApiErrorData; items: T[] }[] {
  const groups = new Map<string, { error: ApiErrorData; items: T[] }>();
  for (const { item, error } of failed) {
    const key = `${error.code}\n${error.message}`;
    const group = groups.get(key) ?? { error, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A job's outcome messages, naming the records and the action ("3 websites deleted."). */
export interface BulkWords {
  done: CountKey;
  failed: CountKey;
  skipped: CountKey;
}

const linkWords = (done: CountKey): BulkWords => ({
  done,
  failed: 'manager_bulkFailed',
  skipped: 'manager_bulkSkipped',
});

export const LINK_BULK_WORDS: Record<BulkAction, BulkWords> = {
  delete: linkWords('manager_bulkDeleted'),
  disable: linkWords('manager_bulkDisabled'),
  enable: linkWords('manager_bulkEnabled'),
};

/**
 * The finished job in words: what was done to how many records ("3 links disabled", never
 * "3 done", which did not say what), how many failed (their reasons and names follow), how many
 * were left.
 */
export function bulkOutcomeText(
  words: BulkWords,
  summary: BulkSummary<unknown>,
): {
  done: string;
  failed: string | null;
  skipped: string | null;
} {
  return {
    done: tCount(words.done, summary.succeeded.length),
    failed: summary.failed.length > 0 ? tCount(words.failed, summary.failed.length) : null,
    skipped: summary.cancelled ? tCount(words.skipped, summary.skipped.length) : null,
  };
}
