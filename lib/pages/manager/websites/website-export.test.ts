import { describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../../../test/fake-clock';
import { makeWebsite, pageOf } from '../../../../test/manager-fixtures';
import type { WebsiteListQuery } from '../../../api/schemas';
import type { Send } from '../send';
import { websiteDeleteRunner, websiteExport, websitesToCsv } from './website-export';

describe('websitesToCsv', () => {
  it('writes a header and one row per website, the ASCII host and the excluded IPs in one cell', () => {
    const site = makeWebsite({
      id: 7,
      host: 'xn--bcher-kva.example',
      privacy: 'public',
      emailReports: true,
      excludeBots: false,
      excludeIps: ['1.2.3.4', '10.0.0.0/8'],
      createdAt: '2024-01-02T03:04:05Z',
    });
    expect(websitesToCsv([site])).toBe(
      'id,host,privacy,email_reports,exclude_bots,exclude_ips,created_at\r\n' +
        '7,xn--bcher-kva.example,public,true,false,1.2.3.4 10.0.0.0/8,2024-01-02T03:04:05Z\r\n',
    );
  });
});

describe('websiteExport', () => {
  it('fetches every page of the search, 100 at a time, whatever page the list shows', async () => {
    const sites = Array.from({ length: 150 }, (_, i) => makeWebsite({ id: i + 1 }));
    const queries: WebsiteListQuery[] = [];
    const send = vi.fn(async (_type: string, query: WebsiteListQuery) => {
      queries.push(query);
      const page = query.page ?? 1;
      return { ok: true, value: pageOf(sites.slice((page - 1) * 100, page * 100), page, 2, 150, 100) };
    }) as unknown as Send;
    const kind = websiteExport(send, { search: 'shop', sort: 'asc', perPage: 25, page: 3 });
    const result = await kind.fetchAll({ sleep: fakeClock().sleep });
    expect(result.ok && result.value.map((site) => site.id)).toEqual(sites.map((site) => site.id));
    expect(queries).toEqual([
      { search: 'shop', sort: 'asc', page: 1, perPage: 100 },
      { search: 'shop', sort: 'asc', page: 2, perPage: 100 },
    ]);
  });
});

describe('websiteDeleteRunner', () => {
  it('counts a website the server no longer has as deleted', async () => {
    const send = vi.fn(async () => ({
      ok: false,
      error: { code: 'not_found', message: 'gone' },
    })) as unknown as Send;
    expect(await websiteDeleteRunner(send)(makeWebsite({ id: 9 }))).toEqual({ ok: true, value: undefined });
    expect(send).toHaveBeenCalledWith('websites.remove', { id: 9 });
  });
});
