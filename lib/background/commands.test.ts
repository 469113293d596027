import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { handleCommand, SHORTEN_COMMAND } from './commands';
import { saveSettings } from './settings/store';

function setup() {
  const api = fakeApi();
  api.links.create.mockResolvedValue(makeLink({ shortUrl: 'https://sho.rt/k' }));
  const copy = vi.fn(async (_: string) => undefined);
  return { api, copy, deps: { getApi: async () => api, copy } };
}

describe('commands', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shortens the tab it was given and copies the short link', async () => {
    const { api, copy, deps } = setup();
    const outcome = await handleCommand(SHORTEN_COMMAND, { url: 'https://example.com/given' }, deps);
    expect(outcome).toMatchObject({ ok: true, copied: true });
    expect(api.links.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://example.com/given' }),
      expect.anything(),
    );
    expect(copy).toHaveBeenCalledWith('https://sho.rt/k');
    expect(Object.values(fakeBrowser.notifications.getAllCreateOptions())).toHaveLength(1);
  });

  it('shortens the active tab when no tab was given', async () => {
    const { api, deps } = setup();
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ id: 3, url: 'https://example.com/active' }] as never);
    await handleCommand(SHORTEN_COMMAND, undefined, deps);
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(api.links.create).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://example.com/active' }),
      expect.anything(),
    );
  });

  it('refuses a browser page with unsupported_url and a notification', async () => {
    const { api, deps } = setup();
    const outcome = await handleCommand(SHORTEN_COMMAND, { url: 'chrome://newtab/' }, deps);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'unsupported_url' } });
    expect(api.links.create).not.toHaveBeenCalled();
    expect(Object.values(fakeBrowser.notifications.getAllCreateOptions())).toEqual([
      expect.objectContaining({ message: 'error_unsupported_url' }),
    ]);
  });

  it('copies a tab whose URL is a short URL of the account, creating nothing', async () => {
    const { api, copy, deps } = setup();
    await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://sho.rt' });
    api.links.list.mockResolvedValue(pageOf([makeLink({ alias: 'tab', shortUrl: 'https://sho.rt/tab' })]));
    const outcome = await handleCommand(SHORTEN_COMMAND, { url: 'https://sho.rt/tab' }, deps);
    expect(outcome).toMatchObject({ ok: true, copied: true, result: { alreadyShort: true } });
    expect(api.links.create).not.toHaveBeenCalled();
    expect(copy).toHaveBeenCalledWith('https://sho.rt/tab');
  });

  it('ignores other commands', async () => {
    const { deps } = setup();
    expect(await handleCommand('_execute_action', undefined, deps)).toBeNull();
  });
});
