/**
 * "Shorten links in this field": the URLs of the field the user is writing in become their short
 * links, in place. A run is a stored job (job.ts, started by claim.ts) whose writes are Shorten
 * many's (batch/run.ts): one per distinct URL, an existing link reused when reuse is on, a short
 * URL of the account kept, paced on the rate limit in the jobs' one lane, an interrupted write
 * looked up on the server and never sent again. A new worker goes on with an unfinished run
 * (resumeFieldRuns). A second trigger on a field while its run is unfinished joins that run.
 */
import { browser } from 'wxt/browser';
import { toApiErrorData } from '../../api/errors';
import { withCampaign } from '../../shared/campaign';
import { errorText } from '../../shared/error-text';
import { runBatch } from '../batch/run';
import { REQUEST_TIMEOUTS } from '../request-timeouts';
import { loadSettings } from '../settings/store';
import { type ClaimDeps, claimField, type FieldTarget, noOutcome } from './claim';
import { FIELD_RESUME_ALARM, type FieldJob, fieldJobsItem, saveFieldJob } from './job';
import type { FieldOutcome } from './notice';
import { writeShortLinks } from './write';

export interface FieldDeps extends ClaimDeps {
  /** Waits out a spent rate limit (the worker is kept alive meanwhile). */
  sleep: (ms: number) => Promise<void>;
  /** Says how it ended (notification, badge); `run`: null for what never became a job. */
  tell: (outcome: FieldOutcome, run: FieldJob | null) => Promise<void>;
}

/** The outcome of an error that stopped everything (not configured, no access, storage). */
const stoppedBy =
  (found: number) =>
  (error: unknown): FieldOutcome => ({
    ...noOutcome(found),
    problem: 'error',
    error: errorText(toApiErrorData(error)),
  });

/** Shortens the field's links and writes them in; resolves with what happened (never rejects). */
export async function shortenInField(target: FieldTarget, deps: FieldDeps): Promise<FieldOutcome> {
  const claimed = await claimField(target, deps).catch(stoppedBy(0));
  if (typeof claimed === 'string') return drive(claimed, deps);
  await deps.tell(claimed, null);
  return claimed;
}

/** The runs this worker drives, by field: a second trigger (or the resume) waits for the same one. */
const driving = new Map<string, Promise<FieldOutcome>>();

function drive(key: string, deps: FieldDeps): Promise<FieldOutcome> {
  let run = driving.get(key);
  if (!run) {
    run = advance(key, deps)
      .catch(stoppedBy(0))
      .finally(() => driving.delete(key));
    driving.set(key, run);
  }
  return run;
}

/** Takes a stored run from where it stands to its end, and says it once. */
async function advance(key: string, deps: FieldDeps): Promise<FieldOutcome> {
  let run = (await fieldJobsItem.getValue())[key];
  if (!run) return { ...noOutcome(0), problem: 'noField' };
  if (run.outcome === null) {
    let outcome: FieldOutcome;
    try {
      run = await shorten(key, run, deps);
      outcome = await writeShortLinks(run, (next) => saveFieldJob(key, next), deps.page);
    } catch (error) {
      outcome = stoppedBy(run.job.items.length)(error);
    }
    run = { ...run, outcome };
    await saveFieldJob(key, run);
  }
  if (!run.told) {
    await deps.tell(run.outcome as FieldOutcome, run);
    await saveFieldJob(key, { ...run, told: true });
  }
  await clearAlarmWhenIdle();
  return run.outcome as FieldOutcome;
}

/** The writes, saved after every step (a run whose writes are all settled goes straight on). */
async function shorten(key: string, run: FieldJob, deps: FieldDeps): Promise<FieldJob> {
  if (run.job.finishedAt !== null) return run;
  const settings = await loadSettings(run.job.profileId);
  const { campaign } = run;
  let current = run;
  const job = await runBatch(run.job, {
    api: await deps.getApi(settings),
    settings,
    save: (next) => {
      current = { ...current, job: { ...next, items: [...next.items] } };
      return saveFieldJob(key, current);
    },
    now: Date.now,
    sleep: deps.sleep,
    writeTimeoutMs: REQUEST_TIMEOUTS?.write,
    ...(campaign ? { destination: (url: string) => withCampaign(url, campaign) ?? url } : {}),
  });
  return { ...current, job };
}

async function clearAlarmWhenIdle(): Promise<void> {
  const jobs = await fieldJobsItem.getValue();
  if (Object.values(jobs).every((run) => run.outcome !== null && run.told))
    await browser.alarms.clear(FIELD_RESUME_ALARM);
}

/** On a new worker's start and on the alarm: every unfinished run goes on, every untold one is said. */
export async function resumeFieldRuns(deps: FieldDeps): Promise<void> {
  const jobs = await fieldJobsItem.getValue();
  const open = Object.entries(jobs).filter(([, run]) => run.outcome === null || !run.told);
  await Promise.all(open.map(([key]) => drive(key, deps)));
  await clearAlarmWhenIdle();
}
