import { describe, expect, it } from 'vitest';
import { fakeApi, makeLink, pageOf } from '../../test/fake-api';
import { ApiError } from '../api/errors';
import type { HistoryEntry } from '../protocol';
import { findLinks, recentClicks } from './find-links';

const withBudget = (remaining: number | undefined) =>
  Object.assign(fakeApi(), { rateLimitRemaining: () => remaining });
const entry = (id: number): HistoryEntry => ({
  id,
  alias: `a${id}`,
  url: 'https://example.com',
  shortUrl: `https://sho.rt/a${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('findLinks', () => {
  it('sends one list request: the query on the chosen field, most clicks first, 10 per page', async () => {
    const api = withBudget(59);
    api.links.list.mockResolvedValue(pageOf([makeLink({ alias: 'sale', clicks: 7 })]));

    const result = await findLinks(api, { query: '  spring sale ', searchIn: 'alias' });

    expect(api.links.list).toHaveBeenCalledTimes(1);
    expect(api.links.list).toHaveBeenCalledWith(
      { search: 'spring sale', searchBy: 'alias', sort: 'most_clicks', perPage: 10 },
      { waitForRateLimit: false },
    );
    expect(result.localOnly).toBe(false);
    expect(result.links.map((l) => [l.alias, l.clicks])).toEqual([['sale', 7]]);
  });

  it('sends nothing for a blank query', async () => {
    const api = withBudget(undefined);

    expect(await findLinks(api, { query: ' ', searchIn: 'title' })).toEqual({ links: [], localOnly: false });
    expect(api.links.list).not.toHaveBeenCalled();
  });

  it('stays local when fewer than 5 requests are left, and asks when 5 are', async () => {
    const low = withBudget(4);
    expect(await findLinks(low, { query: 'x', searchIn: 'title' })).toEqual({ links: [], localOnly: true });
    expect(low.links.list).not.toHaveBeenCalled();

    const enough = withBudget(5);
    await findLinks(enough, { query: 'x', searchIn: 'title' });
    expect(enough.links.list).toHaveBeenCalledTimes(1);
  });

  it('rejects with the ApiError of a failed request (the popup shows it in the list)', async () => {
    const api = withBudget(undefined);
    api.links.list.mockRejectedValue(new ApiError({ code: 'unauthorized', message: 'x', status: 401 }));

    await expect(findLinks(api, { query: 'x', searchIn: 'url' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });
});

describe('recentClicks', () => {
  it('reads every recent link’s clicks from one list of the newest links', async () => {
    const api = withBudget(undefined);
    api.links.list.mockResolvedValue(
      pageOf([
        makeLink({ id: 1, clicks: 3 }),
        makeLink({ id: 2, clicks: 0 }),
        makeLink({ id: 7, clicks: 9 }),
      ]),
    );

    const clicks = await recentClicks(api, [entry(1), entry(2), entry(5)]);

    expect(api.links.list).toHaveBeenCalledTimes(1);
    expect(api.links.list).toHaveBeenCalledWith(
      { sort: 'newest', perPage: 100 },
      { waitForRateLimit: false },
    );
    expect(clicks).toEqual([
      { id: 1, clicks: 3 },
      { id: 2, clicks: 0 },
    ]);
  });

  it('asks nothing without recent links or with a nearly spent budget', async () => {
    const api = withBudget(2);

    expect(await recentClicks(api, [])).toEqual([]);
    expect(await recentClicks(api, [entry(1)])).toEqual([]);
    expect(api.links.list).not.toHaveBeenCalled();
  });
});
