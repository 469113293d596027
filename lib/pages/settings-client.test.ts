import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { serveStorageHandlers } from '../../test/background';
import { loadSettings, saveSettings } from '../background/settings/store';
import { getSettings, updateSettings, watchSettings } from './settings-client';

let stopServing: () => void;

beforeEach(() => {
  fakeBrowser.reset();
  stopServing = serveStorageHandlers();
});
afterEach(() => stopServing());

describe('settings-client', () => {
  it('gives pages the public view: a hint of the key, never the key', async () => {
    await saveSettings({ apiKey: 'secret-key-0001', linksBaseUrl: 'https://sho.rt' });
    const answer = await getSettings();
    expect(answer).toMatchObject({
      ok: true,
      value: { apiKeyHint: '••••0001', linksBaseUrl: 'https://sho.rt' },
    });
    expect(JSON.stringify(answer)).not.toContain('secret-key-0001');
  });

  it('saves a patch through the background, keeping the stored key when none is typed', async () => {
    await saveSettings({ apiKey: 'secret-key-0001', linksBaseUrl: 'https://sho.rt' });
    const answer = await updateSettings({ linksBaseUrl: 'https://sho.rt/', notifications: false });
    expect(answer).toMatchObject({
      ok: true,
      value: { linksBaseUrl: 'https://sho.rt', notifications: false },
    });
    expect(await loadSettings()).toMatchObject({ apiKey: 'secret-key-0001', linksBaseUrl: 'https://sho.rt' });
  });

  it('refuses a patch that fails the settings schema, storing nothing', async () => {
    const answer = await updateSettings({ defaultDomain: -3 } as never);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { defaultDomain: expect.any(Array) } },
    });
    expect((await loadSettings()).defaultDomain).toBeNull();
  });

  it('does not let a page overwrite the detected dialects', async () => {
    await updateSettings({ detectedDialect: { links: 'current', websites: 'current' } } as never);
    expect((await loadSettings()).detectedDialect).toEqual({ links: null, websites: null });
  });

  it('tells watchers the new public settings when the stored settings change', async () => {
    const seen: unknown[] = [];
    const stop = watchSettings((settings) => seen.push(settings));
    await saveSettings({ apiKey: 'secret-key-0001', notifications: false });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    stop();
    expect(seen.at(-1)).toEqual(expect.objectContaining({ notifications: false, apiKeyHint: '••••0001' }));
    for (const settings of seen) expect(settings).not.toHaveProperty('apiKey');
  });

  it('fails with an error result, never a throw, when the background does not answer', async () => {
    stopServing();
    const answer = await getSettings();
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad_response' } });
  });
});
