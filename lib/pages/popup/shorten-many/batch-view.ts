/**
 * How the popup shows Shorten many's job. A running job, and a finished one the first time a
 * popup shows it, come in full above the form: that is what the person came back for. Once a
 * popup has shown a finished job, the later popups say it in one line below the form ("Last
 * batch: 5 of 5 shortened — Show"), so it no longer takes the top of every popup until Done.
 */
import type { BatchJob } from '../../../shared/batch';

/** storage.session: the id of the finished job a popup has shown in full. */
export const BATCH_SEEN_KEY = 'batchSeen';

/** 'none': no job; 'full': above the form; 'line': one line below it; 'reopened': full, in place. */
export type BatchView = 'none' | 'full' | 'line' | 'reopened';

/**
 * `seenAtOpen`: the job id a popup had shown in full before this one opened; `reopened`: this
 * popup's Show was clicked.
 */
export function batchView(job: BatchJob | null, seenAtOpen: string | null, reopened: boolean): BatchView {
  if (!job) return 'none';
  if (job.finishedAt === null || seenAtOpen !== job.id) return 'full';
  return reopened ? 'reopened' : 'line';
}
