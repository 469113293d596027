/**
 * The current dialect (docs/API.md section 6) in Chromium, against the reference server
 * started with `dialect: 'current'`: detection by Test connection, the popup's renamed fields
 * (redirect_password, domain_id), the manager's list/edit/delete with current names, and a
 * website created from `domain`.
 */
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall, listPage } from './support/api';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests } from './support/server';

const suite = useChromium({ server: { dialect: 'current' } });
const LINKS = '/api/v1/links';
const WEBSITES = '/api/v1/websites';

async function openManager(hash = ''): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  return new ManagerPage(page).ready();
}

describe('current dialect (Chromium)', () => {
  it('Test connection detects the current dialect: shown at Server version and stored', async () => {
    const { ext, server } = suite;
    await ext.clearStorage('local'); // no settings yet: the user types them
    const options = await suite.openOptions();
    await options.fill({ apiKey: server.keys.demo, linksBaseUrl: server.url });
    await options.save();
    await options.waitForStatus(/saved/i);
    await options.testConnection();
    await options.waitForStatus(/Connected/);

    const { settings } = (await ext.storage('local')) as {
      settings?: { profiles: { detectedDialect?: Record<string, unknown> }[] };
    };
    // Stored with the (only) profile whose server it is.
    expect(settings?.profiles[0]?.detectedDialect).toEqual({ links: 'current', websites: 'current' });
    // The Server version select says what was detected (its description).
    const version = options.page.getByLabel('Server version', { exact: true });
    await expect
      .poll(async () => {
        const ids = ((await version.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
        const texts = await Promise.all(ids.map((id) => options.page.locator(`[id="${id}"]`).textContent()));
        return texts.join(' ');
      })
      .toContain('Detected: Current');
  });

  it('popup: alias and password go out as alias, redirect_password and domain_id (never password)', async () => {
    const { server } = suite;
    const account = (await apiCall(server, 'GET', '/api/v1/account')).body.data as ApiRecord;
    const { tab, url } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.waitForUrl();
    await popup.fill({ alias: 'current-alias', password: 'redirect pw' });
    server.clearRequests();
    await popup.shorten();
    const shortUrl = await popup.waitForShortUrl();
    expect(shortUrl).toMatch(/\/current-alias$/);

    const posts = apiRequests(server, 'POST', LINKS);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.status).toBe(201);
    const body = posts[0]?.body as ApiRecord;
    expect(body).toMatchObject({
      url,
      alias: 'current-alias',
      redirect_password: 'redirect pw',
      domain_id: String(account.default_domain),
    });
    expect(body).not.toHaveProperty('password');
    // Nothing of the described (classic) spelling.
    for (const classic of ['domain', 'space', 'disabled', 'target_type', 'privacy_password']) {
      expect(body).not.toHaveProperty(classic);
    }
  });

  it('manager lists the links as the server does, without the classic-only Disable action', async () => {
    const { server } = suite;
    const expected = (await listPage(server, LINKS, { per_page: 25, sort_by: 'id', sort: 'desc' })).data;
    server.clearRequests();
    const manager = await openManager();
    await expect.poll(() => manager.column('Short URL')).toEqual(expected.map((link) => link.short_url));
    expect(await manager.column('Destination')).toEqual(expected.map((link) => link.url));
    expect(await manager.column('Clicks')).toEqual(
      expected.map((link) => Number(link.clicks).toLocaleString('en-US')),
    );
    expect(await manager.pagerText.textContent()).toMatch(/Page 1 of 2\b.*30 links in all/);
    // No disabled flag on this server: no Disable buttons and no Disabled status filter.
    await expect.poll(() => manager.page.getByRole('button', { name: /^Disable / }).count()).toBe(0);
    expect(await manager.status.locator('option').allTextContents()).not.toContain('Disabled');
    // The list was asked in the current spelling (sort_by + sort), never the classic max/min.
    const lists = apiRequests(server, 'GET', LINKS).filter((r) => r.query.page !== undefined);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.at(-1)?.query).toMatchObject({ per_page: '25', page: '1', sort: 'desc' });
  });

  it('manager edits a link: only the changed field, with its current name (space_id)', async () => {
    const { server } = suite;
    const before = (await apiCall(server, 'GET', `${LINKS}/28`)).body.data as ApiRecord;
    expect((before.space as ApiRecord).id).toBe(1);
    const manager = await openManager();
    await manager.rowButton('Edit', 'hello').click();
    await manager.dialog.waitFor({ state: 'visible' });
    expect(await manager.dialogField('Alias').inputValue()).toBe('hello');
    // Space sits behind More options, which opens by itself for a link that has one.
    const space = manager.dialogField(msg('form_space'));
    await space.waitFor({ state: 'visible' });
    await expect.poll(() => space.inputValue()).toBe('1');
    await space.selectOption({ label: 'Work' });
    server.clearRequests();
    await manager.submitDialog();

    const writes = apiRequests(server).filter(
      (r) => (r.method === 'PUT' || r.method === 'PATCH') && r.path === `${LINKS}/28`,
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({ space_id: '2' });
    expect(writes[0]?.status).toBe(200);
    const after = (await apiCall(server, 'GET', `${LINKS}/28`)).body.data as ApiRecord;
    expect((after.space as ApiRecord).name).toBe('Work');
    expect(after.targets).toEqual(before.targets);
    expect(after.domain).toEqual(before.domain);
    await expect
      .poll(
        async () => (await manager.tableData())?.find((row) => row['Short URL']?.endsWith('/hello'))?.Space,
      )
      .toBe('Work');
  });

  it('manager deletes a link after confirmation', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.rowButton('Delete', 'rotate').click();
    await manager.dialog.waitFor({ state: 'visible' });
    server.clearRequests();
    await manager.submitDialog(manager.confirmDelete);
    expect(apiRequests(server, 'DELETE').map((r) => [r.path, r.status])).toEqual([[`${LINKS}/23`, 200]]);
    await expect.poll(async () => (await manager.aliases())?.includes('rotate')).toBe(false);
    expect((await apiCall(server, 'GET', `${LINKS}/23`)).status).toBe(404);
  });

  it('manager creates a website from `domain`: the bare host, no url', async () => {
    const { server } = suite;
    const page = await suite.ext.openExtensionPage('manager.html#websites');
    const manager = await new ManagerPage(page).ready();
    await manager.newWebsite.click();
    await manager.dialog.waitFor({ state: 'visible' });
    await manager.dialogField('Website URL').fill('https://current-site.example/some/page?x=1');
    server.clearRequests();
    await manager.submitDialog();

    const posts = apiRequests(server, 'POST', WEBSITES);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.status).toBe(201);
    const body = posts[0]?.body as ApiRecord;
    expect(body.domain).toBe('current-site.example');
    expect(body).not.toHaveProperty('url');
    await expect.poll(() => manager.column('Website')).toContain('current-site.example');
  });
});
