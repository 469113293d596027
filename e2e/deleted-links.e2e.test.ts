/**
 * A link deleted, in the manager or on the server itself, is offered no more: the popup's recent
 * links show no Copy or Statistics for it, and "Already shortened" no longer lists it for its
 * page (its saved lookup forgot it). In Chromium and Firefox: the saved answers live in the
 * worker's storage (a service worker in one, a background page in the other).
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../lib/shared/protocol';
import { apiCall } from './support/api';
import { apiRequests } from './support/server';
import { BROWSERS, useExtension } from './support/suite';

const LINKS = '/api/v1/links';
const bare = (shortUrl: string) => shortUrl.replace(/^https?:\/\//, '');

describe.each(BROWSERS)('deleted links (%s)', (browser) => {
  const suite = useExtension(browser);

  const history = async () => ((await suite.ext.storage('local')).history ?? []) as HistoryEntry[];
  /** Shortens `url` from the context menu (a recent link), and answers its history entry. */
  async function shortenFromMenu(url: string, tabId: number): Promise<HistoryEntry> {
    await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: url }, tabId);
    await expect.poll(async () => (await history()).some((entry) => entry.url === url)).toBe(true);
    return (await history()).find((entry) => entry.url === url) as HistoryEntry;
  }
  /** The recent links' buttons for `alias`, their disclosure opened (closed until opened). */
  async function recentButtons(page: Awaited<ReturnType<typeof suite.openPopup>>['page'], alias: string) {
    const recent = page.getByRole('region', { name: 'Recent links' });
    await recent.locator('summary').waitFor();
    if ((await recent.locator('details[open]').count()) === 0) await recent.locator('summary').click();
    return recent.getByRole('button', { name: new RegExp(`^(Copy|Statistics) ${alias}$`) });
  }

  it('offers neither Copy nor "Already shortened" for a link deleted in the manager', async () => {
    // Arrange: the page has a recent link (deleted next) and another link made on the server;
    // another recent link stays
    const { tabId, url } = await suite.openSample('deleted-in-manager');
    const deleted = await shortenFromMenu(url, tabId);
    const kept = await shortenFromMenu('https://recent.example/kept', tabId);
    await apiCall(suite.server, 'POST', LINKS, { form: { url, alias: 'page-kept' } });
    const before = await suite.openPopup(tabId);
    await before.alreadyShortened.getByRole('listitem').nth(1).waitFor();
    await before.page.close();

    // Act
    const manager = await suite.openManager('#links');
    await manager.rowButton('Delete', deleted.alias).click();
    await manager.submitDialog(manager.confirmDelete);
    const after = await suite.openPopup(tabId);

    // Assert
    await (await recentButtons(after.page, kept.alias)).first().waitFor();
    expect(await (await recentButtons(after.page, deleted.alias)).count()).toBe(0);
    await after.alreadyShortened.getByText('page-kept').waitFor();
    expect(await after.alreadyShortened.getByRole('listitem').allTextContents()).toHaveLength(1);
    expect(await after.alreadyShortened.textContent()).not.toContain(bare(deleted.shortUrl));
  });

  it('drops from the recent links a link deleted on the server itself, and forgets it', async () => {
    // Arrange
    const { tabId } = await suite.openSample('deleted-on-server');
    const deleted = await shortenFromMenu('https://recent.example/deleted', tabId);
    const kept = await shortenFromMenu('https://recent.example/kept', tabId);
    expect((await apiCall(suite.server, 'DELETE', `${LINKS}/${deleted.id}`)).status).toBe(200);
    suite.server.clearRequests();

    // Act
    const popup = await suite.openPopup(tabId);

    // Assert: listed no more once the popup's list refresh missed it and the server said 404
    await (await recentButtons(popup.page, kept.alias)).first().waitFor();
    await expect.poll(async () => (await recentButtons(popup.page, deleted.alias)).count()).toBe(0);
    expect(apiRequests(suite.server, 'GET', `${LINKS}/${deleted.id}`).map((r) => r.status)).toEqual([404]);
    expect((await history()).map((entry) => entry.alias)).toEqual([kept.alias]);
  });
});
