import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../../../test/fake-clock';
import { makeLink, pageOf } from '../../../../test/manager-fixtures';
import type { Link, LinkListQuery } from '../../../api/schemas';
import type { Result } from '../../../shared/protocol';
import type { Send } from '../send';
import { EXPORT_PAGE_SIZE, EXPORT_SPACING_MS, fetchAllLinks } from './export';

/** A server holding `count` links, answering links.list by page. */
function fakeServer(count: number, failures: Result<never>[] = []) {
  const links = Array.from({ length: count }, (_, i) => makeLink({ id: i + 1 }));
  const queries: LinkListQuery[] = [];
  const send = vi.fn(async (_type: string, query: LinkListQuery) => {
    queries.push(query);
    const failure = failures.shift();
    if (failure) return failure;
    const perPage = query.perPage ?? 10;
    const page = query.page ?? 1;
    const items = links.slice((page - 1) * perPage, page * perPage);
    return { ok: true, value: pageOf(items, page, Math.max(1, Math.ceil(count / perPage)), count, perPage) };
  });
  return { send: send as unknown as Send, queries };
}

describe('fetchAllLinks', () => {
  it('fetches every page with the filters and reports progress when there are several pages', async () => {
    const server = fakeServer(250);
    const clock = fakeClock();
    const progress: number[] = [];
    const result = await fetchAllLinks({
      send: server.send,
      query: { search: 'x', status: 'active', page: 4, perPage: 10 },
      sleep: clock.sleep,
      onProgress: (p) => progress.push(p.fetched),
    });
    expect(result.ok && result.value.map((link: Link) => link.id)).toEqual(
      Array.from({ length: 250 }, (_, i) => i + 1),
    );
    expect(server.queries).toEqual(
      [1, 2, 3].map((page) => ({ search: 'x', status: 'active', page, perPage: EXPORT_PAGE_SIZE })),
    );
    expect(progress).toEqual([100, 200, 250]);
    expect(clock.waits).toEqual([EXPORT_SPACING_MS, EXPORT_SPACING_MS]);
  });

  it('returns an empty list when nothing matches', async () => {
    const result = await fetchAllLinks({ send: fakeServer(0).send, query: {}, sleep: fakeClock().sleep });
    expect(result).toEqual({ ok: true, value: [] });
  });

  it('waits the retry-after and asks for the same page again when rate limited', async () => {
    const server = fakeServer(150, [
      { ok: false, error: { code: 'rate_limited', message: '', retryAfter: 7 } },
    ]);
    const clock = fakeClock();
    const result = await fetchAllLinks({ send: server.send, query: {}, sleep: clock.sleep });
    expect(result.ok && result.value).toHaveLength(150);
    expect(clock.waits).toEqual([7000, EXPORT_SPACING_MS]);
    expect(server.queries.map((q) => q.page)).toEqual([1, 1, 2]);
  });

  it('returns the error when a page fails', async () => {
    const error = { code: 'server', message: 'Server Error', status: 500 } as const;
    const server = fakeServer(50, [{ ok: false, error }]);
    expect(await fetchAllLinks({ send: server.send, query: {}, sleep: fakeClock().sleep })).toEqual({
      ok: false,
      error,
    });
  });

  it('stops with a cancelled error when the signal aborts between pages', async () => {
    const server = fakeServer(1000);
    const controller = new AbortController();
    const result = await fetchAllLinks({
      send: server.send,
      query: {},
      sleep: fakeClock().sleep,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.fetched >= 200) controller.abort();
      },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('cancelled');
    expect(server.queries).toHaveLength(2);
  });

  it('lists a link once when a new link shifts the pages during the export', async () => {
    const first = [makeLink({ id: 3 }), makeLink({ id: 2 })];
    const second = [makeLink({ id: 2 }), makeLink({ id: 1 })];
    const send = vi.fn(async (_type: string, query: LinkListQuery) => ({
      ok: true,
      value: pageOf(query.page === 1 ? first : second, query.page, 2, 4),
    })) as unknown as Send;
    const result = await fetchAllLinks({ send, query: {}, sleep: fakeClock().sleep });
    expect(result.ok && result.value.map((link) => link.id)).toEqual([3, 2, 1]);
  });
});
