import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLink, pageOf } from '../../../test/fake-api';
import type { Link } from '../../api/schemas';
import type { HistoryEntry, Result } from '../../shared/protocol';
import { send } from '../rpc';
import { recentClicks } from './recent-clicks';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

const entry = (id: number): HistoryEntry => ({
  id,
  alias: `a${id}`,
  url: 'https://example.com',
  shortUrl: `https://sho.rt/a${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('recentClicks', () => {
  beforeEach(() => {
    sendMock.mockReset();
  });

  it('reads every recent link’s clicks from one list of the newest links', async () => {
    sendMock.mockResolvedValue({
      ok: true,
      value: pageOf([
        makeLink({ id: 1, clicks: 3 }),
        makeLink({ id: 2, clicks: 0 }),
        makeLink({ id: 7, clicks: 9 }),
      ]),
    });

    const clicks = await recentClicks([entry(1), entry(2), entry(5)]);

    expect(sendMock.mock.calls[0]).toEqual(['links.list', { sort: 'newest', perPage: 100 }]);
    expect(clicks.clicks).toEqual([
      { id: 1, clicks: 3 },
      { id: 2, clicks: 0 },
    ]);
  });

  it('asks nothing without recent links, and gives no counts when the list fails', async () => {
    const none = { clicks: [], deleted: [] };
    expect(await recentClicks([])).toEqual(none);
    expect(sendMock).not.toHaveBeenCalled();

    sendMock.mockResolvedValue({ ok: false, error: { code: 'network', message: 'offline' } });
    expect(await recentClicks([entry(1)])).toEqual(none);
  });

  describe('deleted links', () => {
    /** The list answers `items` (of `total` links in all); a link's own request answers 404 for `gone`. */
    function serverWith(items: Link[], gone: number[], total = items.length) {
      sendMock.mockImplementation(async (type, input) => {
        if (type === 'links.list') return { ok: true, value: pageOf(items, total) };
        const { id } = input as { id: number };
        return gone.includes(id)
          ? { ok: false, error: { code: 'not_found', message: 'That item does not exist.' } }
          : { ok: true, value: makeLink({ id }) };
      });
    }
    const asked = () =>
      sendMock.mock.calls.filter(([type]) => type === 'links.get').map(([, input]) => input);

    it('names a recent link the account’s whole list no longer holds once its own request answers 404', async () => {
      serverWith([makeLink({ id: 1 })], [5]);

      const check = await recentClicks([entry(1), entry(5)]);

      expect(check.deleted).toEqual([5]);
      expect(asked()).toEqual([{ id: 5 }]);
    });

    it('keeps a missing link that still answers (the list left it out for another reason)', async () => {
      serverWith([makeLink({ id: 1 })], []);

      expect((await recentClicks([entry(1), entry(5)])).deleted).toEqual([]);
    });

    it('asks nothing of a link older than every link of a partial list (a reused old link)', async () => {
      const newer = makeLink({ id: 1, createdAt: '2026-03-01T00:00:00.000Z' });
      serverWith([newer], [5, 6], 250);

      const check = await recentClicks([
        entry(1),
        { ...entry(5), createdAt: '2026-04-01T00:00:00.000Z' },
        { ...entry(6), createdAt: '2026-02-01T00:00:00.000Z' },
      ]);

      expect(asked()).toEqual([{ id: 5 }]);
      expect(check.deleted).toEqual([5]);
    });
  });
});
