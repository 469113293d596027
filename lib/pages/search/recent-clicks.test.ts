import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLink, pageOf } from '../../../test/fake-api';
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
  beforeEach(() => sendMock.mockReset());

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

    expect(sendMock.mock.calls).toEqual([['links.list', { sort: 'newest', perPage: 100 }]]);
    expect(clicks).toEqual([
      { id: 1, clicks: 3 },
      { id: 2, clicks: 0 },
    ]);
  });

  it('asks nothing without recent links, and gives no counts when the list fails', async () => {
    expect(await recentClicks([])).toEqual([]);
    expect(sendMock).not.toHaveBeenCalled();

    sendMock.mockResolvedValue({ ok: false, error: { code: 'network', message: 'offline' } });
    expect(await recentClicks([entry(1)])).toEqual([]);
  });
});
