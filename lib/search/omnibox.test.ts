import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../components/testing/english-messages';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import { addToHistory } from '../history';
import { saveSettings } from '../settings';
import { omniboxEnter, omniboxSuggestions } from './omnibox';

function setup() {
  const api = fakeApi();
  const copy = vi.fn(async (_: string) => undefined);
  return { api, copy, deps: { getApi: async () => api, copy } };
}

const notifications = () => Object.values(fakeBrowser.notifications.getAllCreateOptions());

describe('omnibox', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://sho.rt' });
  });

  it('suggests the server’s matches by title, most clicks first, described with XML markup', async () => {
    const { api, deps } = setup();
    api.links.list.mockResolvedValue(
      pageOf([
        makeLink({ id: 1, alias: 'few', clicks: 2, shortUrl: 'https://sho.rt/few' }),
        makeLink({ id: 2, alias: 'many', clicks: 90, shortUrl: 'https://sho.rt/many' }),
      ]),
    );

    const suggestions = await omniboxSuggestions('spring', deps);

    expect(api.links.list).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'spring', searchBy: 'title', sort: 'most_clicks' }),
      expect.anything(),
    );
    expect(suggestions.map((s) => s.content)).toEqual(['https://sho.rt/many', 'https://sho.rt/few']);
    expect(suggestions[0]?.description).toContain('<match>many</match>');
  });

  it('suggests matches from this browser’s history when the server fails', async () => {
    const { api, deps } = setup();
    await addToHistory({
      id: 9,
      alias: 'local-one',
      url: 'https://example.com/spring',
      shortUrl: 'https://sho.rt/local-one',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    api.links.list.mockRejectedValue(new ApiError({ code: 'network', message: 'offline' }));

    const suggestions = await omniboxSuggestions('spring', deps);

    expect(suggestions.map((s) => s.content)).toEqual(['https://sho.rt/local-one']);
  });

  it('suggests nothing for a URL (Enter shortens it)', async () => {
    const { api, deps } = setup();

    expect(await omniboxSuggestions('https://example.com/page', deps)).toEqual([]);
    expect(api.links.list).not.toHaveBeenCalled();
  });

  it('copies a chosen suggestion and notifies, creating nothing', async () => {
    const { api, copy, deps } = setup();
    api.links.list.mockResolvedValue(pageOf([makeLink({ alias: 'pick', shortUrl: 'https://sho.rt/pick' })]));
    await omniboxSuggestions('pick', deps);

    const outcome = await omniboxEnter('https://sho.rt/pick', deps);

    expect(outcome).toEqual({ action: 'copied', shortUrl: 'https://sho.rt/pick', copied: true });
    expect(copy).toHaveBeenCalledWith('https://sho.rt/pick');
    expect(api.links.create).not.toHaveBeenCalled();
    expect(notifications()).toEqual([expect.objectContaining({ message: 'https://sho.rt/pick' })]);
  });

  it('shortens a URL typed after the keyword', async () => {
    const { api, deps } = setup();
    api.links.create.mockResolvedValue(makeLink({ shortUrl: 'https://sho.rt/new' }));

    const outcome = await omniboxEnter(' https://example.com/new-page ', deps);

    expect(outcome).toEqual({ action: 'shortened', ok: true });
    expect(api.links.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://example.com/new-page' }),
      expect.anything(),
    );
  });

  it('copies the best match for words, and says so when nothing matches', async () => {
    const { api, copy, deps } = setup();
    api.links.list.mockResolvedValueOnce(pageOf([makeLink({ shortUrl: 'https://sho.rt/best', clicks: 5 })]));
    expect(await omniboxEnter('best', deps)).toMatchObject({
      action: 'copied',
      shortUrl: 'https://sho.rt/best',
    });
    expect(copy).toHaveBeenCalledWith('https://sho.rt/best');

    api.links.list.mockResolvedValueOnce(pageOf([]));
    expect(await omniboxEnter('nothing here', deps)).toEqual({ action: 'none', reason: 'no match' });
    expect(notifications().at(-1)).toMatchObject({ message: 'No link matches “nothing here”.' });
  });

  it('reports a failed search with what to do when nothing local matches', async () => {
    const { api, deps } = setup();
    api.links.list.mockRejectedValue(new ApiError({ code: 'unauthorized', status: 401, message: 'x' }));

    expect(await omniboxEnter('words', deps)).toEqual({ action: 'none', reason: 'unauthorized' });
    expect(notifications().at(-1)?.message).toMatch(/API key/);
  });
});
