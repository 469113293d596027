import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, makeWebsite, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import type { ApiOptions } from '../api/types';
import { createHandlers, findWebsiteByHost, serverLists, testConnection } from './handlers';
import { addToHistory, listHistory, toHistoryEntry } from './history';
import type { Handlers } from './serve';
import { loadSettings, saveSettings } from './settings/store';

const grantAll = () => vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);

describe('handlers', () => {
  beforeEach(() => fakeBrowser.reset());

  it('finds the website for a host by exact match, ignoring www. and case', async () => {
    const api = fakeApi();
    api.websites.list.mockResolvedValue(
      pageOf([makeWebsite({ id: 1, host: 'sub.example.com' }), makeWebsite({ id: 2 })]),
    );
    expect(await findWebsiteByHost(api, 'WWW.Example.com')).toMatchObject({ id: 2 });
    expect(api.websites.list).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'example.com' }),
      expect.anything(),
    );
  });

  it('answers null when no website matches the host exactly', async () => {
    const api = fakeApi();
    api.websites.list.mockResolvedValue(pageOf([makeWebsite({ host: 'example.com.au' })]));
    expect(await findWebsiteByHost(api, 'example.com')).toBeNull();
  });

  it('lists domains, spaces, pixels and account, null where unsupported', async () => {
    const api = fakeApi();
    api.domains.list.mockResolvedValue([{ id: 1, name: 'sho.rt' }] as never);
    expect(await serverLists(api)).toEqual({
      domains: [{ id: 1, name: 'sho.rt' }],
      spaces: null,
      pixels: null,
      account: null,
    });
  });

  describe('connection.test', () => {
    it('tests the unsaved values from the form over the saved ones', async () => {
      grantAll();
      await saveSettings({ apiKey: 'saved-key-0000', linksBaseUrl: 'https://saved.example' });
      const api = fakeApi();
      api.links.list.mockResolvedValue(pageOf([], 25));
      api.websites.list.mockResolvedValue(pageOf([], 3));
      const factory = vi.fn((_: ApiOptions) => api);
      const report = await testConnection(
        { apiKey: 'new-key-1111', linksBaseUrl: 'https://new.example/' },
        factory,
      );
      expect(report).toEqual({ links: { ok: true, total: 25 }, websites: { ok: true, total: 3 } });
      expect(factory).toHaveBeenCalledWith(
        expect.objectContaining({ apiKey: 'new-key-1111', linksBaseUrl: 'https://new.example' }),
      );
      expect(api.links.list).toHaveBeenCalledWith({ perPage: 10 }, expect.anything());
    });

    it('reports each service on its own, with the dialect detected', async () => {
      grantAll();
      await saveSettings({ apiKey: 'saved-key-0000', linksBaseUrl: 'https://saved.example' });
      const api = fakeApi();
      let options: ApiOptions | undefined;
      api.links.list.mockImplementation(async () => {
        options?.onDialectDetected?.('links', 'current');
        return pageOf([], 1);
      });
      api.websites.list.mockRejectedValue(
        new ApiError({ code: 'bad_response', message: 'HTML instead of JSON' }),
      );
      const report = await testConnection({}, (o) => {
        options = o;
        return api;
      });
      expect(report.links).toEqual({ ok: true, total: 1, dialect: 'current' });
      expect(report.websites).toEqual({
        ok: false,
        error: { code: 'bad_response', message: 'HTML instead of JSON' },
      });
      expect((await loadSettings()).detectedDialect.links).toBe('current');
    });

    it('reports not_configured for both services without a key', async () => {
      const factory = vi.fn();
      const report = await testConnection({ linksBaseUrl: 'https://x.example' }, factory);
      expect(report.links.error?.code).toBe('not_configured');
      expect(report.websites.error?.code).toBe('not_configured');
      expect(factory).not.toHaveBeenCalled();
    });
  });

  it('shorten reads the settings once and hands them to getApi', async () => {
    await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt', reuseExisting: false });
    const api = fakeApi();
    const getApi = vi.fn(async () => api);
    const handlers = createHandlers({ getApi, factory: vi.fn() });
    await handlers.shorten({ url: 'https://example.com/a' });
    expect(getApi).toHaveBeenCalledWith(['links'], expect.objectContaining({ reuseExisting: false }));
    expect(api.links.create).toHaveBeenCalledTimes(1);
  });

  it('routes every protocol message to the Api of the right service', async () => {
    const api = fakeApi();
    const getApi = vi.fn(async () => api);
    const handlers = createHandlers({ getApi, factory: vi.fn() });
    await handlers['links.update']({ id: 3, input: { alias: 'new' } });
    expect(api.links.update).toHaveBeenCalledWith(3, { alias: 'new' }, expect.anything());
    await handlers['websites.remove']({ id: 4 });
    expect(api.websites.remove).toHaveBeenCalledWith(4);
    expect(getApi).toHaveBeenLastCalledWith(['websites']);
    expect(await handlers['history.list'](undefined)).toEqual([]);
  });

  describe('a deleted link', () => {
    const gone = new ApiError({ code: 'not_found', message: 'That item does not exist.', status: 404 });

    async function arrange() {
      await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
      await addToHistory(toHistoryEntry(makeLink({ id: 7, shortUrl: 'https://sho.rt/gone' })));
      await addToHistory(toHistoryEntry(makeLink({ id: 8, shortUrl: 'https://sho.rt/kept' })));
      const api = fakeApi();
      return { api, handlers: createHandlers({ getApi: vi.fn(async () => api), factory: vi.fn() }) };
    }
    const recentIds = async () => (await listHistory()).map((entry) => entry.id);

    it('is forgotten by the recent links once the manager deletes it', async () => {
      const { handlers } = await arrange();
      await handlers['links.remove']({ id: 7 });
      expect(await recentIds()).toEqual([8]);
    });

    it.each([
      ['opened', (h: Handlers) => h['links.get']({ id: 7 })],
      ['edited', (h: Handlers) => h['links.update']({ id: 7, input: { alias: 'x' } })],
      ['its statistics named', (h: Handlers) => h['stats.subject']({ service: 'links', id: 7 })],
    ])('is forgotten when the server answers 404 for it: %s', async (_, call) => {
      const { api, handlers } = await arrange();
      api.links.get.mockRejectedValue(gone);
      api.links.update.mockRejectedValue(gone);

      await expect(call(handlers)).rejects.toMatchObject({ code: 'not_found' });

      expect(await recentIds()).toEqual([8]);
    });

    it('stays in the recent links when the call fails for another reason', async () => {
      const { api, handlers } = await arrange();
      api.links.remove.mockRejectedValue(new ApiError({ code: 'network', message: 'offline' }));
      await expect(handlers['links.remove']({ id: 7 })).rejects.toThrow();
      expect(await recentIds()).toEqual([8, 7]);
    });
  });

  it("starts a profile's statistics afresh when its key or a server URL is saved, not on a preference", async () => {
    // Arrange
    const handlers = createHandlers({ getApi: vi.fn(), factory: vi.fn() });
    const cached = { 'stats:default:websites:5:visitors:2026-11-11:2026-11-24:': { data: 1, fetchedAt: 1 } };
    await fakeBrowser.storage.session.set(cached);
    // Act
    await handlers['settings.save']({ copyAutomatically: false });
    const afterPreference = await fakeBrowser.storage.session.get(null);
    await handlers['settings.save']({ analyticsBaseUrl: 'https://stats.example' });
    // Assert
    expect(afterPreference).toEqual(cached);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });
  it('links.forPage looks the page up once, and with cache only answers the saved lookup without asking', async () => {
    await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
    const api = fakeApi();
    const link = makeLink({ url: 'https://example.com/docs' });
    api.links.list.mockResolvedValue(pageOf([link]));
    const handlers = createHandlers({ getApi: vi.fn(async () => api), factory: vi.fn() });

    expect(await handlers['links.forPage']({ url: 'https://example.com/other', cache: 'only' })).toBeNull();
    expect(await handlers['links.forPage']({ url: 'https://example.com/docs/' })).toMatchObject({
      links: [link],
    });
    expect(await handlers['links.forPage']({ url: 'https://example.com/docs', cache: 'only' })).toMatchObject(
      {
        links: [link],
      },
    );
    expect(api.links.list).toHaveBeenCalledOnce();
  });

  describe('a short URL of the account as a new link', () => {
    const docs = makeLink({ id: 7, alias: 'docs', shortUrl: 'https://sho.rt/docs' });
    async function arrange() {
      await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
      const api = fakeApi();
      api.links.list.mockImplementation(async () => pageOf([docs]));
      return { api, handlers: createHandlers({ getApi: vi.fn(async () => api), factory: vi.fn() }) };
    }

    it('links.recognize names the link of a short URL, and none for another URL', async () => {
      const { handlers } = await arrange();
      expect(await handlers['links.recognize']({ url: 'https://sho.rt/docs' })).toEqual({
        kind: 'link',
        link: docs,
      });
      expect(await handlers['links.recognize']({ url: 'https://example.com/docs' })).toEqual({
        kind: 'none',
      });
    });

    it('links.create refuses it at the URL field and never POSTs, found or deleted', async () => {
      const { api, handlers } = await arrange();
      await expect(handlers['links.create']({ url: 'https://sho.rt/docs' })).rejects.toMatchObject({
        code: 'validation',
        fields: { url: ['manager_alreadyShort'] },
      });
      await expect(handlers['links.create']({ url: 'https://sho.rt/gone' })).rejects.toMatchObject({
        fields: { url: ['shortUrl_missing'] },
      });
      expect(api.links.create).not.toHaveBeenCalled();
      await handlers['links.create']({ url: 'https://example.com/page' });
      expect(api.links.create).toHaveBeenCalledOnce();
    });
  });
});
