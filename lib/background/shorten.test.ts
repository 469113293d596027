import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import { cachedPageLinks, pageLinks } from './already-shortened/page-links';
import { listHistory } from './history';
import { shorten } from './shorten';

const URL_A = 'https://example.com/a';
const settings = { reuseExisting: true, defaultDomain: null, defaultSpace: null };

describe('shorten', () => {
  beforeEach(() => fakeBrowser.reset());

  describe('reuse', () => {
    it('returns the existing short link for the exact URL when reuse is on', async () => {
      const api = fakeApi();
      const existing = makeLink({ id: 9, url: URL_A, shortUrl: 'https://sho.rt/old' });
      api.links.list.mockResolvedValue(pageOf([makeLink({ id: 8, url: `${URL_A}/longer` }), existing]));
      const result = await shorten({ url: URL_A }, { api, settings });
      expect(result).toEqual({ link: existing, reused: true });
      expect(api.links.list).toHaveBeenCalledWith(
        expect.objectContaining({ search: URL_A, searchBy: 'url' }),
        expect.objectContaining({ waitForRateLimit: false }),
      );
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('creates a new link when the search finds only other URLs', async () => {
      const api = fakeApi();
      api.links.list.mockResolvedValue(pageOf([makeLink({ url: `${URL_A}?utm=1` })]));
      const result = await shorten({ url: URL_A }, { api, settings });
      expect(result.reused).toBe(false);
      expect(api.links.create).toHaveBeenCalledOnce();
    });

    it('creates a new link when forceNew is set, without searching', async () => {
      const api = fakeApi();
      api.links.list.mockResolvedValue(pageOf([makeLink({ url: URL_A })]));
      const result = await shorten({ url: URL_A, forceNew: true }, { api, settings });
      expect(result.reused).toBe(false);
      expect(api.links.list).not.toHaveBeenCalled();
    });

    it('adds a new link to its page’s saved lookup, so the popup lists it without asking', async () => {
      const api = fakeApi();
      const old = makeLink({ id: 1, url: URL_A });
      api.links.list.mockResolvedValue(pageOf([old]));
      await pageLinks(URL_A, { api, settings: { profileId: 'default' } });
      api.links.create.mockResolvedValue(makeLink({ id: 2, url: URL_A }));

      await shorten({ url: URL_A, forceNew: true }, { api, settings });

      await expect
        .poll(async () =>
          (await cachedPageLinks(URL_A, { profileId: 'default' }))?.links.map((link) => link.id),
        )
        .toEqual([2, 1]);
    });

    it('creates a new link when reuse is off', async () => {
      const api = fakeApi();
      await shorten({ url: URL_A }, { api, settings: { ...settings, reuseExisting: false } });
      expect(api.links.list).not.toHaveBeenCalled();
      expect(api.links.create).toHaveBeenCalledOnce();
    });

    it('creates a new link when an alias or password was asked', async () => {
      const api = fakeApi();
      await shorten({ url: URL_A, alias: 'mine' }, { api, settings });
      await shorten({ url: URL_A, password: 'p' }, { api, settings });
      expect(api.links.list).not.toHaveBeenCalled();
      expect(api.links.create).toHaveBeenCalledTimes(2);
    });

    it('does not reuse a disabled, expired or password-protected link', async () => {
      const api = fakeApi();
      api.links.list.mockResolvedValue(
        pageOf([
          makeLink({ url: URL_A, disabled: true }),
          makeLink({ url: URL_A, endsAt: '2000-01-01T00:00:00Z' }),
          makeLink({ url: URL_A, expirationClicks: 5, clicks: 5 }),
          makeLink({ url: URL_A, hasPassword: true }),
        ]),
      );
      expect((await shorten({ url: URL_A }, { api, settings })).reused).toBe(false);
    });

    it('creates a new link when the server cannot search by URL', async () => {
      const api = fakeApi();
      api.links.list.mockRejectedValue(new ApiError({ code: 'validation', message: 'bad', status: 422 }));
      expect((await shorten({ url: URL_A }, { api, settings })).reused).toBe(false);
    });
  });

  describe('defaults', () => {
    it('applies the default domain and space when none is given', async () => {
      const api = fakeApi();
      await shorten(
        { url: URL_A },
        { api, settings: { ...settings, reuseExisting: false, defaultDomain: 2, defaultSpace: 3 } },
      );
      expect(api.links.create).toHaveBeenCalledWith(
        { url: URL_A, domain: 2, space: 3 },
        expect.objectContaining({ waitForRateLimit: false }),
      );
    });

    it('keeps the domain and space the caller gave', async () => {
      const api = fakeApi();
      await shorten(
        { url: URL_A, domain: 5, space: 6 },
        { api, settings: { ...settings, defaultDomain: 2, defaultSpace: 3 } },
      );
      expect(api.links.create).toHaveBeenCalledWith({ url: URL_A, domain: 5, space: 6 }, expect.anything());
    });

    it('searches on the default domain when one is set', async () => {
      const api = fakeApi();
      api.links.list.mockResolvedValue(pageOf([makeLink({ url: URL_A, domain: { id: 7, name: 'x' } })]));
      const result = await shorten({ url: URL_A }, { api, settings: { ...settings, defaultDomain: 2 } });
      expect(api.links.list).toHaveBeenCalledWith(expect.objectContaining({ domain: 2 }), expect.anything());
      expect(result.reused).toBe(false);
    });

    it('never sends forceNew to the server', async () => {
      const api = fakeApi();
      await shorten({ url: URL_A, forceNew: true }, { api, settings });
      expect(api.links.create.mock.calls[0]?.[0]).not.toHaveProperty('forceNew');
    });
  });

  describe('errors', () => {
    it.each(['chrome://extensions', 'about:blank', 'file:///tmp/x.html', ''])(
      'refuses %j with unsupported_url before any request',
      async (url) => {
        const api = fakeApi();
        await expect(shorten({ url }, { api, settings })).rejects.toMatchObject({ code: 'unsupported_url' });
        expect(api.links.list).not.toHaveBeenCalled();
        expect(api.links.create).not.toHaveBeenCalled();
      },
    );

    it('passes the server error on and adds nothing to the history', async () => {
      const api = fakeApi();
      api.links.create.mockRejectedValue(
        new ApiError({ code: 'validation', message: 'x', status: 422, fields: { alias: ['taken'] } }),
      );
      await expect(shorten({ url: URL_A, alias: 'taken' }, { api, settings })).rejects.toMatchObject({
        code: 'validation',
        fields: { alias: ['taken'] },
      });
      expect(await listHistory()).toEqual([]);
    });

    it('passes a rate limit on at once instead of creating', async () => {
      const api = fakeApi();
      api.links.list.mockRejectedValue(new ApiError({ code: 'rate_limited', message: 'x', retryAfter: 20 }));
      await expect(shorten({ url: URL_A }, { api, settings })).rejects.toMatchObject({
        code: 'rate_limited',
      });
      expect(api.links.create).not.toHaveBeenCalled();
    });
  });

  it('adds the result to the history, reused or new', async () => {
    const api = fakeApi();
    api.links.create.mockResolvedValue(makeLink({ id: 1, shortUrl: 'https://sho.rt/new', url: URL_A }));
    await shorten({ url: URL_A }, { api, settings });
    expect(await listHistory()).toEqual([
      expect.objectContaining({ id: 1, shortUrl: 'https://sho.rt/new', url: URL_A }),
    ]);
  });
  describe('a short URL of the account', () => {
    const profile = { ...settings, profileId: 'default', linksBaseUrl: 'https://api.example' };
    const docs = makeLink({
      id: 7,
      alias: 'docs',
      url: 'https://example.com/docs',
      shortUrl: 'https://sho.rt/docs',
    });

    it('is that link, never a new one, even with forceNew or an alias asked', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue([{ id: 1, name: 'https://sho.rt' }] as never);
      api.links.list.mockResolvedValue(pageOf([docs]));
      expect(await shorten({ url: 'https://sho.rt/docs' }, { api, settings: profile })).toEqual({
        link: docs,
        reused: true,
        alreadyShort: true,
      });
      await shorten({ url: 'https://SHO.RT/docs/', forceNew: true, alias: 'x' }, { api, settings: profile });
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('is found on the links base URL for a link without a domain', async () => {
      const api = fakeApi();
      const old = makeLink({ alias: 'old', shortUrl: 'https://api.example/old' });
      api.links.list.mockResolvedValue(pageOf([old]));
      expect(await shorten({ url: 'https://api.example/old' }, { api, settings: profile })).toMatchObject({
        link: old,
        alreadyShort: true,
      });
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('is refused at the URL field when no link has it any more (deleted), creating nothing', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue([{ id: 1, name: 'https://sho.rt' }] as never);
      await expect(shorten({ url: 'https://sho.rt/gone' }, { api, settings: profile })).rejects.toMatchObject(
        {
          code: 'validation',
          fields: { url: ['shortUrl_missing'] },
        },
      );
      expect(api.links.create).not.toHaveBeenCalled();
      expect(await listHistory()).toEqual([]);
    });
  });
});
