/**
 * manager.html, links view, in Chromium: the keyboard shortcuts (/, n, j/k, Enter, ?)
 * and the sortable column headers, whose aria-sort follows the Sort select both ways.
 */
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { useChromium } from './support/fixture';

const suite = useChromium();

async function openManager(hash = ''): Promise<ManagerPage> {
  const page = await suite.ext.openExtensionPage(`manager.html${hash}`);
  return new ManagerPage(page).ready();
}

const focusedRowAlias = (manager: ManagerPage) =>
  manager.page.evaluate(() => {
    const row = document.activeElement?.closest('tr');
    return row?.querySelector('strong')?.textContent ?? null;
  });

describe('manager keyboard and sorting (Chromium)', () => {
  it('focuses Search with /, opens New link with n, lists the shortcuts with ?', async () => {
    const manager = await openManager();
    const { page } = manager;
    await page.keyboard.press('/');
    await expect.poll(() => manager.search.evaluate((input) => input === document.activeElement)).toBe(true);
    // Typed in a field, n is a letter, not a shortcut.
    await page.keyboard.type('n');
    expect(await manager.search.inputValue()).toBe('n');
    expect(await manager.dialog.count()).toBe(0);

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('n');
    await manager.dialog.getByRole('heading', { name: 'New link' }).waitFor();
    await page.keyboard.press('Escape');
    await manager.dialog.waitFor({ state: 'hidden' });

    await page.keyboard.press('?');
    await manager.dialog.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await manager.dialog.getByRole('term').allTextContents()).toEqual([
      '/',
      'n',
      'j',
      'k',
      'Enter',
      '?',
    ]);
  });

  it('moves the row focus with j and k, and Enter edits the focused row', async () => {
    const manager = await openManager();
    const aliases = (await manager.aliases()) ?? [];
    const { page } = manager;
    await page.keyboard.press('j');
    expect(await focusedRowAlias(manager)).toBe(aliases[0]);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await focusedRowAlias(manager)).toBe(aliases[1]);
    await page.keyboard.press('Enter');
    await manager.dialog.getByRole('heading', { name: `Edit link ${aliases[1]}` }).waitFor();
    expect(await manager.dialogField('Alias').inputValue()).toBe(aliases[1]);
  });

  it('sorts from the Clicks and Created headers, with aria-sort and the Sort select in step', async () => {
    const manager = await openManager();
    const { page } = manager;
    const header = (name: string) => page.getByRole('columnheader', { name });
    expect(await header('Created').getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('button', { name: 'Clicks', exact: true }).click();
    await expect.poll(() => manager.sort.inputValue()).toBe('most_clicks');
    await expect.poll(() => header('Clicks').getAttribute('aria-sort')).toBe('descending');
    expect(await header('Created').getAttribute('aria-sort')).toBeNull();
    const mostFirst = async () => {
      const clicks = (await manager.column('Clicks'))?.map(Number) ?? [];
      return clicks.length > 0 && clicks.join() === [...clicks].sort((a, b) => b - a).join();
    };
    await expect.poll(mostFirst).toBe(true);

    await page.getByRole('button', { name: 'Clicks', exact: true }).click();
    await expect.poll(() => header('Clicks').getAttribute('aria-sort')).toBe('ascending');
    expect(await manager.sort.inputValue()).toBe('fewest_clicks');

    await manager.sort.selectOption('oldest');
    await expect.poll(() => header('Created').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Clicks').getAttribute('aria-sort')).toBeNull();
  });
});
