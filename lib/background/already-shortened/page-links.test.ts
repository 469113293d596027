import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import { REQUEST_POLICY } from '../../api/request-policy';
import { clearProfileStats } from '../stats/cache';
import { cachedPageLinks, PAGE_LINKS_KEEP, pageKey, pageLinks, rememberPageLink } from './page-links';

const settings = { profileId: 'default', linksBaseUrl: 'http://127.0.0.1:8790' };
const PAGE = 'https://example.com/docs/intro?lang=en';

function apiWith(links = [makeLink()], remaining?: number) {
  const api = Object.assign(fakeApi(), {
    rateLimitBudget: () => (remaining === undefined ? undefined : { remaining, resetAt: 0 }),
  });
  api.links.list.mockResolvedValue(pageOf(links));
  api.domains.list.mockResolvedValue([{ id: 1, name: 'https://sho.rt' }] as never);
  return api;
}

const listCalls = (api: ReturnType<typeof fakeApi>) => api.links.list.mock.calls.length;

describe('page-links', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  describe('pageKey', () => {
    it('counts the host case, a trailing slash and the fragment as the same page', () => {
      const key = pageKey('https://example.com/docs');
      expect(pageKey('https://EXAMPLE.com/docs/')).toBe(key);
      expect(pageKey('https://example.com/docs#part-2')).toBe(key);
      expect(pageKey('  https://Example.COM:443/docs/#top ')).toBe(key);
    });

    it('tells pages apart by scheme, port, path case and query', () => {
      const key = pageKey('https://example.com/docs');
      expect(pageKey('http://example.com/docs')).not.toBe(key);
      expect(pageKey('https://example.com:8443/docs')).not.toBe(key);
      expect(pageKey('https://example.com/Docs')).not.toBe(key);
      expect(pageKey('https://example.com/docs?page=2')).not.toBe(key);
    });

    it('has no key for a URL that is not a web page', () => {
      expect(pageKey('chrome://extensions')).toBeNull();
      expect(pageKey('about:blank')).toBeNull();
      expect(pageKey('not a url')).toBeNull();
    });
  });

  describe('pageLinks', () => {
    it('asks the links list once, by URL, 100 a page, and keeps the links to this page only', async () => {
      const same = makeLink({ id: 1, url: 'https://Example.com/docs/intro/?lang=en#setup' });
      const other = makeLink({ id: 2, url: 'https://example.com/docs/intro-2?lang=en' });
      const api = apiWith([same, other]);

      const answer = await pageLinks(PAGE, { api, settings, now: () => 1000 });

      expect(api.links.list).toHaveBeenCalledWith(
        { search: 'example.com/docs/intro', searchBy: 'url', perPage: 100 },
        { waitForRateLimit: false },
      );
      expect(answer).toEqual({ links: [same], fetchedAt: 1000 });
    });

    it('answers the same page again from storage.session without a request, whatever its spelling', async () => {
      const api = apiWith([makeLink({ url: PAGE })]);
      await pageLinks(PAGE, { api, settings });

      const again = await pageLinks('https://EXAMPLE.com/docs/intro/?lang=en#top', { api, settings });

      expect(listCalls(api)).toBe(1);
      expect(again?.links).toHaveLength(1);
      const stored = await fakeBrowser.storage.session.get(null);
      expect(Object.keys(stored)).toContain('pageLinks:default:https://example.com/docs/intro?lang=en');
    });

    it('shares one request between lookups of the same page asked at once', async () => {
      const api = apiWith([makeLink({ url: PAGE })]);

      const [first, second] = await Promise.all([
        pageLinks(PAGE, { api, settings }),
        pageLinks(`${PAGE}#again`, { api, settings }),
      ]);

      expect(listCalls(api)).toBe(1);
      expect(second).toEqual(first);
    });

    it('saves a page without links too: it is not asked again this session', async () => {
      const api = apiWith([]);
      await pageLinks(PAGE, { api, settings });

      expect(await pageLinks(PAGE, { api, settings })).toMatchObject({ links: [] });
      expect(listCalls(api)).toBe(1);
    });

    it('sends nothing and answers null when fewer than the reserve of requests are left', async () => {
      const api = apiWith([makeLink({ url: PAGE })], REQUEST_POLICY.background.reserve - 1);

      expect(await pageLinks(PAGE, { api, settings })).toBeNull();
      expect(listCalls(api)).toBe(0);
    });

    it('still answers from the session cache when the budget is low', async () => {
      await pageLinks(PAGE, { api: apiWith([makeLink({ url: PAGE })]), settings });
      const low = apiWith([], 0);

      expect((await pageLinks(PAGE, { api: low, settings }))?.links).toHaveLength(1);
      expect(listCalls(low)).toBe(0);
    });

    it('looks up a page when exactly the reserve is left', async () => {
      const api = apiWith([], REQUEST_POLICY.background.reserve);

      expect(await pageLinks(PAGE, { api, settings })).not.toBeNull();
    });

    it('sends no links-list request for a page on one of the account short domains or the links base URL', async () => {
      const api = apiWith();

      expect(await pageLinks('https://SHO.rt/', { api, settings })).toBeNull();
      expect(await pageLinks('https://sho.rt/x7k2p', { api, settings })).toBeNull();
      expect(await pageLinks('http://127.0.0.1:8790/docs', { api, settings })).toBeNull();
      expect(listCalls(api)).toBe(0);
    });

    it('sends nothing for a URL that is not http(s)', async () => {
      const api = apiWith();

      expect(await pageLinks('chrome://newtab/', { api, settings })).toBeNull();
      expect(await pageLinks('file:///home/me/a.html', { api, settings })).toBeNull();
      expect(listCalls(api)).toBe(0);
      expect(api.domains.list).not.toHaveBeenCalled();
    });

    it('counts a server that cannot search by URL as no links, asked once', async () => {
      const api = apiWith();
      api.links.list.mockRejectedValue(new ApiError({ code: 'validation', message: 'The by is invalid.' }));

      expect(await pageLinks(PAGE, { api, settings })).toMatchObject({ links: [] });
      await pageLinks(PAGE, { api, settings });
      expect(listCalls(api)).toBe(1);
    });

    it('throws a rate limit or network failure and saves nothing, so the page is asked again later', async () => {
      const api = apiWith();
      api.links.list.mockRejectedValueOnce(new ApiError({ code: 'rate_limited', message: 'Wait.' }));

      await expect(pageLinks(PAGE, { api, settings })).rejects.toMatchObject({ code: 'rate_limited' });
      expect(await cachedPageLinks(PAGE, settings)).toBeNull();
      await pageLinks(PAGE, { api, settings });
      expect(listCalls(api)).toBe(2);
    });

    it('keeps profiles apart, and asks again after the links base URL changed', async () => {
      const api = apiWith([makeLink({ url: PAGE })]);
      await pageLinks(PAGE, { api, settings });

      await pageLinks(PAGE, { api, settings: { ...settings, profileId: 'work' } });
      await pageLinks(PAGE, { api, settings: { ...settings, linksBaseUrl: 'https://links.example' } });

      expect(listCalls(api)).toBe(3);
    });

    it('keeps at most PAGE_LINKS_KEEP pages, dropping the oldest lookups', async () => {
      const api = apiWith([]);
      let clock = 0;
      for (let n = 0; n <= PAGE_LINKS_KEEP; n++)
        await pageLinks(`https://example.com/p${n}`, { api, settings, now: () => ++clock });

      const stored = Object.keys(await fakeBrowser.storage.session.get(null));
      expect(stored.filter((name) => name.startsWith('pageLinks:'))).toHaveLength(PAGE_LINKS_KEEP);
      expect(await cachedPageLinks('https://example.com/p0', settings)).toBeNull();
      expect(await cachedPageLinks(`https://example.com/p${PAGE_LINKS_KEEP}`, settings)).not.toBeNull();
    });
  });

  it('is forgotten with the profile statistics (a new key or server, a removed profile), not another profile', async () => {
    const api = apiWith([makeLink({ url: PAGE })]);
    await pageLinks(PAGE, { api, settings });
    await pageLinks(PAGE, { api, settings: { ...settings, profileId: 'work' } });

    await clearProfileStats('default');

    expect(await cachedPageLinks(PAGE, settings)).toBeNull();
    expect(await cachedPageLinks(PAGE, { ...settings, profileId: 'work' })).not.toBeNull();
  });

  describe('cachedPageLinks', () => {
    it('answers null before a lookup and the saved answer after, never asking the server', async () => {
      expect(await cachedPageLinks(PAGE, settings)).toBeNull();
      const link = makeLink({ url: PAGE, clicks: 4 });
      await pageLinks(PAGE, { api: apiWith([link]), settings, now: () => 7 });

      expect(await cachedPageLinks(`${PAGE}#x`, settings)).toEqual({ links: [link], fetchedAt: 7 });
    });
  });

  describe('rememberPageLink', () => {
    it('adds a new link first to its page saved answer', async () => {
      const old = makeLink({ id: 1, url: PAGE });
      await pageLinks(PAGE, { api: apiWith([old]), settings });
      const made = makeLink({ id: 2, url: `${PAGE}#again` });

      await rememberPageLink(made, settings);

      expect((await cachedPageLinks(PAGE, settings))?.links.map((link) => link.id)).toEqual([2, 1]);
    });

    it('saves nothing for a page never looked up (the lookup will find the link)', async () => {
      await rememberPageLink(makeLink({ url: PAGE }), settings);

      expect(await cachedPageLinks(PAGE, settings)).toBeNull();
    });
  });
});
