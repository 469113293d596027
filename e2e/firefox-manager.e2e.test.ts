/**
 * Smoke test of manager.html in Firefox ESR (.output/firefox-mv2-e2e): the links table lists the
 * seeded links, an edit sends only the changed field, a delete asks first. Puppeteer's ARIA
 * selectors and element handles (not Locators: Firefox runs no animation frames in a tab that is
 * not in front, so a Locator's stable-box wait never ends).
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { type ApiRecord, apiCall, listPage } from './support/api';
import { useFirefox } from './support/firefox-suite';
import { apiRequests } from './support/server';

const suite = useFirefox();
const LINKS = '/api/v1/links';

const button = (name: string) => `::-p-aria([name="${name}"][role="button"])`;

/** The short URLs of the table rows, once the table is not loading. */
async function shortUrls(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    if (!table || table.getAttribute('aria-busy') === 'true') return null;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf('Short URL');
    return [...table.querySelectorAll('tbody tr')].map(
      (tr) => tr.querySelectorAll('td')[column]?.textContent?.trim() ?? '',
    );
  });
}

async function openManager(): Promise<Page> {
  const page = await suite.ff.openExtensionPage('manager.html', 'table');
  await page.waitForSelector('table[aria-busy="false"]', { timeout: 15_000 });
  return page;
}

/** Types into the dialog's input labelled `label` (replacing its value). */
async function fillDialogField(page: Page, label: string, value: string): Promise<void> {
  const handle = (await page.waitForFunction(
    (text) => {
      const dialog = document.querySelector('[role="dialog"]');
      const found = [...(dialog?.querySelectorAll('label') ?? [])].find(
        (l) => l.textContent?.trim() === text,
      );
      return found?.control ?? null;
    },
    { timeout: 10_000 },
    label,
  )) as unknown as ElementHandle<Element>;
  await handle.evaluate((el) => {
    (el as HTMLInputElement).focus();
    (el as HTMLInputElement).select();
  });
  await page.keyboard.type(value);
}

async function dialogClosed(page: Page): Promise<void> {
  await page.waitForSelector('[role="dialog"]', { hidden: true, timeout: 10_000 });
}

describe('manager (Firefox)', () => {
  it('lists the seeded links of page 1, newest first', async () => {
    const expected = (await listPage(suite.server, LINKS, { per_page: 25 })).data.map(
      (link) => link.short_url,
    );
    const page = await openManager();
    await expect.poll(() => shortUrls(page), { timeout: 10_000 }).toEqual(expected);
    const pager = await page.$eval(
      'body',
      (body) => body.textContent?.match(/Page \d+ of \d+[\s\S]*?links in all/)?.[0] ?? '',
    );
    expect(pager).toMatch(/Page 1 of 2\b.*30 links in all/);
  });

  it('edits a link: the write carries only the changed URL', async () => {
    const page = await openManager();
    await (await page.waitForSelector(button('Edit hello')))?.click();
    await page.waitForSelector('[role="dialog"]');
    const url = 'https://example.com/e2e/firefox-edit';
    await fillDialogField(page, 'URL', url);
    suite.server.clearRequests();
    await (await page.waitForSelector(button('Save')))?.click();
    await dialogClosed(page);

    const writes = apiRequests(suite.server).filter(
      (r) => (r.method === 'PUT' || r.method === 'PATCH') && r.path === `${LINKS}/28`,
    );
    expect(writes.map((r) => [r.body, r.status])).toEqual([[{ url }, 200]]);
    expect(((await apiCall(suite.server, 'GET', `${LINKS}/28`)).body.data as ApiRecord).url).toBe(url);
  });

  it('deletes a link after the confirmation dialog', async () => {
    const page = await openManager();
    await (await page.waitForSelector(button('Delete rotate')))?.click();
    await page.waitForSelector('[role="dialog"]');
    suite.server.clearRequests();
    await (await page.waitForSelector(`[role="dialog"] ${button('Delete')}`))?.click();
    await dialogClosed(page);

    expect(apiRequests(suite.server, 'DELETE').map((r) => [r.path, r.status])).toEqual([
      [`${LINKS}/23`, 200],
    ]);
    await expect
      .poll(async () => (await shortUrls(page))?.some((u) => u.endsWith('/rotate')), { timeout: 10_000 })
      .toBe(false);
  });
});
