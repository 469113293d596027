import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { resolveTargetTab, tabIdFromSearch } from './target-tab';

beforeEach(() => fakeBrowser.reset());

describe('target tab', () => {
  it('reads ?tabId=N', () => {
    expect([tabIdFromSearch('?tabId=7'), tabIdFromSearch(''), tabIdFromSearch('?tabId=x')]).toEqual([
      7,
      null,
      null,
    ]);
  });

  it('uses tab N, or the active tab of the current window', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/a' });
    expect(await resolveTargetTab(`?tabId=${tab.id}`)).toEqual({
      ok: true,
      tabId: tab.id,
      url: 'https://example.com/a',
    });
    // The fake browser's windows do not track created tabs: check the query itself.
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockImplementation((async () => [{ ...tab, url: 'https://example.com/b' }]) as never);
    expect(await resolveTargetTab('')).toEqual({ ok: true, tabId: null, url: 'https://example.com/b' });
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('refuses unreadable and unshortenable tabs', async () => {
    expect((await resolveTargetTab('?tabId=999')).ok).toBe(false);
    const tab = await fakeBrowser.tabs.create({ url: 'about:blank' });
    expect((await resolveTargetTab(`?tabId=${tab.id}`)).ok).toBe(false);
  });
});
