/**
 * "Shorten links in this field": the URLs of the field the user is writing in become their short
 * links, in place. A run is a stored job (job.ts) whose writes are Shorten many's (batch/run.ts):
 * one per distinct URL, an existing link reused when reuse is on, a short URL of the account
 * kept, paced on the rate limit in the jobs' one lane, an interrupted write looked up on the
 * server and never sent again. A new worker goes on with an unfinished run (resumeFieldRuns). A
 * second trigger on a field while its run is unfinished joins that run. A campaign preset's
 * parameters go on each URL first, as the link form adds them.
 */
import { browser } from 'wxt/browser';
import { toApiErrorData } from '../../api/errors';
import type { Api } from '../../api/types';
import { withCampaign } from '../../shared/campaign';
import { campaignsStorageKey, findPreset, readMemory } from '../../shared/campaign-memory';
import { errorText } from '../../shared/error-text';
import type { Settings } from '../../shared/settings/schema';
import { newJob } from '../batch/jobs';
import { runBatch } from '../batch/run';
import { REQUEST_TIMEOUTS } from '../request-timeouts';
import { loadSettings } from '../settings/store';
import {
  changeFieldJobs,
  FIELD_RESUME_ALARM,
  type FieldJob,
  fieldJobsItem,
  fieldKey,
  pruneFinished,
  saveFieldJob,
  unfinishedOn,
} from './job';
import type { FieldOutcome } from './notice';
import { distinctUrls, fieldOccurrences } from './occurrences';
import type { FieldPage } from './page';
import { writeShortLinks } from './write';

export interface FieldTarget {
  tabId: number | undefined;
  /** The menu click's frame; none for the key (the frame whose field has the focus). */
  frameId?: number | undefined;
  profileId?: string | undefined;
  /** A campaign preset's name: its parameters go on every URL before it is shortened. */
  preset?: string | undefined;
}

export interface FieldDeps {
  getApi: (settings: Settings) => Promise<Api>;
  page: FieldPage;
  /** Waits out a spent rate limit (the worker is kept alive meanwhile). */
  sleep: (ms: number) => Promise<void>;
  /** Says how it ended (notification, badge); `run`: null for what never became a job. */
  tell: (outcome: FieldOutcome, run: FieldJob | null) => Promise<void>;
}

export const noOutcome = (found: number): FieldOutcome => ({
  found,
  shortened: 0,
  kept: 0,
  failed: [],
  undoable: null,
});

async function presetValues(profileId: string, name: string) {
  const key = campaignsStorageKey(profileId);
  const stored = await browser.storage.local.get(key);
  return findPreset(readMemory(stored[key]), name)?.values ?? null;
}

/** Shortens the field's links and writes them in; resolves with what happened (never rejects). */
export async function shortenInField(target: FieldTarget, deps: FieldDeps): Promise<FieldOutcome> {
  const claimed = await claim(target, deps).catch(
    (error: unknown): FieldOutcome => ({
      ...noOutcome(0),
      problem: 'error',
      error: errorText(toApiErrorData(error)),
    }),
  );
  if (typeof claimed === 'string') return drive(claimed, deps);
  await deps.tell(claimed, null);
  return claimed;
}

/** The field's unfinished run (joined), a new stored run, or why there is nothing to run. */
function claim(target: FieldTarget, deps: FieldDeps): Promise<string | FieldOutcome> {
  return changeFieldJobs(async (jobs) => {
    const { tabId, preset } = target;
    if (tabId === undefined) return { ...noOutcome(0), problem: 'noField' as const };
    const joined = unfinishedOn(jobs, tabId, target.frameId);
    if (joined) return joined;
    const read = await deps.page.read(tabId, target.frameId);
    if (!read) return { ...noOutcome(0), problem: 'noField' as const };
    const urls = distinctUrls(fieldOccurrences(read.content));
    if (urls.length === 0) return noOutcome(0);
    const settings = await loadSettings(target.profileId);
    const campaign = preset ? await presetValues(settings.profileId, preset) : null;
    if (preset && !campaign) return { ...noOutcome(urls.length), problem: 'presetMissing' as const };
    await deps.getApi(settings); // Not configured, or no access: said now, before any job.
    const items = urls.map((url) => ({ url, title: null }));
    const key = fieldKey(tabId, read.frameId);
    jobs[key] = {
      job: newJob({ source: 'field', items }, settings.profileId, Date.now()),
      ...{ tabId, frameId: read.frameId, content: read.content, tries: 0 },
      ...{ campaign, preset: preset ?? null, outcome: null, told: false },
    };
    pruneFinished(jobs);
    await browser.alarms.create(FIELD_RESUME_ALARM, { periodInMinutes: 1 });
    return key;
  });
}

/** The runs this worker drives, by field: a second trigger (or the resume) waits for the same one. */
const driving = new Map<string, Promise<FieldOutcome>>();

function drive(key: string, deps: FieldDeps): Promise<FieldOutcome> {
  let run = driving.get(key);
  if (!run) {
    run = advance(key, deps).finally(() => driving.delete(key));
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
      const found = run.job.items.length;
      outcome = { ...noOutcome(found), problem: 'error', error: errorText(toApiErrorData(error)) };
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
