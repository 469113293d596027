/**
 * The popup's "Find a link", against the reference server in both dialects: keys and the copy of
 * the chosen link, and the address bar keyword through the e2e hook (omnibox, omniboxEnter), in
 * both browsers; closing, opening in the manager, the Search in field merged with history, a
 * refused key and the recent links' click counts from one list request, in Chromium.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FindLinkPanel } from './pages/find-link';
import { type ApiRecord, listAll } from './support/api';
import { clipboardWrites, pastedClipboard, recordClipboardWrites } from './support/clipboard';
import { useChromium } from './support/fixture';
import { apiRequests, type RunningServer } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

const LINKS = '/api/v1/links';

describe.each(['classic', 'current'] as const)('Find a link, %s dialect (Chromium)', (dialect) => {
  const suite = useChromium({ server: { dialect } });

  async function openSearch(): Promise<{ page: Page; find: FindLinkPanel }> {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    const find = await new FindLinkPanel(popup.page).ready();
    return { page: popup.page, find };
  }

  const searchRequests = () =>
    apiRequests(suite.server, 'GET', LINKS).filter((r) => r.query.search !== undefined);

  it('closes the popup after copying (the default), and "/" focuses the search', async () => {
    const { page, find } = await openSearch();
    await page.locator('body').click({ position: { x: 300, y: 5 } });
    await page.keyboard.press('/');
    expect(await find.input.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type('hacker');
    await find.options.first().waitFor();
    const closed = page.waitForEvent('close');
    await page.keyboard.press('Enter');
    await closed;
  });

  it('Ctrl+Enter opens the manager filtered to the link, and the popup closes', async () => {
    await suite.configure({ closeAfterCopy: false });
    const { page, find } = await openSearch();
    await find.input.fill('hacker');
    await find.options.first().waitFor();
    const alias = (await find.selectedAlias()) ?? '';
    await find.openButton(alias).waitFor(); // the mouse's way, beside Copy
    await find.copyButton(alias).waitFor();

    const opened = page.context().waitForEvent('page');
    const closed = page.waitForEvent('close');
    // The popup closes itself as the manager opens: the key press may not see its own end.
    await find.input.press('Control+Enter').catch(() => undefined);
    const manager = await opened;
    await closed;
    await manager.waitForURL(/manager\.html/);
    expect(new URL(manager.url()).hash).toBe(`#links?search=${alias}&by=alias`);
    await manager.getByRole('button', { name: `Edit ${alias}`, exact: true }).waitFor();
    expect(await manager.getByRole('row').count()).toBe(2); // the header and the link
  });

  it('searches on the remembered Search in field and merges history without duplicates', async () => {
    await suite.configure({ closeAfterCopy: false, searchIn: 'alias' });
    const { tab } = await suite.openSample();
    await suite.menuClick(
      { menuItemId: 'shorten-link', linkUrl: 'https://history.example/only-here' },
      tab.id,
    );
    const { find } = await openSearch();
    expect(await find.searchIn.inputValue()).toBe('alias');

    await find.input.fill('history.example');
    // Only this browser made it, and the server finds no alias "history.example": local only.
    await expect.poll(() => find.options.count()).toBe(1);
    await expect.poll(() => searchRequests().at(-1)?.query).toMatchObject({ search: 'history.example' });

    await find.searchIn.selectOption('url');
    await expect.poll(() => find.options.count()).toBe(1); // found by both now, shown once
    // The choice is saved through the worker: poll, the save may land just after the render.
    const searchIn = async () =>
      ((await suite.ext.storage('local')) as { settings?: { searchIn?: string } }).settings?.searchIn;
    await expect.poll(searchIn).toBe('url');
  });

  it('shows a refused key in the list with what to do, and the shorten form still works', async () => {
    await suite.configure({ closeAfterCopy: false }, 'wrong-key-000000000000');
    const { page, find } = await openSearch();
    await find.input.fill('hacker');
    await expect.poll(() => find.status.textContent()).toMatch(/API key/);
    expect(await page.getByRole('button', { name: 'Shorten', exact: true }).isEnabled()).toBe(true);
  });

  it('shows the recent links’ click counts from one list request', async () => {
    const { tab } = await suite.openSample();
    await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: 'https://recent.example/a' }, tab.id);
    suite.server.clearRequests();
    const popup = await suite.openPopup(tab.id);
    const recent = popup.page.getByRole('region', { name: 'Recent links' });
    await expect.poll(() => recent.textContent()).toMatch(/recent\.example · 0 clicks/);
    // The newest links (no search); the page's own lookup by URL is tested in page-links.e2e.
    const lists = apiRequests(suite.server, 'GET', LINKS).filter(
      (r) => r.query.per_page === '100' && r.query.search === undefined,
    );
    expect(lists).toHaveLength(1);
  });
});

/** The server's own answer: every link whose title holds `text`, most clicks first. */
async function titlesMatching(server: RunningServer, text: string): Promise<ApiRecord[]> {
  const all = await listAll(server, LINKS);
  return all
    .filter((link) =>
      String(link.title ?? '')
        .toLowerCase()
        .includes(text.toLowerCase()),
    )
    .sort((a, b) => Number(b.clicks) - Number(a.clicks));
}

describe.each(BROWSERS)('Find a link, copy and address bar (%s)', (browser) => {
  // Clipboard: the popup copies the chosen link itself, the address bar's Enter copies from the
  // background (itself in Firefox, through the offscreen document in Chromium). Omnibox text:
  // Chromium reads a suggestion's description as XML markup, Firefox shows it as plain text.
  // The dialect is the server's wire format, the same for both browsers: Firefox runs one.
  const dialects = browser === 'chromium' ? (['classic', 'current'] as const) : (['classic'] as const);

  describe.each(dialects)('%s dialect', (dialect) => {
    const suite = useExtension(browser, { server: { dialect } });
    const searchRequests = () =>
      apiRequests(suite.server, 'GET', LINKS).filter((r) => r.query.search !== undefined);

    it('types, sees results by clicks, moves with ↓ and copies with Enter; one request per settled query', async () => {
      await suite.configure({ closeAfterCopy: false });
      const expected = await titlesMatching(suite.server, 'example');
      const { tabId } = await suite.openSample();
      const popup = await suite.openPopup(tabId);
      const find = await new FindLinkPanel(popup.page).ready();
      await recordClipboardWrites(popup.page);
      // The URL form keeps the focus on open.
      expect(await find.input.evaluate((el) => el === document.activeElement)).toBe(false);
      suite.server.clearRequests();

      await find.input.pressSequentially('example', { delay: 20 });
      await expect
        .poll(() => find.aliases())
        .toEqual(expected.slice(0, 10).map((link) => String(link.alias)));
      // The settled query is asked once, and not a request per keystroke. A busy machine can hold
      // one keystroke back longer than the debounce, which asks for that prefix too: a pause in
      // typing, as the product means it.
      const settled = searchRequests().filter((r) => r.query.search === 'example');
      expect(settled).toHaveLength(1);
      expect(searchRequests().length).toBeLessThan('example'.length);
      expect(settled[0]?.query).toMatchObject(
        dialect === 'classic'
          ? { search: 'example', by: 'title', sort: 'max', per_page: '10' }
          : { search: 'example', search_by: 'title', sort_by: 'clicks', sort: 'desc', per_page: '10' },
      );
      const first = find.options.first();
      // Counts are written as the interface's language does (English: 4,954).
      expect(await first.textContent()).toContain(
        `${Number(expected[0]?.clicks).toLocaleString('en-US')} clicks`,
      );

      await find.input.press('ArrowDown');
      expect(await find.selectedAlias()).toBe(String(expected[1]?.alias));
      const activeId = await find.input.getAttribute('aria-activedescendant');
      expect(await find.options.nth(1).getAttribute('id')).toBe(activeId);
      await find.input.press('Enter');

      await expect.poll(() => clipboardWrites(popup.page)).toEqual([String(expected[1]?.short_url)]);
      await expect.poll(() => find.status.textContent()).toBe('Copied');
      expect(await find.options.nth(1).textContent()).toContain('Copied');
      expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(String(expected[1]?.short_url));
    });

    it('address bar: suggests links, copies a chosen one, shortens a URL', async () => {
      const expected = await titlesMatching(suite.server, 'hacker');
      const suggestions = (await suite.ext.inBackground(
        ({ e2e }, text) => e2e.omnibox?.(text),
        'hacker',
      )) as Array<{
        content: string;
        description: string;
      }>;
      expect(suggestions.map((s) => s.content)).toEqual(
        expected.slice(0, 6).map((link) => String(link.short_url)),
      );
      const alias = String(expected[0]?.alias);
      // Omnibox text: XML in Chromium (an alias or title's specials escaped), plain text in Firefox.
      expect(suggestions[0]?.description).toMatch(
        suite.browser === 'chromium'
          ? new RegExp(`^<match>${alias}</match> — <url>`)
          : new RegExp(`^${alias} — \\S+ · ${Number(expected[0]?.clicks).toLocaleString('en-US')} clicks?$`),
      );

      const enter = (text: string) => suite.ext.inBackground(({ e2e }, t) => e2e.omniboxEnter?.(t), text);
      suite.server.clearRequests();
      expect(await enter(suggestions[0]?.content ?? '')).toMatchObject({ action: 'copied', copied: true });
      expect(apiRequests(suite.server, 'POST', LINKS)).toHaveLength(0);
      expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(suggestions[0]?.content);

      expect(await enter('https://omnibox.example/new')).toEqual({ action: 'shortened', ok: true });
      const posts = apiRequests(suite.server, 'POST', LINKS);
      expect(posts.map((p) => (p.body as { url?: string }).url)).toEqual(['https://omnibox.example/new']);
    });
  });
});
