/**
 * What the popup offers from saved answers exists on the server: when it opens, the worker checks
 * the saved copies (Already shortened, Recent links) with one links-list request before the
 * popup shows them. A link deleted on the server itself is not offered; a link renamed there is
 * shown and copied by its new short URL, never the old one. Chromium: the same worker code runs
 * in Firefox's background page (deleted-links.e2e.test.ts covers both browsers' storage).
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../lib/shared/protocol';
import type { PopupPage } from './pages/popup-page';
import { apiCall } from './support/api';
import { clipboardWrites, recordClipboardWrites } from './support/clipboard';
import { apiRequests } from './support/server';
import { useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const LINKS = '/api/v1/links';

describe('saved links checked when the popup opens (chromium)', () => {
  const suite = useExtension('chromium');
  const history = async () => ((await suite.ext.storage('local')).history ?? []) as HistoryEntry[];
  /** The check's requests: the newest links, not a page's lookup (a search by its URL). */
  const listRequests = () =>
    apiRequests(suite.server, 'GET', LINKS).filter((r) => r.query.search === undefined);

  /** The recent links' region, its disclosure opened (closed until opened). */
  async function openRecent(popup: PopupPage<UiPage>) {
    const recent = popup.page.getByRole('region', { name: 'Recent links' });
    await recent.locator('summary').waitFor();
    if ((await recent.locator('details[open]').count()) === 0) await recent.locator('summary').click();
    return recent;
  }

  it('does not offer, in the next popup, a link deleted on the server', async () => {
    // Arrange: two links to the page, made on the server; a popup saves the page's answer
    const { tabId, url } = await suite.openSample('deleted-on-server');
    const created = await apiCall(suite.server, 'POST', LINKS, { form: { url, alias: 'gone-soon' } });
    await apiCall(suite.server, 'POST', LINKS, { form: { url, alias: 'page-kept' } });
    const first = await suite.openPopup(tabId);
    await first.alreadyShortened.getByText('gone-soon').waitFor();
    await first.page.close();
    const id = (created.body as { data: { id: number } }).data.id;
    expect((await apiCall(suite.server, 'DELETE', `${LINKS}/${id}`)).status).toBe(200);
    suite.server.clearRequests();

    // Act
    const next = await suite.openPopup(tabId);

    // Assert
    await next.alreadyShortened.getByText('page-kept').waitFor();
    expect(await next.alreadyShortened.textContent()).not.toContain('gone-soon');
    expect(listRequests().map((r) => r.query.per_page)).toEqual(['100']);
  });

  it('shows and copies a link renamed on the server by its new short URL', async () => {
    // Arrange: a recent link, renamed on the server afterwards
    const { tabId } = await suite.openSample('renamed-on-server');
    await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: 'https://recent.example/renamed' }, tabId);
    await expect.poll(async () => (await history()).length).toBe(1);
    const [made] = await history();
    const renamed = await apiCall(suite.server, 'PATCH', `${LINKS}/${made?.id}`, {
      form: { alias: 'renamed-qa' },
    });
    const newShortUrl = String((renamed.body as { data: { short_url: string } }).data.short_url);
    suite.server.clearRequests();

    // Act
    const popup = await suite.openPopup(tabId);
    const recent = await openRecent(popup);
    await recordClipboardWrites(popup.page);
    await recent.getByRole('button', { name: 'Copy renamed-qa' }).click();

    // Assert: the new short URL, and the old one never shown
    await expect.poll(() => clipboardWrites(popup.page)).toEqual([newShortUrl]);
    expect(await recent.textContent()).not.toContain(made?.alias);
    expect(await recent.textContent()).toContain('renamed-qa');
    expect(listRequests()).toHaveLength(1);
    expect((await history())[0]?.shortUrl).toBe(newShortUrl);
  });
});
