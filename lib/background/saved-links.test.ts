import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import type { Link } from '../api/schemas';
import type { PageLinks } from '../shared/protocol';
import { addToHistory, listHistory, toHistoryEntry } from './history';
import { checkSavedLinks, checkSavedOnce, refreshSavedLink } from './saved-links';

const pageItem = 'session:pageLinks:default:https://example.com/a' as const;

const kept = makeLink({ id: 7, alias: 'kept', shortUrl: 'https://sho.rt/kept' });
const gone = makeLink({ id: 8, alias: 'gone', shortUrl: 'https://sho.rt/gone' });
const renamed = makeLink({ id: 9, alias: 'dfa3k', shortUrl: 'https://sho.rt/dfa3k' });

/** The saved copies: all three in the recent links, and as the page's short links. */
async function save(links: Link[]) {
  for (const link of links) await addToHistory(toHistoryEntry(link, 'default'));
  await storage.setItem<PageLinks & { base: string }>(pageItem, { links, fetchedAt: 1, base: '' });
}

const pageLinks = async () => (await storage.getItem<PageLinks>(pageItem))?.links.map((l) => l.shortUrl);
const recent = async () => (await listHistory('default')).map((entry) => entry.shortUrl);

describe('saved links', () => {
  beforeEach(() => fakeBrowser.reset());

  it('forgets a link gone from the server and saves a renamed one by its new short URL, with one list request', async () => {
    await save([kept, gone, renamed]);
    const api = fakeApi();
    const now = { ...renamed, alias: 'renamed-qa', shortUrl: 'https://sho.rt/renamed-qa' };
    api.links.list.mockResolvedValue(pageOf([now, kept]));
    api.links.get.mockRejectedValue(new ApiError({ code: 'not_found', message: 'No such link.' }));

    const clicks = await checkSavedLinks('default', api);

    expect(api.links.list).toHaveBeenCalledTimes(1);
    // The one the list missed is asked for by id (a list can miss a link for another reason).
    expect(api.links.get).toHaveBeenCalledTimes(1);
    expect(api.links.get).toHaveBeenCalledWith(gone.id, expect.anything());
    expect(clicks).toEqual({ [now.id]: now.clicks, [kept.id]: kept.clicks });
    expect(api.links.list).toHaveBeenCalledWith({ perPage: 100, sort: 'newest' }, expect.anything());
    expect(await recent()).toEqual(['https://sho.rt/renamed-qa', 'https://sho.rt/kept']);
    expect(await pageLinks()).toEqual(['https://sho.rt/kept', 'https://sho.rt/renamed-qa']);
    expect((await listHistory('default'))[0]?.alias).toBe('renamed-qa');
  });

  it('keeps a saved link older than the newest page when the account has more links', async () => {
    await save([kept]);
    const api = fakeApi();
    const newer = Array.from({ length: 100 }, (_, i) => makeLink({ id: 100 + i }));
    api.links.list.mockResolvedValue({ ...pageOf(newer, 250), lastPage: 3 });

    await checkSavedLinks('default', api);

    expect(await recent()).toEqual(['https://sho.rt/kept']);
  });

  it('asks nothing when nothing is saved, and once for the popup’s two lists asking together', async () => {
    const api = fakeApi();
    await checkSavedOnce('default', async () => api);
    expect(api.links.list).not.toHaveBeenCalled();

    await save([kept]);
    await Promise.all([
      checkSavedOnce('default', async () => api),
      checkSavedOnce('default', async () => api),
    ]);
    await checkSavedOnce('default', async () => api);

    expect(api.links.list).toHaveBeenCalledTimes(1);
  });

  it('keeps a link the list misses when the server still has it', async () => {
    await save([gone]);
    const api = fakeApi();
    api.links.list.mockResolvedValue(pageOf([kept]));

    await checkSavedLinks('default', api);

    expect(await recent()).toEqual(['https://sho.rt/gone']);
  });

  it('shows the saved copies as they are when the server cannot be asked', async () => {
    await save([gone]);
    const api = fakeApi();
    api.links.list.mockRejectedValue(Object.assign(new Error('offline'), { code: 'network' }));

    await checkSavedOnce('default', async () => api);

    expect(await recent()).toEqual(['https://sho.rt/gone']);
  });

  it('puts an edit into every saved copy at once, and drops it from a page it no longer leads to', async () => {
    await save([kept, renamed]);

    await refreshSavedLink('default', {
      ...renamed,
      alias: 'renamed-qa',
      shortUrl: 'https://sho.rt/renamed-qa',
    });
    await refreshSavedLink('default', { ...kept, url: 'https://example.com/elsewhere' });

    expect(await recent()).toEqual(['https://sho.rt/renamed-qa', 'https://sho.rt/kept']);
    expect(await pageLinks()).toEqual(['https://sho.rt/renamed-qa']);
    expect((await listHistory('default'))[1]?.url).toBe('https://example.com/elsewhere');
  });
});
