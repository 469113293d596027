import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../components/testing/english-messages';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import { t } from '../shared/i18n';
import {
  aliasOf,
  FRESH_MS,
  recognizeShortUrl,
  sameShortUrl,
  shortBase,
  shortBases,
  shortDomainNames,
  urlRefusal,
} from './short-url';

const settings = { profileId: 'default', linksBaseUrl: 'http://127.0.0.1:8790' };
const domains = [
  { id: 1, name: 'https://sho.rt' },
  { id: 2, name: 'go.example' },
];

describe('short-url', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });

  describe('shortBase', () => {
    it('reads a domain name with or without scheme or trailing slash as a host and a root path', () => {
      expect(shortBase('https://Sho.RT/')).toEqual({ host: 'sho.rt', path: '' });
      expect(shortBase('go.example')).toEqual({ host: 'go.example', path: '' });
    });

    it('keeps the port and the path of a links base URL', () => {
      expect(shortBase('http://127.0.0.1:8790/s/')).toEqual({ host: '127.0.0.1:8790', path: '/s' });
    });

    it('reads nothing from an empty or non-web name', () => {
      expect(shortBase('')).toBeNull();
      expect(shortBase('ftp://sho.rt')).toBeNull();
    });
  });

  describe('aliasOf', () => {
    const bases = shortBases(settings.linksBaseUrl, ['https://sho.rt', 'go.example', 'http://x.example/s']);

    it('names the alias of one path segment on a short domain, whatever the host case or trailing slash', () => {
      expect(aliasOf('https://SHO.rt/docs', bases)).toBe('docs');
      expect(aliasOf('https://sho.rt/docs/', bases)).toBe('docs');
      expect(aliasOf('https://go.example/a-b_c', bases)).toBe('a-b_c');
    });

    it('names the alias on the links base URL (links without a domain), port included', () => {
      expect(aliasOf('http://127.0.0.1:8790/old', bases)).toBe('old');
      expect(aliasOf('http://127.0.0.1:9999/old', bases)).toBeNull();
    });

    it('follows a base path', () => {
      expect(aliasOf('http://x.example/s/abc', bases)).toBe('abc');
      expect(aliasOf('http://x.example/abc', bases)).toBeNull();
    });

    it('is null for other hosts, the bare domain, or deeper paths', () => {
      expect(aliasOf('https://example.com/docs', bases)).toBeNull();
      expect(aliasOf('https://sho.rt/', bases)).toBeNull();
      expect(aliasOf('https://sho.rt/docs/page', bases)).toBeNull();
      expect(aliasOf('not a url', bases)).toBeNull();
    });
  });

  describe('sameShortUrl', () => {
    it('ignores host case and a trailing slash only', () => {
      expect(sameShortUrl('https://SHO.rt/docs/', 'https://sho.rt/docs')).toBe(true);
      expect(sameShortUrl('https://sho.rt/Docs', 'https://sho.rt/docs')).toBe(false);
      expect(sameShortUrl('http://sho.rt/docs', 'https://sho.rt/docs')).toBe(false);
      expect(sameShortUrl('nonsense', 'nonsense')).toBe(false);
    });
  });

  describe('shortDomainNames', () => {
    it('reads the domains once, then from storage.session (a new worker too) while fresh', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue(domains as never);
      let now = 1_000;
      const deps = { api, settings, now: () => now };
      expect(await shortDomainNames(deps)).toEqual(['https://sho.rt', 'go.example']);
      now += FRESH_MS - 1;
      expect(await shortDomainNames({ ...deps, api: fakeApi() })).toEqual(['https://sho.rt', 'go.example']);
      expect(api.domains.list).toHaveBeenCalledOnce();
      expect(await fakeBrowser.storage.session.get('shortDomains:default')).toMatchObject({
        'shortDomains:default': { names: ['https://sho.rt', 'go.example'] },
      });
      now += 1;
      await shortDomainNames(deps);
      expect(api.domains.list).toHaveBeenCalledTimes(2);
    });

    it('reads again for another links base URL', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue(domains as never);
      await shortDomainNames({ api, settings });
      await shortDomainNames({ api, settings: { ...settings, linksBaseUrl: 'https://other.example' } });
      expect(api.domains.list).toHaveBeenCalledTimes(2);
    });

    it('has none on a server without domains, and keeps what it knew when a read fails', async () => {
      const api = fakeApi();
      expect(await shortDomainNames({ api, settings })).toEqual([]);
      api.domains.list.mockResolvedValue(domains as never);
      let now = 0;
      await shortDomainNames({ api, settings: { ...settings, profileId: 'p2' }, now: () => now });
      now = FRESH_MS * 2;
      api.domains.list.mockRejectedValue(new ApiError({ code: 'network', message: 'offline' }));
      expect(
        await shortDomainNames({ api, settings: { ...settings, profileId: 'p2' }, now: () => now }),
      ).toEqual(['https://sho.rt', 'go.example']);
    });
  });

  describe('recognizeShortUrl', () => {
    it('finds the link of a short URL by its alias, matched on the short URL', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue(domains as never);
      const docs = makeLink({ id: 7, alias: 'docs', shortUrl: 'https://sho.rt/docs' });
      api.links.list.mockResolvedValue(
        pageOf([makeLink({ id: 6, alias: 'docs', shortUrl: 'https://go.example/docs' }), docs]),
      );
      expect(await recognizeShortUrl('https://Sho.rt/docs/', { api, settings })).toEqual({
        kind: 'link',
        link: docs,
      });
      expect(api.links.list).toHaveBeenCalledWith(
        expect.objectContaining({ search: 'docs', searchBy: 'alias' }),
        expect.objectContaining({ waitForRateLimit: false }),
      );
    });

    it('finds a link without a domain on the links base URL', async () => {
      const api = fakeApi();
      const old = makeLink({ alias: 'old', shortUrl: 'http://127.0.0.1:8790/old' });
      api.links.list.mockResolvedValue(pageOf([old]));
      expect(await recognizeShortUrl('http://127.0.0.1:8790/old', { api, settings })).toEqual({
        kind: 'link',
        link: old,
      });
    });

    it('says missing when no link has that short URL (deleted)', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue(domains as never);
      api.links.list.mockResolvedValue(
        pageOf([makeLink({ alias: 'docs2', shortUrl: 'https://sho.rt/docs2' })]),
      );
      expect(await recognizeShortUrl('https://sho.rt/docs', { api, settings })).toEqual({
        kind: 'missing',
        shortUrl: 'https://sho.rt/docs',
      });
    });

    it('is none for other URLs, without a links request', async () => {
      const api = fakeApi();
      api.domains.list.mockResolvedValue(domains as never);
      expect(await recognizeShortUrl('https://example.com/docs', { api, settings })).toEqual({
        kind: 'none',
      });
      expect(await recognizeShortUrl('https://sho.rt/', { api, settings })).toEqual({ kind: 'none' });
      expect(api.links.list).not.toHaveBeenCalled();
    });

    it('sends nothing at all for a URL without a path', async () => {
      const api = fakeApi();
      expect(await recognizeShortUrl('https://example.com/', { api, settings })).toEqual({ kind: 'none' });
      expect(api.domains.list).not.toHaveBeenCalled();
    });
  });

  it('words the refusal of a deleted link’s short URL at the URL field', () => {
    const error = urlRefusal(t('shortUrl_missing', 'https://sho.rt/gone')).toJSON();
    expect(error.code).toBe('validation');
    expect(error.fields?.url?.[0]).toMatch(/^https:\/\/sho\.rt\/gone is on your short domain.*deleted/);
  });
});
