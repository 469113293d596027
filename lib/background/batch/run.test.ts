import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { ApiError } from '../../api/errors';
import type { LinkListQuery } from '../../api/schemas';
import type { BatchJob } from '../../shared/batch';
import { t } from '../../shared/i18n';
import { newJob } from './jobs';
import { type BatchDeps, nextLookup, runBatch } from './run';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const settings = {
  reuseExisting: true,
  defaultDomain: null,
  defaultSpace: null,
  profileId: 'default',
  linksBaseUrl: 'https://sho.rt',
};

function setup(urls: string[]) {
  const api = fakeApi();
  const saved: BatchJob[] = [];
  let clock = NOW;
  const deps: BatchDeps = {
    api,
    settings,
    save: async (job) => {
      saved.push(structuredClone(job));
    },
    now: () => clock,
    sleep: vi.fn(async (ms: number) => {
      clock += ms;
    }),
  };
  const job = newJob({ source: 'tabs', items: urls.map((url) => ({ url, title: null })) }, 'default', NOW);
  return { api, deps, job, saved, advance: (ms: number) => (clock += ms) };
}

describe('runBatch', () => {
  beforeEach(() => fakeBrowser.reset());

  it('creates one link per URL, reuses an existing one and keeps a short URL of the account as it is', async () => {
    const { api, deps, job } = setup(['https://a.example/', 'https://b.example/', 'https://sho.rt/kept']);
    api.links.list.mockImplementation(async (query?: LinkListQuery) => {
      if (query?.searchBy === 'alias')
        return pageOf([makeLink({ alias: 'kept', shortUrl: 'https://sho.rt/kept' })]);
      if (query?.search === 'https://b.example/')
        return pageOf([makeLink({ url: 'https://b.example/', shortUrl: 'https://sho.rt/old' })]);
      return pageOf([]);
    });
    api.links.create.mockImplementation(async ({ url }) => makeLink({ url, shortUrl: 'https://sho.rt/new' }));

    const done = await runBatch(job, deps);

    expect(done.items.map(({ url, state, shortUrl, origin }) => ({ url, state, shortUrl, origin }))).toEqual([
      { url: 'https://a.example/', state: 'done', shortUrl: 'https://sho.rt/new', origin: 'created' },
      { url: 'https://b.example/', state: 'done', shortUrl: 'https://sho.rt/old', origin: 'reused' },
      { url: 'https://sho.rt/kept', state: 'done', shortUrl: 'https://sho.rt/kept', origin: 'short' },
    ]);
    expect(api.links.create).toHaveBeenCalledTimes(1);
    expect(done.finishedAt).toBe(NOW);
  });

  it('shortens the destination a caller asks for (a campaign added), while a short URL of the account stays as it is', async () => {
    const { api, deps, job } = setup(['https://a.example/', 'https://sho.rt/kept']);
    api.links.list.mockImplementation(async (query?: LinkListQuery) =>
      query?.searchBy === 'alias'
        ? pageOf([makeLink({ alias: 'kept', shortUrl: 'https://sho.rt/kept' })])
        : pageOf([]),
    );
    api.links.create.mockImplementation(async ({ url }) => makeLink({ url, shortUrl: 'https://sho.rt/new' }));

    const done = await runBatch(job, { ...deps, destination: (url) => `${url}?utm_source=news` });

    expect(api.links.create).toHaveBeenCalledOnce();
    expect(api.links.create.mock.calls[0]?.[0]).toMatchObject({ url: 'https://a.example/?utm_source=news' });
    expect(api.links.list).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'https://a.example/?utm_source=news', searchBy: 'url' }),
      expect.anything(),
    );
    expect(done.items.map((item) => item.shortUrl)).toEqual(['https://sho.rt/new', 'https://sho.rt/kept']);
  });

  it('saves the write as sending before it goes out, so a new worker knows it was in flight', async () => {
    const { api, deps, job, saved } = setup(['https://a.example/']);
    api.links.create.mockImplementation(async ({ url }) => {
      expect(saved.at(-1)?.items[0]).toMatchObject({ state: 'sending', sentAt: NOW });
      return makeLink({ url });
    });
    await runBatch(job, deps);
    expect(api.links.create).toHaveBeenCalledOnce();
  });

  it('reports a failed write with what to do, never sends it again, and goes on', async () => {
    const { api, deps, job } = setup(['https://a.example/', 'https://b.example/']);
    api.links.create
      .mockRejectedValueOnce(new ApiError({ code: 'server', status: 500, message: 'Server Error' }))
      .mockResolvedValueOnce(makeLink({ url: 'https://b.example/' }));
    const done = await runBatch(job, deps);
    expect(done.items[0]).toMatchObject({
      state: 'failed',
      error: { code: 'server', message: t('error_server') },
    });
    expect(done.items[1]?.state).toBe('done');
    expect(api.links.create).toHaveBeenCalledTimes(2);
  });

  it('waits for the reset once the budget is spent: no request before it', async () => {
    const { api, deps, job, saved } = setup(['https://a.example/', 'https://b.example/']);
    const resetAt = NOW + 45_000;
    let calls = 0;
    deps.api.rateLimitBudget = vi.fn(() =>
      calls >= 2 && deps.now() < resetAt ? { remaining: 0, resetAt } : undefined,
    );
    const at: number[] = [];
    api.links.list.mockImplementation(async () => {
      calls++;
      at.push(deps.now());
      return pageOf([]);
    });
    api.links.create.mockImplementation(async ({ url }) => {
      calls++;
      at.push(deps.now());
      return makeLink({ url });
    });

    const done = await runBatch(job, deps);

    expect(deps.sleep).toHaveBeenCalledWith(45_000);
    expect(at.slice(2).every((time) => time >= resetAt)).toBe(true);
    expect(saved.some((state) => state.waitUntil === resetAt)).toBe(true);
    expect(done.items.every((item) => item.state === 'done')).toBe(true);
  });

  it('sends a write the rate limit turned away after its reset (nothing was stored)', async () => {
    const { api, deps, job } = setup(['https://a.example/']);
    api.links.create
      .mockRejectedValueOnce(
        new ApiError({ code: 'rate_limited', status: 429, message: 'Too Many', retryAfter: 30 }),
      )
      .mockResolvedValueOnce(makeLink({ url: 'https://a.example/' }));
    const done = await runBatch(job, deps);
    expect(deps.sleep).toHaveBeenCalledWith(30_000);
    expect(done.items[0]?.state).toBe('done');
  });

  describe('a write in flight when the worker stopped', () => {
    it('takes the link the server made for the URL since the write, without sending it again', async () => {
      const { api, deps, job } = setup(['https://a.example/']);
      job.items[0] = { ...job.items[0]!, state: 'sending', sentAt: NOW };
      api.links.list.mockResolvedValue(
        pageOf([
          makeLink({
            url: 'https://a.example/',
            shortUrl: 'https://sho.rt/made',
            createdAt: '2026-11-25T12:00:01Z',
          }),
        ]),
      );
      const done = await runBatch(job, deps);
      expect(done.items[0]).toMatchObject({
        state: 'done',
        shortUrl: 'https://sho.rt/made',
        origin: 'created',
      });
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('reports it when no such link is found, rather than risk a second link', async () => {
      const { api, deps, job } = setup(['https://a.example/']);
      job.items[0] = { ...job.items[0]!, state: 'sending', sentAt: NOW };
      api.links.list.mockResolvedValue(
        pageOf([makeLink({ url: 'https://a.example/', createdAt: '2025-01-01T00:00:00Z' })]),
      );
      const done = await runBatch(job, deps);
      expect(done.items[0]).toMatchObject({ state: 'failed', error: { message: t('batch_unconfirmed') } });
      expect(api.links.create).not.toHaveBeenCalled();
    });
  });

  describe('looking for an interrupted write the server may still be storing', () => {
    const made = makeLink({ url: 'https://a.example/', shortUrl: 'https://sho.rt/late', createdAt: null });
    function interrupted(sentAgo = 0) {
      const setupped = setup(['https://a.example/']);
      setupped.job.items[0] = { ...setupped.job.items[0]!, state: 'sending', sentAt: NOW - sentAgo };
      return setupped;
    }
    /** When each lookup was made, measured from the write's departure. */
    function lookupTimes(api: ReturnType<typeof fakeApi>, deps: BatchDeps, answers: number) {
      const at: number[] = [];
      api.links.list.mockImplementation(async () => {
        at.push(deps.now() - NOW);
        return pageOf(at.length > answers ? [made] : []);
      });
      return at;
    }

    it('looks again, further apart each time, and takes the link once the server has stored it', async () => {
      const { api, deps, job } = interrupted();
      const at = lookupTimes(api, deps, 3);

      const done = await runBatch(job, { ...deps, writeTimeoutMs: 30_000 });

      expect(at).toEqual([0, 1_000, 2_000, 4_000]);
      expect(done.items[0]).toMatchObject({
        state: 'done',
        shortUrl: 'https://sho.rt/late',
        origin: 'created',
      });
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('calls it unconfirmed only after the write’s time-out has passed, never sending it again', async () => {
      const { api, deps, job } = interrupted();
      const at = lookupTimes(api, deps, Number.POSITIVE_INFINITY);

      const done = await runBatch(job, { ...deps, writeTimeoutMs: 30_000 });

      expect(at).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
      expect(done.items[0]).toMatchObject({ state: 'failed', error: { message: t('batch_unconfirmed') } });
      expect(api.links.create).not.toHaveBeenCalled();
    });

    it('goes on with the schedule where a stopped worker left it, and looks once when it is over', async () => {
      const late = interrupted(5_000);
      const atLate = lookupTimes(late.api, late.deps, Number.POSITIVE_INFINITY);
      const over = interrupted(60_000);
      const atOver = lookupTimes(over.api, over.deps, Number.POSITIVE_INFINITY);

      await runBatch(late.job, { ...late.deps, writeTimeoutMs: 30_000 });
      await runBatch(over.job, { ...over.deps, writeTimeoutMs: 30_000 });

      expect(atLate).toEqual([0, 3_000, 11_000, 25_000]);
      expect(atOver).toEqual([0]);
    });
  });

  it('takes the steps of two jobs at once one URL at a time, in turn, never two requests together', async () => {
    const first = setup(['https://a.example/1', 'https://a.example/2']);
    const second = setup(['https://b.example/1']);
    const log: string[] = [];
    for (const { api } of [first, second]) {
      api.links.list.mockResolvedValue(pageOf([]));
      api.links.create.mockImplementation(async ({ url }) => {
        log.push(`start ${url}`);
        await new Promise((resolve) => setTimeout(resolve, 0));
        log.push(`end ${url}`);
        return makeLink({ url });
      });
    }

    await Promise.all([runBatch(first.job, first.deps), runBatch(second.job, second.deps)]);

    expect(log).toEqual([
      'start https://a.example/1',
      'end https://a.example/1',
      'start https://b.example/1',
      'end https://b.example/1',
      'start https://a.example/2',
      'end https://a.example/2',
    ]);
  });

  it('refuses a URL that cannot be shortened without a request', async () => {
    const { api, deps, job } = setup(['chrome://settings/']);
    const done = await runBatch(job, deps);
    expect(done.items[0]).toMatchObject({ state: 'failed', error: { code: 'unsupported_url' } });
    expect(api.links.list).not.toHaveBeenCalled();
  });
});

describe('nextLookup', () => {
  it('spaces the lookups of an interrupted write 1, 2, 4, 8… seconds after it went out, the last at its time-out', () => {
    const after = (ms: number) => nextLookup(NOW, NOW + ms, 20_000);
    expect([0, 999, 1_000, 3_500, 8_000, 16_000, 19_999].map(after)).toEqual(
      [1_000, 1_000, 2_000, 4_000, 16_000, 20_000, 20_000].map((ms) => NOW + ms),
    );
  });

  it('has no next lookup once the time-out has passed', () => {
    expect(nextLookup(NOW, NOW + 20_000, 20_000)).toBeNull();
    expect(nextLookup(NOW, NOW + 90_000, 20_000)).toBeNull();
  });
});

describe('newJob', () => {
  it('keeps one item per distinct URL, with the first title', () => {
    const job = newJob(
      {
        source: 'tabs',
        items: [
          { url: 'https://a.example', title: 'A' },
          { url: 'https://a.example/', title: 'A again' },
          { url: 'https://b.example/', title: ' ' },
        ],
      },
      'default',
      NOW,
    );
    expect(job.items).toEqual([
      { url: 'https://a.example/', title: 'A', state: 'pending' },
      { url: 'https://b.example/', title: null, state: 'pending' },
    ]);
  });
});
