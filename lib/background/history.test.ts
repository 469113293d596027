import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { makeLink } from '../../test/fake-api';
import { addToHistory, clearHistory, HISTORY_LIMIT, listHistory, toHistoryEntry } from './history';

const entry = (n: number) =>
  toHistoryEntry(makeLink({ id: n, alias: `a${n}`, shortUrl: `https://sho.rt/a${n}` }));

describe('history', () => {
  beforeEach(() => fakeBrowser.reset());

  it('lists nothing when nothing was shortened', async () => {
    expect(await listHistory()).toEqual([]);
  });

  it('puts the newest entry first', async () => {
    await addToHistory(entry(1));
    await addToHistory(entry(2));
    expect((await listHistory()).map((e) => e.id)).toEqual([2, 1]);
  });

  it('keeps every entry when several are added at once (two shortens in flight)', async () => {
    await Promise.all([addToHistory(entry(1)), addToHistory(entry(2)), addToHistory(entry(3))]);
    expect((await listHistory()).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('includes an entry whose write was started but not awaited', async () => {
    void addToHistory(entry(1));
    expect((await listHistory()).map((e) => e.id)).toEqual([1]);
  });

  it('keeps one entry per short URL, moved to the top when added again', async () => {
    await addToHistory(entry(1));
    await addToHistory(entry(2));
    await addToHistory(entry(1));
    expect((await listHistory()).map((e) => e.id)).toEqual([1, 2]);
  });

  it(`keeps only the last ${HISTORY_LIMIT} entries`, async () => {
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) await addToHistory(entry(n));
    const list = await listHistory();
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]?.id).toBe(HISTORY_LIMIT + 5);
    expect(list.at(-1)?.id).toBe(6);
  });

  it('stores entries under local:history', async () => {
    await addToHistory(entry(1));
    const stored = await fakeBrowser.storage.local.get('history');
    expect(stored.history).toHaveLength(1);
  });

  it('empties the list when cleared', async () => {
    await addToHistory(entry(1));
    await clearHistory();
    expect(await listHistory()).toEqual([]);
  });

  it('uses the time of creation when the record has none', () => {
    const e = toHistoryEntry(
      makeLink({ createdAt: null }),
      undefined,
      () => new Date('2025-01-01T00:00:00Z'),
    );
    expect(e.createdAt).toBe('2025-01-01T00:00:00.000Z');
  });
});
