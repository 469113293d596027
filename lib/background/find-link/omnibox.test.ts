import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import { saveSettings } from '../settings/store';
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

  it('suggests the server’s matches by title, most clicks first, described with Chrome’s markup', async () => {
    const { api, deps } = setup();
    api.links.list.mockResolvedValue(
      pageOf([
        makeLink({ id: 2, alias: 'many', clicks: 90, shortUrl: 'https://sho.rt/many' }),
        makeLink({ id: 1, alias: 'few', clicks: 2, shortUrl: 'https://sho.rt/few' }),
      ]),
    );

    const suggestions = await omniboxSuggestions(' spring ', deps);

    expect(api.links.list).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'spring', searchBy: 'title', sort: 'most_clicks' }),
      expect.anything(),
    );
    expect(suggestions.map((s) => s.content)).toEqual(['https://sho.rt/many', 'https://sho.rt/few']);
    expect(suggestions[0]?.description).toContain('<match>many</match>');
  });

  it('suggests nothing when the server fails, and nothing for a URL (Enter shortens it)', async () => {
    const { api, deps } = setup();
    api.links.list.mockRejectedValue(new ApiError({ code: 'network', message: 'offline' }));

    expect(await omniboxSuggestions('spring', deps)).toEqual([]);
    api.links.list.mockClear();
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
    expect(notifications()).toEqual([
      expect.objectContaining({ title: 'Existing short link copied', message: 'https://sho.rt/pick' }),
    ]);
  });

  it('copies the first suggestion on Enter with words', async () => {
    const { api, copy, deps } = setup();
    api.links.list.mockResolvedValue(pageOf([makeLink({ shortUrl: 'https://sho.rt/best', clicks: 5 })]));
    await omniboxSuggestions('best', deps);

    expect(await omniboxEnter('best', deps)).toMatchObject({
      action: 'copied',
      shortUrl: 'https://sho.rt/best',
    });
    expect(copy).toHaveBeenCalledWith('https://sho.rt/best');
  });

  it('shortens a URL typed after the keyword that was not suggested', async () => {
    const { api, deps } = setup();
    api.links.create.mockResolvedValue(makeLink({ shortUrl: 'https://sho.rt/new' }));

    const outcome = await omniboxEnter(' https://example.com/new-page ', deps);

    expect(outcome).toEqual({ action: 'shortened', ok: true });
    expect(api.links.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://example.com/new-page' }),
      expect.anything(),
    );
  });

  it('says nothing matches when Enter has neither a URL nor a suggestion', async () => {
    const { api, deps } = setup();
    api.links.list.mockResolvedValue(pageOf([]));
    await omniboxSuggestions('nothing here', deps);

    expect(await omniboxEnter('nothing here', deps)).toEqual({ action: 'none' });
    expect(api.links.create).not.toHaveBeenCalled();
    expect(notifications().at(-1)?.message).toBe('No link matches “nothing here”.');
  });
  describe('after the worker stopped between the suggestions and Enter', () => {
    // A new module instance is what a restarted worker has: nothing of the last one's memory.
    const restartedWorker = async () => {
      vi.resetModules();
      return import('./omnibox');
    };

    it('copies the first suggestion on Enter with words', async () => {
      const { api, copy, deps } = setup();
      api.links.list.mockResolvedValue(pageOf([makeLink({ shortUrl: 'https://sho.rt/best' })]));
      await omniboxSuggestions('best', deps);

      const next = await restartedWorker();
      expect(await next.omniboxEnter('best', deps)).toMatchObject({
        action: 'copied',
        shortUrl: 'https://sho.rt/best',
      });
      expect(copy).toHaveBeenCalledWith('https://sho.rt/best');
    });

    it('copies a chosen suggestion from storage, without asking the server again', async () => {
      const { api, copy, deps } = setup();
      api.links.list.mockResolvedValue(
        pageOf([makeLink({ alias: 'pick', shortUrl: 'https://sho.rt/pick' })]),
      );
      await omniboxSuggestions('pick', deps);
      api.links.list.mockClear();

      const next = await restartedWorker();
      expect(await next.omniboxEnter('https://sho.rt/pick', deps)).toMatchObject({ action: 'copied' });
      expect(copy).toHaveBeenCalledWith('https://sho.rt/pick');
      expect(api.links.list).not.toHaveBeenCalled();
      expect(api.links.create).not.toHaveBeenCalled();
    });
  });

  it('copies a typed short URL of the account like a suggestion, creating nothing', async () => {
    const { api, copy, deps } = setup();
    api.links.list.mockResolvedValue(
      pageOf([makeLink({ alias: 'typed', shortUrl: 'https://sho.rt/typed' })]),
    );

    const outcome = await omniboxEnter('https://sho.rt/typed', deps);

    expect(outcome).toEqual({ action: 'copied', shortUrl: 'https://sho.rt/typed', copied: true });
    expect(copy).toHaveBeenCalledWith('https://sho.rt/typed');
    expect(api.links.create).not.toHaveBeenCalled();
    expect(notifications().at(-1)?.title).toBe('Already your short link: copied');
  });

  it('says a typed short URL of a deleted link has no link, creating nothing', async () => {
    const { api, deps } = setup();

    expect(await omniboxEnter('https://sho.rt/gone', deps)).toEqual({ action: 'shortened', ok: false });
    expect(api.links.create).not.toHaveBeenCalled();
    expect(notifications().at(-1)?.message).toMatch(/^https:\/\/sho\.rt\/gone is on your short domain/);
  });
});
