/**
 * Tracked websites in Chromium against the classic reference server: the manager's websites view
 * (list, create with every field, the local check of Excluded IPs, edit, delete with
 * confirmation, Export CSV, Delete selected) and the popup's "Track this site".
 *
 * The popup needs a page whose host the extension can read and the server accepts as a website:
 * the e2e pages are served on 127.0.0.1, which the reference server takes as a host (it accepts
 * IP addresses as well as names), so the untracked case uses it as is and the tracked case first
 * adds 127.0.0.1 through the API.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall, listAll } from './support/api';
import { useChromium } from './support/fixture';
import { apiRequests, expectNoRequest } from './support/server';

const suite = useChromium();
const WEBSITES = '/api/v1/websites';

async function openWebsites(): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage('manager.html#websites');
  return new ManagerPage(page).ready();
}

/** The write that changed website `id` (PUT or PATCH). */
function updatesOf(id: number) {
  return apiRequests(suite.server).filter(
    (r) => (r.method === 'PUT' || r.method === 'PATCH') && r.path === `${WEBSITES}/${id}`,
  );
}

const privacyLabel: Record<string, string> = { '0': 'Public', '1': 'Private', '2': 'Password protected' };
const yesNo = (flag: unknown) => (Number(flag) === 1 ? 'Yes' : 'No');
const ipCount = (ips: unknown) => String(typeof ips === 'string' && ips !== '' ? ips.split('\n').length : 0);

describe('manager websites (Chromium)', () => {
  it('lists the seeded websites A–Z with their settings', async () => {
    const { server } = suite;
    const expected = await listAll(server, WEBSITES, { sort: 'asc' });
    expect(expected.map((w) => w.url)).toEqual(['blog.example.org', 'example.com', 'shop.example.net']);
    server.clearRequests();

    const manager = await openWebsites();
    await expect.poll(() => manager.column('Website')).toEqual(expected.map((w) => w.url));
    const rows = (await manager.tableData()) ?? [];
    rows.forEach((row, i) => {
      const site = expected[i] as ApiRecord;
      expect(row).toMatchObject({
        Website: site.url,
        'Statistics privacy': privacyLabel[String(site.privacy)],
        'E-mail reports': yesNo(site.email),
        'Bot exclusion': yesNo(site.exclude_bots),
        'Excluded IPs': ipCount(site.exclude_ips),
      });
    });
    expect(await manager.pagerText.textContent()).toMatch(/Page 1 of 1\b.*3 websites in all/);
    const lists = apiRequests(server, 'GET', WEBSITES);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.query).toMatchObject({ sort: 'asc' });
  });

  it('creates a website with every field: the POST carries them, the new row is listed', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.newWebsite.click();
    await manager.dialog.waitFor({ state: 'visible' });
    await manager.dialogField('Website URL').fill('https://www.e2e-site.example/some/page');
    await manager.dialogField('Statistics privacy').selectOption({ label: 'Password protected' });
    await manager.dialogField('Statistics password').fill('stats pw');
    await manager.dialogField('E-mail reports').check();
    await manager.dialogField('Exclude bots').uncheck();
    await manager.dialogField('Excluded IPs').fill('10.0.0.1\n2001:db8::1');
    server.clearRequests();
    await manager.submitDialog();

    const posts = apiRequests(server, 'POST', WEBSITES);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      url: 'https://www.e2e-site.example/some/page',
      privacy: '2',
      password: 'stats pw',
      email: '1',
      exclude_bots: '0',
      exclude_ips: '10.0.0.1\n2001:db8::1',
    });
    expect(posts[0]?.status).toBe(201);
    // The server keeps the bare host.
    await expect
      .poll(async () => (await manager.tableData())?.find((row) => row.Website === 'e2e-site.example'))
      .toMatchObject({
        'Statistics privacy': 'Password protected',
        'E-mail reports': 'Yes',
        'Bot exclusion': 'No',
        'Excluded IPs': '2',
      });
  });

  it('shows an error at Excluded IPs for a line that is not an IP, and sends nothing', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.newWebsite.click();
    await manager.dialog.waitFor({ state: 'visible' });
    await manager.dialogField('Website URL').fill('https://invalid-ips.example');
    await manager.dialogField('Excluded IPs').fill('10.0.0.1\n10.0.0.300\n192.168.0.0/16');
    server.clearRequests();
    await manager.dialogSave.click();

    await expect.poll(async () => (await manager.dialogFieldError('Excluded IPs')).invalid).toBe('true');
    const { description } = await manager.dialogFieldError('Excluded IPs');
    expect(description).toContain('10.0.0.300');
    expect(description).toMatch(/\b2\b/); // the line number
    expect(await manager.dialog.isVisible()).toBe(true);
    expect(await manager.dialogField('Excluded IPs').inputValue()).toBe(
      '10.0.0.1\n10.0.0.300\n192.168.0.0/16',
    );
    await expectNoRequest(server, (r) => r.method === 'POST');
    expect(apiRequests(server, 'POST')).toEqual([]);
  });

  it('sends a CIDR range at Excluded IPs, which take an address or a range per line', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.newWebsite.click();
    await manager.dialog.waitFor({ state: 'visible' });
    await manager.dialogField('Website URL').fill('https://ranges.example');
    await manager.dialogField('Excluded IPs').fill('10.0.0.1\n10.0.0.0/8\n2001:db8::/32');
    server.clearRequests();
    await manager.submitDialog();

    const posts = apiRequests(server, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.status).toBe(201);
    expect(posts[0]?.body).toHaveProperty('exclude_ips', '10.0.0.1\n10.0.0.0/8\n2001:db8::/32');
  });

  it('edits a website: the dialog is prefilled, and the write carries only the changed field', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.rowButton('Edit', 'blog.example.org').click();
    await manager.dialog.waitFor({ state: 'visible' });
    // Seeded: public statistics, e-mail reports on, bots excluded, no IPs.
    expect(await manager.dialogField('Statistics privacy').inputValue()).toBe('public');
    expect(await manager.dialogField('E-mail reports').isChecked()).toBe(true);
    expect(await manager.dialogField('Exclude bots').isChecked()).toBe(true);
    expect(await manager.dialogField('Excluded IPs').inputValue()).toBe('');
    expect(await manager.dialog.getByLabel('Website URL', { exact: true }).count()).toBe(0);

    await manager.dialogField('E-mail reports').uncheck();
    server.clearRequests();
    await manager.submitDialog();

    const writes = updatesOf(1002); // website ids start at 1001 (reference-server/seed.ts)
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toEqual({ email: '0' });
    expect(writes[0]?.status).toBe(200);
    await expect
      .poll(async () => (await manager.tableData())?.find((row) => row.Website === 'blog.example.org'))
      .toMatchObject({ 'E-mail reports': 'No', 'Statistics privacy': 'Public', 'Bot exclusion': 'Yes' });
  });

  it('deletes a website after the confirmation dialog, and the row is gone', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.rowButton('Delete', 'shop.example.net').click();
    await manager.dialog.waitFor({ state: 'visible' });
    expect(await manager.dialog.textContent()).toContain('shop.example.net');
    server.clearRequests();
    await manager.submitDialog(manager.confirmDelete);

    expect(apiRequests(server, 'DELETE').map((r) => [r.path, r.status])).toEqual([[`${WEBSITES}/1003`, 200]]);
    await expect.poll(() => manager.column('Website')).toEqual(['blog.example.org', 'example.com']);
    expect((await apiCall(server, 'GET', `${WEBSITES}/1003`)).status).toBe(404);
  });

  it('exports the listed websites as a CSV file, fetched 100 per page', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await expect.poll(() => manager.column('Website')).toHaveLength(3);
    server.clearRequests();

    const download = manager.page.waitForEvent('download');
    await manager.page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const file = await download;
    const lines = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '').split('\r\n');

    expect(file.suggestedFilename()).toMatch(/^websites-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('id,host,privacy,email_reports,exclude_bots,exclude_ips,created_at');
    const hosts = lines
      .slice(1)
      .filter((line) => line !== '')
      .map((line) => line.split(',')[1]);
    expect(hosts.sort()).toEqual(['blog.example.org', 'example.com', 'shop.example.net']);
    expect(apiRequests(server, 'GET', WEBSITES).map((r) => r.query)).toEqual([
      expect.objectContaining({ page: '1', per_page: '100' }),
    ]);
  });

  it('deletes two selected websites after one confirmation: two DELETEs, one row left', async () => {
    const { server } = suite;
    const manager = await openWebsites();
    await manager.selectRow('blog.example.org').check();
    await manager.selectRow('shop.example.net').check();
    await manager.page.getByText('2 selected', { exact: true }).waitFor();
    server.clearRequests();

    await manager.bulkAction('Delete selected').click();
    await manager.dialog.getByRole('heading', { name: 'Delete 2 websites?', exact: true }).waitFor();
    await manager.confirmDelete.click();

    await manager.page.getByText('2 websites deleted.', { exact: true }).waitFor();
    expect(apiRequests(server, 'DELETE').map((r) => [r.path, r.status])).toEqual([
      [`${WEBSITES}/1002`, 200],
      [`${WEBSITES}/1003`, 200],
    ]);
    await expect.poll(() => manager.column('Website')).toEqual(['example.com']);
    expect(await manager.bulkAction('Delete selected').count()).toBe(0);
  });
});

describe('popup: Track this site (Chromium)', () => {
  it('offers Track this site on an untracked host; a click sends one POST and shows Tracked', async () => {
    const { server } = suite;
    const { tab } = await suite.openSample();
    server.clearRequests();
    const popup = await suite.openPopup(tab.id);
    const track = popup.page.getByRole('button', { name: 'Track this site', exact: true });
    await track.waitFor({ state: 'visible' });
    // The check asked for the bare host.
    expect(apiRequests(server, 'GET', WEBSITES).at(-1)?.query).toMatchObject({ search: '127.0.0.1' });

    await track.click();
    await popup.page.getByText('Tracked: 127.0.0.1', { exact: true }).waitFor({ state: 'visible' });
    const posts = apiRequests(server, 'POST', WEBSITES);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.status).toBe(201);
    expect(new URL(String((posts[0]?.body as ApiRecord | undefined)?.url)).hostname).toBe('127.0.0.1');
    expect(await track.count()).toBe(0);
    const sites = await listAll(server, WEBSITES);
    expect(sites.filter((w) => w.url === '127.0.0.1')).toHaveLength(1);
  });

  it('shows Tracked (and no Track this site button) when the host is already tracked', async () => {
    const { server } = suite;
    const created = await apiCall(server, 'POST', WEBSITES, { form: { url: '127.0.0.1' } });
    expect(created.status).toBe(201);
    const { tab } = await suite.openSample();
    server.clearRequests();
    const popup = await suite.openPopup(tab.id);
    await popup.page.getByText('Tracked: 127.0.0.1', { exact: true }).waitFor({ state: 'visible' });
    expect(await popup.page.getByRole('button', { name: 'Track this site', exact: true }).count()).toBe(0);
    await expectNoRequest(server, (r) => r.method === 'POST');
    expect(apiRequests(server, 'POST')).toEqual([]);
  });
});
