import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { newJob } from '../batch/jobs';
import { saveSettings } from '../settings/store';
import type { FieldUndo } from './field-links';
import { type FieldJob, fieldJobsItem } from './job';
import type { FieldOutcome } from './notice';
import type { FieldPage } from './page';
import { fieldNoticeClicked, fieldRunNotificationId, tellField } from './tell';

const outcome = (patch: Partial<FieldOutcome>): FieldOutcome => ({
  found: 1,
  shortened: 1,
  kept: 0,
  failed: [],
  undoable: true,
  ...patch,
});

async function finishedRun(patch: Partial<FieldOutcome>): Promise<FieldJob> {
  const job = newJob({ source: 'field', items: [{ url: 'https://a.example/x', title: null }] }, 'default', 1);
  const run: FieldJob = {
    ...{ job, tabId: 9, frameId: 3, content: { kind: 'value', parts: [''], links: [null] }, tries: 0 },
    ...{ campaign: null, preset: null, outcome: outcome(patch), told: true },
  };
  await fieldJobsItem.setValue({ '9:3': run });
  return run;
}

function clickDeps(undo: FieldUndo = 'undone') {
  const page: FieldPage = { read: vi.fn(), write: vi.fn(), undo: vi.fn(async () => undo) };
  return { page, copy: vi.fn(async (_text: string) => undefined) };
}

/** The data and id a click on the run's notification hands over (notifications/clicks.ts). */
const clickOf = (run: FieldJob) => [{ job: run.job.id }, fieldRunNotificationId(run.job.id)] as const;

const notTaken = {
  problem: 'notTaken' as const,
  unwritten: [
    { url: 'https://a.example/x', shortUrl: 'https://sho.rt/a' },
    { url: 'https://b.example/y', shortUrl: 'https://sho.rt/b' },
  ],
};

describe('tellField', () => {
  beforeEach(async () => {
    vi.restoreAllMocks();
    fakeBrowser.reset();
    useEnglishMessages();
    await saveSettings({ apiKey: 'key-1234', linksBaseUrl: 'https://sho.rt', notifications: false });
  });

  it('shows the links the page did not take, with a Copy links button, even with notifications off', async () => {
    const run = await finishedRun(notTaken);
    const create = vi.spyOn(fakeBrowser.notifications, 'create');

    await tellField(run.outcome as FieldOutcome, run);

    expect(create).toHaveBeenCalledWith(`fieldRun?job=${run.job.id}`, {
      type: 'basic',
      iconUrl: expect.any(String),
      title: 'Shorten links in this field',
      message: expect.stringContaining('https://a.example/x → https://sho.rt/a'),
      buttons: [{ title: 'Copy links' }],
    });
  });

  it('shows nothing for a plain success when notifications are off', async () => {
    const run = await finishedRun({});
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    await tellField(run.outcome as FieldOutcome, run);
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the Undo of a write the page cannot undo even with notifications off, under the run’s id', async () => {
    const run = await finishedRun({ undoable: false });
    const create = vi.spyOn(fakeBrowser.notifications, 'create');

    await tellField(run.outcome as FieldOutcome, run);

    expect(create).toHaveBeenCalledWith(
      fieldRunNotificationId(run.job.id),
      expect.objectContaining({ message: expect.stringContaining('click this notification') }),
    );
  });

  it('only tells, under an id of its own, when no run started', async () => {
    await saveSettings({ apiKey: 'key-1234', linksBaseUrl: 'https://sho.rt', notifications: true });
    const create = vi.spyOn(fakeBrowser.notifications, 'create');

    await tellField(outcome({ found: 0, shortened: 0, undoable: null, problem: 'noField' }), null);

    expect(create).toHaveBeenCalledWith(expect.stringMatching(/^info\?n=/), expect.any(Object));
  });
});

describe('fieldNoticeClicked', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    fakeBrowser.reset();
    useEnglishMessages();
  });

  it('copies the short links the page did not take, one a line', async () => {
    const run = await finishedRun(notTaken);
    const deps = clickDeps();

    expect(await fieldNoticeClicked(...clickOf(run), deps)).toBe('copied');
    expect(deps.copy).toHaveBeenCalledWith('https://sho.rt/a\nhttps://sho.rt/b');
    expect(deps.page.undo).not.toHaveBeenCalled();
  });

  it('puts the field back for a write the page cannot undo, and forgets the run', async () => {
    const run = await finishedRun({ undoable: false });
    const deps = clickDeps('undone');

    expect(await fieldNoticeClicked(...clickOf(run), deps)).toBe('undone');
    expect(deps.page.undo).toHaveBeenCalledWith(9, 3);
    expect(await fieldJobsItem.getValue()).toEqual({});
  });

  it.each<[Exclude<FieldUndo, 'undone'>, string]>([
    ['changed', 'The field changed since the short links were put in: nothing was put back.'],
    ['gone', 'The field is no longer in the page: nothing was put back.'],
  ])('says why nothing was put back when the Undo finds the field %s', async (result, message) => {
    const run = await finishedRun({ undoable: false });
    const create = vi.spyOn(fakeBrowser.notifications, 'create');

    expect(await fieldNoticeClicked(...clickOf(run), clickDeps(result))).toBe(result);

    expect(create).toHaveBeenCalledWith(
      fieldRunNotificationId(run.job.id),
      expect.objectContaining({ message }),
    );
  });

  it('does nothing for a run that is gone, nor for an id that names none', async () => {
    const deps = clickDeps();
    expect(await fieldNoticeClicked({ job: 'unknown' }, fieldRunNotificationId('unknown'), deps)).toBeNull();
    expect(await fieldNoticeClicked({}, 'fieldRun', deps)).toBeNull();
    expect(deps.copy).not.toHaveBeenCalled();
    expect(deps.page.undo).not.toHaveBeenCalled();
  });
});
