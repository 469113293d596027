import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import type { LinkListQuery } from '../../api/schemas';
import { emptyCampaign } from '../../shared/campaign';
import { campaignsStorageKey, emptyStoredCampaigns, savePreset } from '../../shared/stored-campaigns';
import { newJob } from '../batch/jobs';
import { loadSettings, saveSettings } from '../settings/store';
import type { FieldContent, FieldEdit, FieldUndo, FieldWrite } from './field-links';
import { type FieldJob, fieldJobsItem } from './job';
import type { FieldOutcome } from './notice';
import type { FieldPage } from './page';
import { resumeFieldRuns, shortenInField } from './run';

const value = (text: string): FieldContent => ({ kind: 'value', parts: [text], links: [null] });

/** A page whose field holds `text`: writes apply the edits, as the injected code does. */
function fakePage(text: string, answers: FieldWrite[] = []) {
  let content = value(text);
  const writes: FieldEdit[][] = [];
  const page: FieldPage = {
    read: vi.fn(async () => ({ frameId: 0, content })),
    write: vi.fn(async (_tab, _frame, expected: FieldContent, edits: FieldEdit[]): Promise<FieldWrite> => {
      const answer = answers.shift();
      if (answer) {
        if (answer.state === 'changed') content = answer.content;
        return answer;
      }
      if (expected.parts[0] !== content.parts[0]) return { state: 'changed', content };
      writes.push(edits);
      let next = content.parts[0] ?? '';
      for (const edit of [...edits].reverse())
        next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
      content = value(next);
      return { state: 'written', undoable: true };
    }),
    undo: vi.fn(async (): Promise<FieldUndo> => 'undone'),
  };
  return { page, writes, text: () => content.parts[0] };
}

async function setup(text: string, answers: FieldWrite[] = []) {
  await saveSettings({ apiKey: 'key-1234', linksBaseUrl: 'https://sho.rt', reuseExisting: true });
  const api = fakeApi();
  api.links.list.mockResolvedValue(pageOf([]));
  let made = 0;
  api.links.create.mockImplementation(async ({ url }) =>
    makeLink({ url, shortUrl: `https://sho.rt/n${++made}` }),
  );
  const field = fakePage(text, answers);
  const tell = vi.fn(async (_outcome: FieldOutcome, _run: FieldJob | null) => undefined);
  const deps = { getApi: async () => api, page: field.page, sleep: async () => undefined, tell };
  return { api, field, deps };
}

describe('shortenInField', () => {
  beforeEach(() => fakeBrowser.reset());

  it('writes once per distinct URL, reuses an existing link, keeps a short URL and leaves the text around as it was', async () => {
    const text =
      'Hi! https://a.example/x and https://a.example/x, then https://b.example/y; mine: https://sho.rt/kept.';
    const { api, field, deps } = await setup(text);
    api.links.list.mockImplementation(async (query?: LinkListQuery) => {
      if (query?.searchBy === 'alias')
        return pageOf([makeLink({ alias: 'kept', shortUrl: 'https://sho.rt/kept' })]);
      if (query?.search === 'https://b.example/y')
        return pageOf([makeLink({ url: 'https://b.example/y', shortUrl: 'https://sho.rt/old' })]);
      return pageOf([]);
    });

    const outcome = await shortenInField({ tabId: 7 }, deps);

    expect(api.links.create).toHaveBeenCalledOnce();
    expect(field.text()).toBe(
      'Hi! https://sho.rt/n1 and https://sho.rt/n1, then https://sho.rt/old; mine: https://sho.rt/kept.',
    );
    expect(field.writes).toHaveLength(1);
    expect(outcome).toMatchObject({ found: 3, shortened: 2, kept: 1, failed: [], undoable: true });
  });

  it("adds the preset's campaign parameters to what is sent", async () => {
    const { api, deps } = await setup('See https://a.example/x?ref=1 now');
    const stored = savePreset(emptyStoredCampaigns(), 'Newsletter', {
      ...emptyCampaign(),
      source: 'news',
      medium: 'email',
    });
    await fakeBrowser.storage.local.set({ [campaignsStorageKey((await loadSettings()).profileId)]: stored });

    await shortenInField({ tabId: 7, preset: 'Newsletter' }, deps);

    expect(api.links.create.mock.calls[0]?.[0]).toMatchObject({
      url: 'https://a.example/x?ref=1&utm_source=news&utm_medium=email',
    });
  });

  it('changes nothing and says so when the preset is gone', async () => {
    const { api, field, deps } = await setup('See https://a.example/x');
    const outcome = await shortenInField({ tabId: 7, preset: 'Gone' }, deps);
    expect(outcome.problem).toBe('presetMissing');
    expect(api.links.create).not.toHaveBeenCalled();
    expect(field.page.write).not.toHaveBeenCalled();
  });

  it('leaves a URL whose write failed as it was and names it with the reason', async () => {
    const { api, field, deps } = await setup('https://a.example/x https://b.example/y');
    api.links.create
      .mockRejectedValueOnce(new ApiError({ code: 'server', status: 500, message: 'Server Error' }))
      .mockResolvedValueOnce(makeLink({ url: 'https://b.example/y', shortUrl: 'https://sho.rt/b' }));

    const outcome = await shortenInField({ tabId: 7 }, deps);

    expect(field.text()).toBe('https://a.example/x https://sho.rt/b');
    expect(api.links.create).toHaveBeenCalledTimes(2);
    expect(outcome.failed).toEqual([{ url: 'https://a.example/x', message: expect.any(String) }]);
    expect(outcome.failed[0]?.message).not.toBe('');
  });

  it('sends nothing and writes nothing when the field holds no link', async () => {
    const { api, field, deps } = await setup('just words, www and http:// alone');
    const outcome = await shortenInField({ tabId: 7 }, deps);
    expect(outcome).toMatchObject({ found: 0, undoable: null });
    expect(api.links.list).not.toHaveBeenCalled();
    expect(field.page.write).not.toHaveBeenCalled();
  });

  it('says so when no field has the focus', async () => {
    const { deps } = await setup('');
    deps.page.read = vi.fn(async () => null);
    expect((await shortenInField({ tabId: 7 }, deps)).problem).toBe('noField');
  });

  it('writes into what the field holds now when the user typed meanwhile, without sending again', async () => {
    const typed = value('Intro. https://a.example/x and more typed');
    const { api, field, deps } = await setup('https://a.example/x', [{ state: 'changed', content: typed }]);

    const outcome = await shortenInField({ tabId: 7 }, deps);

    expect(field.text()).toBe('Intro. https://sho.rt/n1 and more typed');
    expect(api.links.create).toHaveBeenCalledOnce();
    expect(outcome.undoable).toBe(true);
  });
});

/** What a stopped worker left: the run of `text` in tab 7, frame 0, its items as given. */
async function storedRun(text: string, items: FieldJob['job']['items'], patch: Partial<FieldJob> = {}) {
  const job = newJob(
    { source: 'field', items: items.map(({ url }) => ({ url, title: null })) },
    'default',
    1,
  );
  job.items = items;
  if (items.every((item) => item.state === 'done' || item.state === 'failed')) job.finishedAt = 2;
  const run: FieldJob = {
    ...{ job, tabId: 7, frameId: 0, content: value(text), tries: 0 },
    ...{ campaign: null, preset: null, outcome: null, told: false, ...patch },
  };
  await fieldJobsItem.setValue({ '7:0': run });
  return run;
}

const stored = async () => (await fieldJobsItem.getValue())['7:0'];

describe('shortenInField as a stored job', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves the run before its write: the field, the text read and each URL settled', async () => {
    const { field, deps } = await setup('See https://a.example/x');
    let before: FieldJob | undefined;
    const write = field.page.write;
    field.page.write = vi.fn(async (...args: Parameters<FieldPage['write']>) => {
      before = await stored();
      return write(...args);
    });

    await shortenInField({ tabId: 7 }, deps);

    expect(before).toMatchObject({
      tabId: 7,
      frameId: 0,
      content: value('See https://a.example/x'),
      outcome: null,
    });
    expect(before?.job.items).toMatchObject([{ url: 'https://a.example/x', state: 'done' }]);
    expect(await stored()).toMatchObject({ outcome: { shortened: 1 }, told: true });
  });

  it('goes on in a new worker with a write left in flight: looks it up, never sends it again, writes the field', async () => {
    const { api, field, deps } = await setup('See https://a.example/x');
    await storedRun('See https://a.example/x', [
      { url: 'https://a.example/x', title: null, state: 'sending', sentAt: Date.now() - 1000 },
    ]);
    const made = makeLink({ url: 'https://a.example/x', shortUrl: 'https://sho.rt/made', createdAt: null });
    api.links.list.mockResolvedValue(pageOf([made]));

    await resumeFieldRuns(deps);

    expect(api.links.create).not.toHaveBeenCalled();
    expect(field.text()).toBe('See https://sho.rt/made');
    expect(deps.tell).toHaveBeenCalledOnce();
    expect(deps.tell.mock.calls[0]?.[0]).toMatchObject({ shortened: 1, undoable: true });
  });

  it('sends a write again after a stop only against the text read: a field that took it is left as it is', async () => {
    const { api, field, deps } = await setup('See https://sho.rt/made');
    await storedRun('See https://a.example/x', [
      {
        url: 'https://a.example/x',
        title: null,
        state: 'done',
        shortUrl: 'https://sho.rt/made',
        origin: 'created',
      },
    ]);

    await resumeFieldRuns(deps);

    expect(api.links.list).not.toHaveBeenCalled();
    expect(field.writes).toEqual([]);
    expect(field.text()).toBe('See https://sho.rt/made');
    expect(deps.tell.mock.calls[0]?.[0]).toMatchObject({ shortened: 1 });
    expect(deps.tell.mock.calls[0]?.[0].problem).toBeUndefined();
  });

  it('says a run that ended before the stop but was not said yet, once', async () => {
    const { deps } = await setup('');
    await storedRun('x', [], { outcome: { found: 1, shortened: 1, kept: 0, failed: [], undoable: true } });

    await resumeFieldRuns(deps);
    await resumeFieldRuns(deps);

    expect(deps.tell).toHaveBeenCalledOnce();
  });

  it('joins the running run when the field is triggered again: one read, one write per URL, one notice', async () => {
    const { api, field, deps } = await setup('See https://a.example/x and https://b.example/y');

    const [byMenu, byKey] = await Promise.all([
      shortenInField({ tabId: 7, frameId: 0 }, deps),
      shortenInField({ tabId: 7 }, deps),
    ]);

    expect(api.links.create).toHaveBeenCalledTimes(2);
    expect(field.page.read).toHaveBeenCalledOnce();
    expect(field.writes).toHaveLength(1);
    expect(byKey).toEqual(byMenu);
    expect(deps.tell).toHaveBeenCalledOnce();
  });

  it.each<[string, FieldWrite[]]>([
    ['the page refused the write', [{ state: 'refused' }]],
    ['the field is gone', [{ state: 'gone' }]],
    [
      'the field changed at every try',
      Array(3).fill({ state: 'changed', content: value('More https://a.example/x') }),
    ],
  ])('gives the short links to copy, the field as it is, when %s', async (_why, answers) => {
    const { field, deps } = await setup('https://a.example/x', answers);

    const outcome = await shortenInField({ tabId: 7 }, deps);

    expect(outcome).toMatchObject({
      problem: 'notTaken',
      unwritten: [{ url: 'https://a.example/x', shortUrl: 'https://sho.rt/n1' }],
    });
    expect(field.writes).toEqual([]);
    expect(deps.tell).toHaveBeenCalledWith(outcome, expect.objectContaining({ tabId: 7 }));
  });

  it('gives the short links to copy when the user typed over the URLs meanwhile, rather than say they went in', async () => {
    const { field, deps } = await setup('https://a.example/x', [
      { state: 'changed', content: value('Typed over it') },
    ]);

    const outcome = await shortenInField({ tabId: 7 }, deps);

    expect(outcome).toMatchObject({ problem: 'notTaken', unwritten: [{ url: 'https://a.example/x' }] });
    expect(field.text()).toBe('Typed over it');
  });

  it('gives the short links to copy when the tab closed before the write', async () => {
    const { field, deps } = await setup('https://a.example/x');
    field.page.write = vi.fn(async () => {
      throw new Error('No tab with id: 7');
    });

    expect(await shortenInField({ tabId: 7 }, deps)).toMatchObject({ problem: 'notTaken' });
  });
});
