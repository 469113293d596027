import { describe, expect, it } from 'vitest';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import { REQUEST_POLICY } from '../../api/request-policy';
import { findLinks } from './find-links';

const withBudget = (remaining: number | undefined) =>
  Object.assign(fakeApi(), {
    rateLimitBudget: () => (remaining === undefined ? undefined : { remaining, resetAt: 0 }),
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

  it('stays local when the window is down to a view loading reserve, and asks at the reserve', async () => {
    const low = withBudget(REQUEST_POLICY.loading.reserve - 1);
    expect(await findLinks(low, { query: 'x', searchIn: 'title' })).toEqual({ links: [], localOnly: true });
    expect(low.links.list).not.toHaveBeenCalled();

    const enough = withBudget(REQUEST_POLICY.loading.reserve);
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
