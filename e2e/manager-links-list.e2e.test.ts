/**
 * The manager under real use, in Chromium: Export selected, internationalized domains in
 * Unicode, a status pill that holds its word in every language.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall, listAll } from './support/api';
import { useChromium } from './support/fixture';
import { CHROME_E2E_BUILD } from './support/paths';
import { apiRequests } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

const suite = useChromium();
const LINKS = '/api/v1/links';

async function openManager(hash = '#links'): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  return new ManagerPage(page).ready();
}

/** RFC 4180 as linksToCsv writes it: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) =>
        (m[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'),
      ),
    )
    .map((cells) => cells.slice(0, -1));
}

describe("the manager's links list (Chromium)", () => {
  it('exports only the selected rows, with the columns of Export CSV', async () => {
    const { server } = suite;
    const manager = await openManager();
    await manager.rows.first().waitFor();
    const aliases = ((await manager.aliases()) ?? []).slice(0, 3);
    for (const alias of aliases) await manager.selectRow(alias).check();

    server.clearRequests();
    const download = manager.page.waitForEvent('download');
    await manager.page.getByRole('button', { name: 'Export selected', exact: true }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    const [header, ...rows] = parseCsv(text);

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
    expect(rows.map((row) => row[1])).toEqual(aliases);
    // The selection is on the page already: no list is fetched again for it.
    expect(apiRequests(server, 'GET', LINKS)).toEqual([]);
    const records = new Map(
      (await listAll(server, LINKS)).map((r) => [String(r.alias), r] as [string, ApiRecord]),
    );
    for (const row of rows) {
      const record = records.get(row[1] ?? '');
      expect([row[0], row[2], row[3]]).toEqual([String(record?.id), record?.short_url, record?.url]);
    }
  });

  it('lists and announces internationalized domains in Unicode, not punycode', async () => {
    const { server } = suite;
    const site = await apiCall(server, 'POST', '/api/v1/websites', {
      form: { url: 'xn--nicode-test-shb.example' },
    });
    expect(site.status).toBe(201);
    const link = await apiCall(server, 'POST', LINKS, {
      form: { url: 'https://xn--bcher-kva.example/buch' },
    });
    expect(link.status).toBe(201);

    const links = await openManager();
    await expect
      .poll(async () => (await links.column('Destination'))?.[0])
      .toBe('https://bücher.example/buch');

    const websites = await openManager('#websites');
    await expect.poll(() => websites.column('Website')).toContain('ünicode-test.example');
    expect(await websites.rowButton('Edit', 'ünicode-test.example').count()).toBe(1);
  });

  it('shows the longest status word of every language whole in its pill at 1280 px', async () => {
    const words = ['en', 'de', 'es', 'fr', 'pt_BR'].flatMap((locale) => {
      const file = resolve(CHROME_E2E_BUILD, '_locales', locale, 'messages.json');
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
      return ['active', 'expired', 'disabled'].map((s) => messages[`manager_status_${s}`]?.message ?? '');
    });
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const manager = await openManager();
    await manager.page.setViewportSize({ width: 1280, height: 800 });
    await manager.rows.first().waitFor();

    // Every pill says the longest word ("Deaktiviert" was cut in German).
    const cut = await manager.page.evaluate((word) => {
      const cells = [...document.querySelectorAll<HTMLElement>('td.col-status')];
      for (const cell of cells) {
        const pill = cell.querySelector('.badge');
        if (pill) pill.textContent = word;
      }
      return cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length;
    }, longest);
    expect(cut).toBe(0);
  });

  it('says an alias already taken once, at the Alias field of the New link dialog', async () => {
    // Arrange: the alias is another link's.
    const { server } = suite;
    expect(
      (await apiCall(server, 'POST', LINKS, { form: { url: 'https://a.example', alias: 'taken-here' } }))
        .status,
    ).toBe(201);
    const manager = await openManager();
    await manager.newLink.click();
    await manager.dialogField('URL').fill('https://b.example/page');
    await manager.dialogField('Alias').fill('taken-here');

    // Act
    await manager.dialogSave.click();

    // Assert: at the field, nowhere else in the dialog; the focus on the field to fix.
    const alias = manager.dialogField('Alias');
    await expect.poll(() => alias.getAttribute('aria-invalid')).toBe('true');
    const { description } = await manager.dialogFieldError('Alias');
    expect(description).toMatch(/already has this alias/);
    const dialogText = await manager.dialog.innerText();
    expect(dialogText.split(description)).toHaveLength(2);
    expect(await manager.dialog.getByRole('alert').count()).toBe(0);
    expect(await alias.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(apiRequests(server, 'POST', LINKS).filter((r) => r.status === 422)).toHaveLength(1);
  });
});

describe.each(BROWSERS)('manager bulk actions (%s)', (browser) => {
  const suite = useExtension(browser);

  it('says what a bulk action did and clears the selection, so the next Delete takes only the rows ticked then', async () => {
    // Arrange: five links of their own, so the seeded ones stay out of the way.
    const { server } = suite;
    for (let n = 1; n <= 5; n++) {
      const answer = await apiCall(server, 'POST', LINKS, {
        form: { url: `https://bulk-words.example/${n}` },
      });
      expect(answer.status).toBe(201);
    }
    const manager = await suite.openManager('#links?search=bulk-words.example&by=url');
    await manager.rows.first().waitFor();
    const aliases = (await manager.aliases()) ?? [];
    expect(aliases).toHaveLength(5);
    const [a, b, c, d, e] = aliases as [string, string, string, string, string];

    // Act: disable three.
    for (const alias of [a, b, c]) await manager.selectRow(alias).check();
    await manager.bulkAction('Disable selected').click();

    // Assert: the outcome names the action and the count; nothing is left selected.
    await manager.page.getByText('3 links disabled.', { exact: true }).waitFor();
    expect(await manager.page.getByText(/ done\./).count()).toBe(0);
    expect(await manager.bulkAction('Delete selected').count()).toBe(0);
    for (const alias of [a, b, c]) expect(await manager.selectRow(alias).isChecked()).toBe(false);

    // Act: delete two others.
    server.clearRequests();
    for (const alias of [d, e]) await manager.selectRow(alias).check();
    await manager.bulkAction('Delete selected').click();
    await manager.dialog.getByRole('heading', { name: 'Delete 2 links?', exact: true }).waitFor();
    await manager.confirmDelete.click();

    // Assert: two deleted, said in the plural; the three disabled links are still there.
    await manager.page.getByText('2 links deleted.', { exact: true }).waitFor();
    expect(apiRequests(server, 'DELETE')).toHaveLength(2);
    const left = await listAll(server, LINKS, { search: 'bulk-words.example', by: 'url' });
    expect(left.map((link) => String(link.alias)).sort()).toEqual([a, b, c].sort());
    expect(await manager.bulkAction('Delete selected').count()).toBe(0);
  });
});
