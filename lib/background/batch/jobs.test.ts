import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Browser, browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { batchItem, dismissBatch, finishedTitle, rememberPending, startBatch, startPending } from './jobs';

/** The job never runs here (its API never comes): only the starting is under test. */
const deps = { getApi: () => new Promise<never>(() => {}) };
const request = { source: 'tabs' as const, items: [{ url: 'https://a.example/', title: 'A' }] };

describe('Shorten many jobs', () => {
  beforeEach(() => fakeBrowser.reset());

  it('refuses a second job while one is unfinished', async () => {
    await batchItem.setValue({ ...(await startBatch(request, deps)), finishedAt: null });
    await expect(startBatch(request, deps)).rejects.toMatchObject({ code: 'validation' });
  });

  it('starts the pending tabs when the permission arrives, and the popup that asked gets that job', async () => {
    const tabs = [{ url: 'https://a.example/', title: 'A' }] as Browser.tabs.Tab[];
    // The typings' last overload (a callback) types the spy's value as void.
    const query = vi.spyOn(browser.tabs, 'query').mockImplementation((async () => tabs) as never);
    await rememberPending('window');
    const started = await startPending(deps);
    expect(started?.items.map((item) => item.url)).toEqual(['https://a.example/']);
    expect(query).toHaveBeenCalledWith({ lastFocusedWindow: true });

    const answer = await startBatch(
      { source: 'tabs', items: [{ url: 'https://b.example/', title: null }] },
      deps,
      true,
    );
    expect(answer.id).toBe(started?.id);
  });

  it('starts nothing on a permission granted without a pending choice', async () => {
    expect(await startPending(deps)).toBeNull();
    expect(await batchItem.getValue()).toBeNull();
  });

  it('forgets a finished job on Done, never an unfinished one', async () => {
    const job = await startBatch(request, deps);
    await batchItem.setValue({ ...job, finishedAt: null });
    await dismissBatch();
    expect(await batchItem.getValue()).not.toBeNull();
    await batchItem.setValue({ ...job, finishedAt: 1 });
    await dismissBatch();
    expect(await batchItem.getValue()).toBeNull();
  });
});

describe('the notification of a finished job', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });

  it('is titled with the name the user chose the job by', () => {
    expect(finishedTitle('selection')).toBe('“Shorten links in selection” finished');
    expect(finishedTitle('tabs')).toBe('“Shorten every tab of this window” finished');
    expect(finishedTitle('field')).toBe('“Shorten links in this field” finished');
  });
});
