import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newJob } from '../batch/jobs';
import { type FieldJob, fieldJobsItem, pruneFinished, saveFieldJob, unfinishedOn } from './job';

function run(tabId: number, frameId: number, finishedAt: number | null = null): FieldJob {
  const job = newJob({ source: 'field', items: [{ url: 'https://a.example/x', title: null }] }, 'default', 1);
  job.finishedAt = finishedAt;
  const outcome =
    finishedAt === null ? null : { found: 1, shortened: 1, kept: 0, failed: [], undoable: true };
  return {
    ...{ job, tabId, frameId, content: { kind: 'value', parts: [''], links: [null] }, tries: 0 },
    ...{ campaign: null, preset: null, outcome, told: outcome !== null },
  };
}

describe('unfinishedOn', () => {
  it('finds the unfinished run of the same tab and frame, and any frame of the tab for the key', () => {
    const jobs = { '7:0': run(7, 0, 5), '7:2': run(7, 2), '8:0': run(8, 0) };
    expect(unfinishedOn(jobs, 7, 2)).toBe('7:2');
    expect(unfinishedOn(jobs, 7, undefined)).toBe('7:2');
    expect(unfinishedOn(jobs, 7, 0)).toBeNull(); // finished: a new run starts
    expect(unfinishedOn(jobs, 9, undefined)).toBeNull();
  });
});

describe('pruneFinished', () => {
  it('keeps the 20 most recent finished runs and every unfinished one', () => {
    const jobs: Record<string, FieldJob> = { '1:0': run(1, 0) };
    for (let tab = 100; tab < 125; tab++) jobs[`${tab}:0`] = run(tab, 0, tab);
    pruneFinished(jobs);
    expect(Object.keys(jobs)).toHaveLength(21);
    expect(jobs['1:0']).toBeDefined();
    expect(jobs['104:0']).toBeUndefined();
    expect(jobs['105:0']).toBeDefined();
  });
});

describe('saveFieldJob', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves a step of the run stored for the field, never over the next run of that field', async () => {
    const first = run(7, 0);
    await fieldJobsItem.setValue({ '7:0': first });
    await saveFieldJob('7:0', { ...first, tries: 1 });
    expect((await fieldJobsItem.getValue())['7:0']?.tries).toBe(1);

    const next = run(7, 0);
    await fieldJobsItem.setValue({ '7:0': next });
    await saveFieldJob('7:0', { ...first, tries: 2 });
    expect((await fieldJobsItem.getValue())['7:0']?.job.id).toBe(next.job.id);
  });
});
