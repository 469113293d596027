import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import type { LinkListQuery } from '../../api/schemas';
import { emptyCampaign } from '../../shared/campaign';
import { campaignsStorageKey, emptyMemory, savePreset } from '../../shared/stored-campaigns';
import { loadSettings, saveSettings } from '../settings/store';
import type { FieldContent, FieldEdit, FieldWrite } from './field-links';
import type { FieldPage } from './page';
import { shortenInField } from './run';

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
    undo: vi.fn(async () => true),
  };
  return { page, writes, text: () => content.parts[0] };
}

async function setup(text: string, answers: FieldWrite[] = []) {
  await saveSettings({ apiKey: 'key-1234', linksBaseUrl: 'https://sho.rt', reuseExisting: true });
  const settings = await loadSettings();
  const api = fakeApi();
  api.links.list.mockResolvedValue(pageOf([]));
  let made = 0;
  api.links.create.mockImplementation(async ({ url }) =>
    makeLink({ url, shortUrl: `https://sho.rt/n${++made}` }),
  );
  const field = fakePage(text, answers);
  const deps = { getApi: async () => api, page: field.page, sleep: async () => undefined };
  return { api, field, settings, deps };
}

describe('shortenInField', () => {
  beforeEach(() => fakeBrowser.reset());

  it('writes once per distinct URL, reuses an existing link, keeps a short URL and leaves the text around as it was', async () => {
    const text =
      'Hi! https://a.example/x and https://a.example/x, then https://b.example/y; mine: https://sho.rt/kept.';
    const { api, field, settings, deps } = await setup(text);
    api.links.list.mockImplementation(async (query?: LinkListQuery) => {
      if (query?.searchBy === 'alias')
        return pageOf([makeLink({ alias: 'kept', shortUrl: 'https://sho.rt/kept' })]);
      if (query?.search === 'https://b.example/y')
        return pageOf([makeLink({ url: 'https://b.example/y', shortUrl: 'https://sho.rt/old' })]);
      return pageOf([]);
    });

    const outcome = await shortenInField({ tabId: 7 }, settings, deps);

    expect(api.links.create).toHaveBeenCalledOnce();
    expect(field.text()).toBe(
      'Hi! https://sho.rt/n1 and https://sho.rt/n1, then https://sho.rt/old; mine: https://sho.rt/kept.',
    );
    expect(field.writes).toHaveLength(1);
    expect(outcome).toMatchObject({ found: 3, shortened: 2, kept: 1, failed: [], undoable: true });
  });

  it("adds the preset's campaign parameters to what is sent", async () => {
    const { api, settings, deps } = await setup('See https://a.example/x?ref=1 now');
    const memory = savePreset(emptyMemory(), 'Newsletter', {
      ...emptyCampaign(),
      source: 'news',
      medium: 'email',
    });
    await fakeBrowser.storage.local.set({ [campaignsStorageKey(settings.profileId)]: memory });

    await shortenInField({ tabId: 7, preset: 'Newsletter' }, settings, deps);

    expect(api.links.create.mock.calls[0]?.[0]).toMatchObject({
      url: 'https://a.example/x?ref=1&utm_source=news&utm_medium=email',
    });
  });

  it('changes nothing and says so when the preset is gone', async () => {
    const { api, field, settings, deps } = await setup('See https://a.example/x');
    const outcome = await shortenInField({ tabId: 7, preset: 'Gone' }, settings, deps);
    expect(outcome.problem).toBe('presetMissing');
    expect(api.links.create).not.toHaveBeenCalled();
    expect(field.page.write).not.toHaveBeenCalled();
  });

  it('leaves a URL whose write failed as it was and names it with the reason', async () => {
    const { api, field, settings, deps } = await setup('https://a.example/x https://b.example/y');
    api.links.create
      .mockRejectedValueOnce(new ApiError({ code: 'server', status: 500, message: 'Server Error' }))
      .mockResolvedValueOnce(makeLink({ url: 'https://b.example/y', shortUrl: 'https://sho.rt/b' }));

    const outcome = await shortenInField({ tabId: 7 }, settings, deps);

    expect(field.text()).toBe('https://a.example/x https://sho.rt/b');
    expect(api.links.create).toHaveBeenCalledTimes(2);
    expect(outcome.failed).toEqual([{ url: 'https://a.example/x', message: expect.any(String) }]);
    expect(outcome.failed[0]?.message).not.toBe('');
  });

  it('sends nothing and writes nothing when the field holds no link', async () => {
    const { api, field, settings, deps } = await setup('just words, www and http:// alone');
    const outcome = await shortenInField({ tabId: 7 }, settings, deps);
    expect(outcome).toMatchObject({ found: 0, undoable: null });
    expect(api.links.list).not.toHaveBeenCalled();
    expect(field.page.write).not.toHaveBeenCalled();
  });

  it('says so when no field has the focus', async () => {
    const { settings, deps } = await setup('');
    deps.page.read = vi.fn(async () => null);
    expect((await shortenInField({ tabId: 7 }, settings, deps)).problem).toBe('noField');
  });

  it('writes into what the field holds now when the user typed meanwhile, without sending again', async () => {
    const typed = value('Intro. https://a.example/x and more typed');
    const { api, field, settings, deps } = await setup('https://a.example/x', [
      { state: 'changed', content: typed },
    ]);

    const outcome = await shortenInField({ tabId: 7 }, settings, deps);

    expect(field.text()).toBe('Intro. https://sho.rt/n1 and more typed');
    expect(api.links.create).toHaveBeenCalledOnce();
    expect(outcome.undoable).toBe(true);
  });
});
