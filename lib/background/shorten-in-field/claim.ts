/**
 * The start of a field run: the field is read, its URLs found, the preset's parameters taken, and
 * the run stored (job.ts), all in one turn of the stored runs, so that two triggers at once on
 * one field make one run: the second finds the first's and joins it.
 */
import { browser } from 'wxt/browser';
import type { Api } from '../../api/types';
import type { Settings } from '../../shared/settings/schema';
import { campaignsStorageKey, findPreset, readStoredCampaigns } from '../../shared/stored-campaigns';
import { newJob } from '../batch/jobs';
import { loadSettings } from '../settings/store';
import { changeFieldJobs, FIELD_RESUME_ALARM, fieldKey, pruneFinished, unfinishedOn } from './job';
import type { FieldOutcome } from './notice';
import { distinctUrls, fieldOccurrences } from './occurrences';
import type { FieldPage } from './page';

export interface FieldTarget {
  tabId: number | undefined;
  /** The menu click's frame; none for the key (the frame whose field has the focus). */
  frameId?: number | undefined;
  profileId?: string | undefined;
  /** A campaign preset's name: its parameters go on every URL before it is shortened. */
  preset?: string | undefined;
}

/** What starting a run needs: the API (checked before anything is stored) and the page code. */
export interface ClaimDeps {
  getApi: (settings: Settings) => Promise<Api>;
  page: FieldPage;
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
  return findPreset(readStoredCampaigns(stored[key]), name)?.values ?? null;
}

/** The field's unfinished run (joined), a new stored run, or why there is nothing to run. */
export function claimField(target: FieldTarget, deps: ClaimDeps): Promise<string | FieldOutcome> {
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
