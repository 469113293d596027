/**
 * A field run as a stored job (`session:fieldJobs`), so that a worker stopped in the middle
 * leaves what the next one needs: Shorten many's job of the field's URLs (each write's state,
 * saved after every step), the field's tab and frame, what the field held when it was read (and
 * at the last try to write), and, once it ended, what the notification says. One run per field:
 * the page code keeps one field per frame, so a field is its tab and frame.
 */
import { storage } from 'wxt/utils/storage';
import type { BatchJob } from '../../shared/batch';
import type { CampaignValues } from '../../shared/campaign';
import { createTurns } from '../../shared/in-turn';
import type { FieldContent } from './field-links';
import type { FieldOutcome } from './notice';

export interface FieldJob {
  /** The field's distinct URLs as Shorten many's job (source `field`): its writes, never sent twice. */
  job: BatchJob;
  tabId: number;
  frameId: number;
  /** What the field held when it was read; then what it held at the last try to write. */
  content: FieldContent;
  /** Tries the page answered `changed` to (the user typed meanwhile). */
  tries: number;
  /** The preset's parameters, taken at the start: a new worker sends what the first one would. */
  campaign: CampaignValues | null;
  preset: string | null;
  /** Set when the run ended: what happened, for the notification and its Copy links and Undo. */
  outcome: FieldOutcome | null;
  /** Whether the notification was shown (a new worker shows it, under the same id, if not). */
  told: boolean;
}

export const FIELD_JOBS_ITEM = 'session:fieldJobs';
export const fieldJobsItem = storage.defineItem<Record<string, FieldJob>>(FIELD_JOBS_ITEM, { fallback: {} });

/** The alarm that wakes a stopped worker while a field run is unfinished. */
export const FIELD_RESUME_ALARM = 'field-resume';

/** Finished runs kept for their notification's Copy links and Undo (for the browser session). */
const KEPT_FINISHED = 20;

export const fieldKey = (tabId: number, frameId: number): string => `${tabId}:${frameId}`;

/** Runs on several fields save at once: each change reads what the one before it wrote. */
const inTurn = createTurns();

/** Changes the stored runs in turn; `change` edits the record it is given (and must not wait on this queue). */
export function changeFieldJobs<T>(change: (jobs: Record<string, FieldJob>) => Promise<T> | T): Promise<T> {
  return inTurn(async () => {
    const jobs = { ...(await fieldJobsItem.getValue()) };
    const result = await change(jobs);
    await fieldJobsItem.setValue(jobs);
    return result;
  });
}

/**
 * Saves a run's step. Only over the same run: a run forgotten meanwhile (its notification closed)
 * or replaced by the field's next one is not brought back by a late step of this one.
 */
export const saveFieldJob = (key: string, run: FieldJob): Promise<void> =>
  changeFieldJobs((jobs) => {
    if (jobs[key]?.job.id === run.job.id) jobs[key] = run;
  });

/** Forgets a finished run whose notification's Undo was used: nothing is left to undo. */
export const forgetFieldJob = (jobId: string): Promise<void> =>
  changeFieldJobs((jobs) => {
    for (const [key, run] of Object.entries(jobs)) if (run.job.id === jobId && run.outcome) delete jobs[key];
  });

/**
 * The unfinished run a new trigger joins: on the same tab and frame; the key names no frame (the
 * page answers from the frame whose field has the focus), so any unfinished run of its tab.
 */
export function unfinishedOn(
  jobs: Record<string, FieldJob>,
  tabId: number,
  frameId: number | undefined,
): string | null {
  const found = Object.entries(jobs).find(
    ([, run]) =>
      run.outcome === null && run.tabId === tabId && (frameId === undefined || run.frameId === frameId),
  );
  return found?.[0] ?? null;
}

/** Leaves the most recent finished runs (and every unfinished one): session storage is small. */
export function pruneFinished(jobs: Record<string, FieldJob>): void {
  const finished = Object.entries(jobs)
    .filter(([, run]) => run.outcome !== null)
    .sort(([, a], [, b]) => (b.job.finishedAt ?? 0) - (a.job.finishedAt ?? 0));
  for (const [key] of finished.slice(KEPT_FINISHED)) delete jobs[key];
}

/** The run a notification is about (its id holds the job's id). */
export async function runOfJob(jobId: string): Promise<[string, FieldJob] | null> {
  const jobs = await fieldJobsItem.getValue();
  return Object.entries(jobs).find(([, run]) => run.job.id === jobId) ?? null;
}
