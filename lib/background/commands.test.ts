import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { handleCommand, SHORTEN_COMMAND } from './commands';
import { saveSettings } from './settings/store';
import { FIELD_COMMAND } from './shorten-in-field/menu';

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

  it('shortens the links of the focused field of the tab, asking every frame which holds it', async () => {
    const { api, deps } = setup();
    api.links.list.mockResolvedValue(pageOf([]));
    const execute = vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async (injection: {
      target: { allFrames?: boolean };
    }) =>
      injection.target.allFrames
        ? [
            { frameId: 0, result: null },
            { frameId: 4, result: { kind: 'value', parts: ['see https://example.com/a'], links: [null] } },
          ]
        : [{ frameId: 4, result: { state: 'written', undoable: true } }]) as never);

    const outcome = await handleCommand(FIELD_COMMAND, { id: 5, url: 'https://mail.example/' }, deps);

    expect(outcome).toMatchObject({ found: 1, shortened: 1, undoable: true });
    expect(execute).toHaveBeenLastCalledWith(
      expect.objectContaining({
        target: { tabId: 5, frameIds: [4] },
        args: [expect.anything(), [{ part: 0, start: 4, end: 25, text: 'https://sho.rt/k' }]],
      }),
    );
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
