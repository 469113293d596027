/**
 * manager.html, links view, in Chromium against the classic reference server: the list
 * against the seeded records, search, filters, sort, paging, the view's state in the hash, create,
 * edit (only the changed field is sent), disable/enable, delete with confirmation, QR code, CSV
 * export of a filtered list (cell by cell), and bulk delete within the rate limit.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall, listAll, listPage } from './support/api';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests, expectNoRequest, type RunningServer, startReferenceServer } from './support/server';

const suite = useChromium();
const LINKS = '/api/v1/links';

async function openManager(hash = ''): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  return new ManagerPage(page).ready();
}

/** The aliases the server lists for `query` (page 1, 25 per page: the manager's default). */
async function serverAliases(query: Record<string, string | number> = {}): Promise<string[]> {
  const { data } = await listPage(suite.server, LINKS, { per_page: 25, ...query });
  return data.map((link) => String(link.alias));
}

/** The query of the last links list the manager asked for. */
function lastListQuery(server: RunningServer = suite.server): Record<string, unknown> | undefined {
  return apiRequests(server, 'GET', LINKS).at(-1)?.query;
}

/** The write that changed link `id` (PUT or PATCH: docs/API.md allows either). */
function updatesOf(id: number) {
  return apiRequests(suite.server).filter(
    (r) => (r.method === 'PUT' || r.method === 'PATCH') && r.path === `${LINKS}/${id}`,
  );
}

const statusLabel = { active: 'Active', expired: 'Expired', disabled: 'Disabled' } as const;

/** Each seeded link's status as the server's own filters define it (docs/API.md section 2). */
async function serverStatuses(): Promise<Map<number, keyof typeof statusLabel>> {
  const statuses = new Map<number, keyof typeof statusLabel>();
  for (const [status, code] of [
    ['active', 1],
    ['expired', 2],
    ['disabled', 3],
  ] as const) {
    for (const link of await listAll(suite.server, LINKS, { status: code }))
      statuses.set(Number(link.id), status);
  }
  return statuses;
}

/** Creates `count` links for the demo account over HTTP (arrange step of the bulk tests). */
async function createLinks(server: RunningServer, count: number, beforeEach?: () => void): Promise<void> {
  for (let n = 1; n <= count; n++) {
    beforeEach?.();
    const answer = await apiCall(server, 'POST', LINKS, {
      form: { url: `https://bulk.example/item-${n}` },
    });
    expect(answer.status).toBe(201);
  }
}

/** RFC 4180: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The dark modules of the dialog's QR code, read from its SVG path ("M{x} {y}h1v1h-1z" per module). */
async function qrModules(page: Page, name: string): Promise<{ size: number; dark: Set<string> }> {
  const svg = page.getByRole('img', { name, exact: true });
  await svg.waitFor({ state: 'visible' });
  const { viewBox, d } = await svg.evaluate((el) => ({
    viewBox: el.getAttribute('viewBox') ?? '',
    d: el.querySelector('path')?.getAttribute('d') ?? '',
  }));
  const size = Number(viewBox.split(/\s+/)[2]);
  const dark = new Set([...d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`));
  return { size, dark };
}

describe('manager links (Chromium)', () => {
  it('lists the seeded links of page 1 with their fields, newest first', async () => {
    const { server } = suite;
    const expected = (await listPage(server, LINKS, { per_page: 25 })).data;
    const statuses = await serverStatuses();
    server.clearRequests();

    const manager = await openManager();
    await expect.poll(() => manager.aliases()).toEqual(expected.map((link) => String(link.alias)));
    const rows = (await manager.tableData()) ?? [];
    expect(rows).toHaveLength(25);
    rows.forEach((row, i) => {
      const link = expected[i] as ApiRecord;
      const named = (ref: unknown) => (ref as { name?: string } | null)?.name ?? '';
      expect(row).toMatchObject({
        'Short URL': link.short_url,
        Destination: link.url,
        Title: link.title ?? '',
        Clicks: Number(link.clicks).toLocaleString('en-US'), // as the page's language writes numbers
        Status: statusLabel[statuses.get(Number(link.id)) ?? 'active'],
        Space: named(link.space),
      });
      // The link's domain is the start of its short URL (no Domain column of its own).
      if (link.domain) expect(row['Short URL']?.startsWith(`${named(link.domain)}/`)).toBe(true);
    });
    expect(await manager.pagerText.textContent()).toMatch(/Page 1 of 2\b.*30 links in all/);
    // One list request, for page 1 with the manager's 25 per page, newest first.
    const lists = apiRequests(server, 'GET', LINKS);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query).toMatchObject({ per_page: '25', sort: 'desc' });
    expect(lists[0]?.status).toBe(200);
  });

  it('searches by title, alias and URL as chosen in Search by', async () => {
    const manager = await openManager();
    const cases = [
      ['Title', 'title', 'Release'],
      ['Alias', 'alias', 'get'],
      ['URL', 'url', 'wikipedia'],
    ] as const;
    for (const [label, by, text] of cases) {
      await manager.searchBy.selectOption({ label });
      await manager.search.fill(text);
      await manager.search.press('Enter');
      const expected = await serverAliases({ search: text, by });
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => manager.aliases(), { message: `search ${by}=${text}` }).toEqual(expected);
      expect(lastListQuery()).toMatchObject({ search: text, by });
    }
  });

  for (const [label, code] of [
    ['Active', 1],
    ['Expired', 2],
    ['Disabled', 3],
  ] as const) {
    it(`filters by status ${label}: the server's ${label.toLowerCase()} links, each marked ${label}`, async () => {
      const manager = await openManager();
      await manager.status.selectOption({ label });
      const expected = await serverAliases({ status: code });
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => manager.aliases()).toEqual(expected);
      expect(new Set(await manager.column('Status'))).toEqual(new Set([label]));
      expect(lastListQuery()).toMatchObject({ status: String(code) });
    });
  }

  it('filters by space and by domain', async () => {
    const manager = await openManager();
    await manager.filter('Space').selectOption({ label: 'Work' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ space: 2 }));
    expect(new Set(await manager.column('Space'))).toEqual(new Set(['Work']));
    expect(lastListQuery()).toMatchObject({ space: '2' });

    await manager.filter('Space').selectOption({ label: 'Any' });
    await manager.filter('Domain').selectOption({ label: 'https://go.example' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ domain: 2 }));
    // The domain shows in the short URL itself (the table has no Domain column of its own).
    const domains = (await manager.column('Short URL'))?.map((url) => new URL(url).origin);
    expect(new Set(domains)).toEqual(new Set(['https://go.example']));
    expect(lastListQuery()).toMatchObject({ domain: '2' });
    expect(lastListQuery()).not.toHaveProperty('space');
  });

  it('sorts newest, oldest, most clicks and fewest clicks', async () => {
    const manager = await openManager();
    const clicks = async () =>
      (await manager.column('Clicks'))?.map((text) => Number(text.replaceAll(',', ''))) ?? null;

    await manager.sort.selectOption({ label: 'Most clicks' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ sort: 'max' }));
    const most = (await clicks()) ?? [];
    expect(most).toEqual([...most].sort((a, b) => b - a));
    expect(lastListQuery()).toMatchObject({ sort: 'max' });

    await manager.sort.selectOption({ label: 'Fewest clicks' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ sort: 'min' }));
    const fewest = (await clicks()) ?? [];
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    expect(fewest[0]).toBeLessThan(most[0] ?? 0);
    expect(lastListQuery()).toMatchObject({ sort: 'min' });

    // Seeded ids grow with creation time: oldest first is ids 1..25, newest first 30..6.
    await manager.sort.selectOption({ label: 'Oldest first' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ sort: 'asc' }));
    expect(lastListQuery()).toMatchObject({ sort: 'asc' });
    expect((await manager.aliases())?.[0]).toBe('launch');

    await manager.sort.selectOption({ label: 'Newest first' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ sort: 'desc' }));
    expect(lastListQuery()).toMatchObject({ sort: 'desc' });
  });

  it('pages with Next page and Previous page, showing "Page X of Y" and the total', async () => {
    const manager = await openManager();
    await expect(manager.pagerText.textContent()).resolves.toMatch(/Page 1 of 2\b.*30 links in all/);
    expect(await manager.previousPage.isDisabled()).toBe(true);

    await manager.nextPage.click();
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ page: 2 }));
    expect(await manager.rows.count()).toBe(5);
    expect(await manager.pagerText.textContent()).toMatch(/Page 2 of 2\b.*30 links in all/);
    expect(await manager.nextPage.isDisabled()).toBe(true);
    expect(lastListQuery()).toMatchObject({ page: '2', per_page: '25' });

    await manager.previousPage.click();
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ page: 1 }));
    expect(await manager.pagerText.textContent()).toMatch(/Page 1 of 2\b/);
  });

  it('keeps search, filters, sort, per page and page in the URL hash across a reload', async () => {
    const manager = await openManager();
    await manager.searchBy.selectOption({ label: 'URL' });
    await manager.search.fill('example');
    await manager.search.press('Enter');
    await manager.status.selectOption({ label: 'Active' });
    await manager.sort.selectOption({ label: 'Most clicks' });
    await manager.perPage.selectOption('10');
    const query = { search: 'example', by: 'url', status: 1, sort: 'max', per_page: 10 };
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases(query));
    await manager.nextPage.click();
    const page2 = await serverAliases({ ...query, page: 2 });
    expect(page2.length).toBeGreaterThan(0);
    await expect.poll(() => manager.aliases()).toEqual(page2);

    const hash = new URL(manager.page.url()).hash;
    const params = new URLSearchParams(hash.replace(/^#links\??/, ''));
    expect(hash).toMatch(/^#links\?/);
    expect(Object.fromEntries(params)).toMatchObject({
      search: 'example',
      by: 'url',
      status: 'active',
      sort: 'most_clicks',
      perPage: '10',
      page: '2',
    });

    suite.server.clearRequests();
    await manager.page.reload();
    await manager.ready();
    await expect.poll(() => manager.aliases()).toEqual(page2);
    expect(new URL(manager.page.url()).hash).toBe(hash);
    expect(await manager.search.inputValue()).toBe('example');
    expect(await manager.searchBy.inputValue()).toBe('url');
    expect(await manager.status.inputValue()).toBe('active');
    expect(await manager.sort.inputValue()).toBe('most_clicks');
    expect(await manager.perPage.inputValue()).toBe('10');
    expect(await manager.pagerText.textContent()).toMatch(/Page 2 of/);
    // After the reload the manager asks for that view only (never the default view first). A
    // bare `per_page=10` read is the client's dialect probe (lib/api/dialects), not a view.
    const views = apiRequests(suite.server, 'GET', LINKS).filter(
      (r) => JSON.stringify(r.query) !== JSON.stringify({ per_page: '10' }),
    );
    expect(views.length).toBeGreaterThan(0);
    for (const view of views)
      expect(view.query).toMatchObject({
        search: 'example',
        by: 'url',
        status: '1',
        sort: 'max',
        per_page: '10',
        page: '2',
      });
  });

  it('creates a link with New link: the POST carries the typed fields, the new row is listed', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.newLink.click();
    await manager.dialog.waitFor({ state: 'visible' });
    const url = 'https://example.com/e2e/created-in-the-manager';
    await manager.dialogField('URL').fill(url);
    await manager.dialogField('Alias').fill('e2e-created');
    await manager.dialogField('Password').fill('two words');
    server.clearRequests();
    await manager.submitDialog();

    const posts = apiRequests(server, 'POST', LINKS);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ url, alias: 'e2e-created', password: 'two words' });
    expect(posts[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(posts[0]?.status).toBe(201);
    // Newest first: the new link heads the reloaded list.
    await expect.poll(async () => (await manager.aliases())?.[0]).toBe('e2e-created');
    expect((await manager.tableData())?.[0]).toMatchObject({ Destination: url });
  });

  it('edits a link: the dialog is prefilled, and the write carries only the changed field', async () => {
    const { server } = suite;
    // "hello" (id 28) has a domain, a space and language targets: none of them may be re-sent.
    const before = (await apiCall(server, 'GET', `${LINKS}/28`)).body.data as ApiRecord;
    const manager = await openManager();
    await manager.rowButton('Edit', 'hello').click();
    await manager.dialog.waitFor({ state: 'visible' });
    await expect.poll(() => manager.dialogField('URL').inputValue()).toBe(before.url);
    expect(await manager.dialogField('Alias').inputValue()).toBe('hello');
    expect(await manager.dialogField('Password').inputValue()).toBe('');
    // More options opens by itself for a link that has them, showing the record's values.
    await expect.poll(() => manager.dialogField(msg('form_domain')).inputValue()).toBe('2');
    expect(await manager.dialogField(msg('form_space')).inputValue()).toBe('1');
    expect(await manager.dialogField(msg('form_targetsType')).inputValue()).toBe('languages');

    const url = 'https://example.com/e2e/edited';
    await manager.dialogField('URL').fill(url);
    server.clearRequests();
    await manager.submitDialog();

    const writes = updatesOf(28);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({ url });
    expect(writes[0]?.status).toBe(200);
    const after = (await apiCall(server, 'GET', `${LINKS}/28`)).body.data as ApiRecord;
    // Nothing else changed on the server (the title follows the URL; updated_at moves).
    const rest = ({ url: _u, title: _t, updated_at: _d, ...others }: ApiRecord) => others;
    expect(rest(after)).toEqual(rest(before));
    expect(after.url).toBe(url);
    await expect
      .poll(async () => (await manager.tableData())?.find((row) => row['Short URL']?.endsWith('/hello')))
      .toMatchObject({ Destination: url });
  });

  it('disables and enables a link with Disable <alias> / Enable <alias>', async () => {
    const { server } = suite;
    const manager = await openManager();
    const statusOf = async (alias: string) =>
      (await manager.tableData())?.find((row) => row['Short URL']?.endsWith(`/${alias}`))?.Status;
    expect(await statusOf('secret')).toBe('Active');

    server.clearRequests();
    await manager.rowAction('Disable secret').click();
    await manager.rowAction('Enable secret').waitFor({ state: 'visible' });
    await expect.poll(() => statusOf('secret')).toBe('Disabled');
    expect(updatesOf(12).map((r) => r.body)).toEqual([{ disabled: '1' }]);
    expect(((await apiCall(server, 'GET', `${LINKS}/12`)).body.data as ApiRecord).disabled).toBe(1);

    server.clearRequests();
    await manager.rowAction('Enable secret').click();
    await manager.rowAction('Disable secret').waitFor({ state: 'visible' });
    await expect.poll(() => statusOf('secret')).toBe('Active');
    expect(updatesOf(12).map((r) => r.body)).toEqual([{ disabled: '0' }]);
  });

  it('deletes a link after the confirmation dialog, and the row is gone', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.rowButton('Delete', 'rotate').click();
    await manager.dialog.waitFor({ state: 'visible' });
    expect(await manager.dialog.textContent()).toContain('rotate');
    server.clearRequests();
    await manager.submitDialog(manager.confirmDelete);

    const deletes = apiRequests(server, 'DELETE');
    expect(deletes.map((r) => [r.path, r.status])).toEqual([[`${LINKS}/23`, 200]]);
    await expect.poll(async () => (await manager.aliases())?.includes('rotate')).toBe(false);
    expect(await manager.pagerText.textContent()).toMatch(/29 links in all/);
    expect((await apiCall(server, 'GET', `${LINKS}/23`)).status).toBe(404);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.rowButton('Delete', 'rotate').click();
    await manager.dialog.waitFor({ state: 'visible' });
    server.clearRequests();
    await manager.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await manager.dialog.waitFor({ state: 'hidden' });
    await expectNoRequest(server, (r) => r.method === 'DELETE');
    expect(apiRequests(server, 'DELETE')).toEqual([]);
    expect(await manager.aliases()).toContain('rotate');
  });

  it("shows a row's QR code: the code of that link's short URL", async () => {
    const { server } = suite;
    const link = (await apiCall(server, 'GET', `${LINKS}/15`)).body.data as ApiRecord;
    const shortUrl = String(link.short_url);
    const manager = await openManager();
    await manager.rowAction('QR code get-the-app').click();
    await manager.dialog.waitFor({ state: 'visible' });
    const { size, dark } = await qrModules(manager.page, `QR code for ${shortUrl}`);

    // Whatever error-correction level the product picked, the modules are that URL's code.
    const matches = (['L', 'M', 'Q', 'H'] as const).some((ecc) => {
      const { data } = encode(shortUrl, {
        ecc,
        border: (size - encode(shortUrl, { ecc, border: 0 }).size) / 2,
      });
      if (data.length !== size) return false;
      return data.every((row, y) => row.every((on, x) => on === dark.has(`${x},${y}`)));
    });
    expect(matches).toBe(true);
  });

  it('exports the filtered list as CSV: every row and cell matches the server records', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.status.selectOption({ label: 'Active' });
    await manager.filter('Space').selectOption({ label: 'Blog' });
    await expect.poll(() => manager.aliases()).toEqual(await serverAliases({ status: 1, space: 1 }));
    const expected = await listAll(server, LINKS, { status: 1, space: 1 });
    expect(expected.length).toBeGreaterThan(3);

    server.clearRequests();
    const download = manager.page.waitForEvent('download');
    await manager.exportCsv.click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\ufeff/, '');
    const [header, ...rows] = parseCsv(text);

    // The export asked for the same filters.
    for (const request of apiRequests(server, 'GET', LINKS)) {
      expect(request.query).toMatchObject({ status: '1', space: '1' });
    }
    expect(header).toEqual([
      'id',
      'alias',
      'short_url',
      'url',
      'title',
      'clicks',
      'status',
      'space',
      'domain',
      'created_at',
    ]);
    const named = (ref: unknown) => (ref as { name?: string } | null)?.name ?? '';
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const link = expected[i] as ApiRecord;
      const cells = Object.fromEntries((header ?? []).map((name, k) => [name, row[k]]));
      expect(cells, `row ${i + 1}`).toEqual({
        id: String(link.id),
        alias: link.alias,
        short_url: link.short_url,
        url: link.url,
        title: link.title ?? '',
        clicks: String(link.clicks),
        status: 'active',
        space: named(link.space),
        domain: named(link.domain),
        created_at: cells.created_at,
      });
      // The same instant as the server's created_at (the CSV may write it in another ISO form).
      expect(Date.parse(String(cells.created_at)), `row ${i + 1} created_at`).toBe(
        Date.parse(String(link.created_at)),
      );
    });
  });

  it('bulk-deletes 25 links at the default rate limit (60/min) without a single 429', async () => {
    const { server } = suite;
    await createLinks(server, 25);
    // The arrange step spent 25 of the budget: the manager starts on a fresh window, once the
    // server's clock (not a real minute) has passed the end of this one.
    server.rateLimit.endWindow();
    server.clearRequests();

    const manager = await openManager('#links?search=bulk.example&by=url');
    await expect.poll(async () => (await manager.aliases())?.length).toBe(25);
    await manager.selectPage.check();
    await manager.bulkAction('Delete selected').click();
    await manager.dialog.waitFor({ state: 'visible' });
    await manager.confirmDelete.click();
    await manager.page
      .getByText('25 links deleted.', { exact: true })
      .waitFor({ state: 'visible', timeout: 30_000 });

    const deletes = apiRequests(server, 'DELETE');
    expect(deletes).toHaveLength(25);
    expect(deletes.every((r) => r.status === 200)).toBe(true);
    expect(apiRequests(server).filter((r) => r.status === 429)).toEqual([]);
    expect(await listAll(server, LINKS, { search: 'bulk.example', by: 'url' })).toEqual([]);
    expect(Number((await listPage(server, LINKS)).meta.total)).toBe(30);
    await expect.poll(async () => (await manager.aliases())?.length).toBe(0);
  });

  it('bulk delete paces itself through a spent budget (20/min): all 25 deleted, nothing failed, one 429 at most', async () => {
    // Its own server: 25 deletes plus the page's own requests exceed 20 per minute. So that the
    // test does not wait out most of the window, the server's clock moves to a second before
    // its end as soon as its 20 requests are spent: the manager must then wait that second
    // (Retry-After) and carry on.
    // Why "one 429 at most" and not none: like Laravel, the server announces when its window
    // ends only on the 429 itself (X-RateLimit-Remaining: 0 on a 200 says nothing about when),
    // so a client that does not guess the window learns the wait from one 429. More than one
    // would be requests sent while the wait was known: no pacing (a 429 storm).
    const server = await startReferenceServer({ rateLimit: 20 });
    let stopListening = () => {};
    try {
      // A fresh window per arrange request: its minute passes on the server's clock.
      await createLinks(server, 25, () => server.clock.advance(60_000));
      server.rateLimit.endWindow();
      server.clearRequests();
      await suite.configure({ linksBaseUrl: server.url });

      let moved = false;
      stopListening = server.onRequest(() => {
        // Heard before the limiter counts the request: the one after the 20th meets the 429.
        const window = server.rateLimit.window();
        if (moved || !window || window.remaining > 0) return;
        moved = true;
        server.clock.set(window.end - 1_000);
      });

      const page = await suite.ext.openExtensionPage('manager.html#links?search=bulk.example&by=url');
      const manager = await new ManagerPage(page).ready();
      await expect.poll(async () => (await manager.aliases())?.length).toBe(25);
      await manager.selectPage.check();
      await manager.bulkAction('Delete selected').click();
      await manager.dialog.waitFor({ state: 'visible' });
      await manager.confirmDelete.click();
      await page
        .getByText('25 links deleted.', { exact: true })
        .waitFor({ state: 'visible', timeout: 30_000 });
      expect(moved).toBe(true);

      const log = apiRequests(server);
      const limitedAnswers = log.filter((r) => r.status === 429);
      console.log(`[bulk 20/min] ${log.length} requests, ${limitedAnswers.length} answered 429`);
      const deleted = new Set(
        apiRequests(server, 'DELETE')
          .filter((r) => r.status === 200)
          .map((r) => r.path),
      );
      expect(deleted.size).toBe(25);
      expect(await listAll(server, LINKS, { search: 'bulk.example', by: 'url' })).toEqual([]);
      expect(await page.getByText(/failed/).count()).toBe(0);
      expect(
        limitedAnswers.length,
        'requests sent while the budget was known to be spent',
      ).toBeLessThanOrEqual(1);
    } finally {
      stopListening();
      await server.stop();
    }
  });
});
