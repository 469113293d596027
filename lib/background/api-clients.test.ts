import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi } from '../../test/fake-api';
import type { ApiOptions } from '../api/types';
import { originsOf } from '../shared/settings/key-origins';
import { assertUsable, getApi, originPattern } from './api-clients';
import { loadSettings, saveSettings } from './settings/store';

const configured = { apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: '' };

function grant(granted: (origins: string[]) => boolean) {
  return vi
    .spyOn(fakeBrowser.permissions, 'contains')
    .mockImplementation((async (p: { origins?: string[] }) => granted(p.origins ?? [])) as never);
}

describe('services', () => {
  beforeEach(() => fakeBrowser.reset());

  describe('assertUsable', () => {
    it('throws not_configured when the API key is missing', async () => {
      await expect(assertUsable({ ...configured, apiKey: '' }, ['links'])).rejects.toMatchObject({
        code: 'not_configured',
        message: 'Add your API key and server URL in Options.',
      });
    });

    it('throws not_configured when the links base URL is missing', async () => {
      await expect(assertUsable({ ...configured, linksBaseUrl: '' }, ['links'])).rejects.toMatchObject({
        code: 'not_configured',
      });
    });

    it('throws permission_missing naming the origin when access was not granted', async () => {
      grant(() => false);
      await expect(
        assertUsable({ ...configured, linksBaseUrl: 'https://sho.rt:8443/base' }, ['links']),
      ).rejects.toMatchObject({
        code: 'permission_missing',
        message: 'Allow access to https://sho.rt:8443 in Options.',
      });
    });

    it('checks the analytics origin for the websites service', async () => {
      const contains = grant((origins) => origins[0] === 'https://sho.rt/*');
      await expect(
        assertUsable({ ...configured, analyticsBaseUrl: 'https://stats.example' }, ['links', 'websites']),
      ).rejects.toMatchObject({
        code: 'permission_missing',
        message: expect.stringContaining('https://stats.example'),
      });
      expect(contains).toHaveBeenCalledWith({ origins: ['https://stats.example/*'] });
    });

    it('resolves when configured and granted', async () => {
      grant(() => true);
      await expect(assertUsable(configured, ['links', 'websites'])).resolves.toBeUndefined();
    });
  });

  it('makes port-less match patterns', () => {
    expect(originPattern('http://127.0.0.1:8080/x')).toBe('http://127.0.0.1/*');
  });

  describe('getApi', () => {
    it('builds the Api from the saved settings', async () => {
      grant(() => true);
      await saveSettings({ ...configured, serverVersion: 'current' });
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      await getApi({ factory });
      expect(factory).toHaveBeenCalledWith(
        expect.objectContaining({
          apiKey: 'secret-key-1234',
          linksBaseUrl: 'https://sho.rt',
          analyticsBaseUrl: 'https://sho.rt',
          dialect: 'current',
        }),
      );
    });

    it('starts each service from the dialect detected before, even when only one is known', async () => {
      grant(() => true);
      await saveSettings(configured);
      await saveSettings({ detectedDialect: { links: 'classic', websites: null } });
      const factory = vi.fn((_: ApiOptions) => fakeApi());

      await getApi({ factory });

      expect(factory).toHaveBeenCalledWith(
        expect.objectContaining({ dialect: 'auto', detected: { links: 'classic', websites: null } }),
      );
    });

    it('reuses one client while the connection settings stay the same', async () => {
      grant(() => true);
      await saveSettings(configured);
      const factory = vi.fn((_: ApiOptions) => fakeApi());

      const first = await getApi({ factory });
      const second = await getApi({ factory });

      expect(second).toBe(first);
      expect(factory).toHaveBeenCalledTimes(1);
    });

    it('retires a client once it detects a dialect, so the next one starts from the settings', async () => {
      grant(() => true);
      await saveSettings(configured);
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      const first = await getApi({ factory });

      factory.mock.calls[0]?.[0].onDialectDetected?.('links', 'current');
      await vi.waitFor(async () => expect((await loadSettings()).detectedDialect.links).toBe('current'));
      const next = await getApi({ factory });

      expect(next).not.toBe(first);
      expect(factory.mock.calls.at(-1)?.[0]).toMatchObject({
        detected: { links: 'current', websites: null },
      });
    });

    it('builds a new client when the stored detection no longer matches what the client knows', async () => {
      grant(() => true);
      await saveSettings({ ...configured, detectedDialect: { links: 'current', websites: 'current' } });
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      const first = await getApi({ factory });

      await saveSettings({ detectedDialect: { links: null, websites: null } });
      const afterReset = await getApi({ factory });

      expect(afterReset).not.toBe(first);
      expect(factory.mock.calls.at(-1)?.[0]).toMatchObject({ detected: { links: null, websites: null } });
    });

    it('builds a new client when the key, a base URL or the server version changes', async () => {
      grant(() => true);
      await saveSettings(configured);
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      const first = await getApi({ factory });

      await saveSettings({ apiKey: 'another-key-5678' });
      const afterKey = await getApi({ factory });
      await saveSettings({ linksBaseUrl: 'https://other.example', sendKeyTo: ['https://other.example'] });
      const afterUrl = await getApi({ factory });
      await saveSettings({ serverVersion: 'current' });
      const afterVersion = await getApi({ factory });

      expect(new Set([first, afterKey, afterUrl, afterVersion]).size).toBe(4);
      expect(factory.mock.calls.at(-1)?.[0]).toMatchObject({
        apiKey: 'another-key-5678',
        dialect: 'current',
      });
    });

    it('stores a detected dialect for the next worker', async () => {
      grant(() => true);
      await saveSettings(configured);
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      await getApi({ factory });
      factory.mock.calls[0]?.[0].onDialectDetected?.('links', 'current');
      await vi.waitFor(async () => expect((await loadSettings()).detectedDialect.links).toBe('current'));
    });

    it('uses the settings it is given instead of reading them again', async () => {
      grant(() => true);
      const factory = vi.fn((_: ApiOptions) => fakeApi());
      // Nothing is saved; the key was typed for the configured address.
      const settings = { ...(await loadSettings()), ...configured, keyOrigins: originsOf(configured) };
      await getApi({ factory, settings });
      expect(factory).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'secret-key-1234' }));
    });

    it('builds nothing when not configured', async () => {
      const factory = vi.fn();
      await expect(getApi({ factory })).rejects.toMatchObject({ code: 'not_configured' });
      expect(factory).not.toHaveBeenCalled();
    });
  });
});
