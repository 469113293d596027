/**
 * Campaign parameters in Chromium against the reference server: the popup's campaign fields
 * filled from the tab URL's utm_* parameters, edited, previewed, and exactly that URL sent;
 * "Campaign statistics" on the result opens the tracked website's statistics with the campaigns
 * list searched; the manager's New link has the fields too, a value used before is offered in
 * its datalist, and a preset saved there is picked again. In Chromium only: none of it is where
 * Firefox's platform differs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall, visit } from './support/api';
import { axeReport } from './support/axe';
import { useChromium } from './support/fixture';
import { apiRequests, statsRequests } from './support/server';

const suite = useChromium();
const LINKS = '/api/v1/links';

/** The URL of each link the server was asked to create. */
const postedUrls = () =>
  apiRequests(suite.server, 'POST', LINKS).map((request) => (request.body as { url?: string }).url);

/** Opens the dialog's More options (already open when the form holds a value behind it). */
async function openMore(manager: ManagerPage): Promise<void> {
  const more = manager.dialog.getByRole('button', { name: 'More options', exact: true });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/** axe finds nothing, in light and in dark. */
async function accessible(page: Page): Promise<void> {
  expect(await axeReport(page)).toBe('');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeReport(page)).toBe('');
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The values a field's datalist offers. */
const offered = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const list = (input as HTMLInputElement).list;
    return list ? [...list.options].map((option) => option.value) : [];
  });

describe('campaign fields in the popup (Chromium)', () => {
  it('fills the fields from the tab URL, previews the edited URL, sends exactly it, and opens the campaign statistics', async () => {
    // Arrange: a tracked site (127.0.0.1) and a tab whose URL carries a campaign and a fragment
    const { server, other, ext } = suite;
    const site = await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const websiteId = Number((site.body as { data: { id: number } }).data.id);
    const tabUrl = `${other.samplePage('campaign')}&utm_source=newsletter&utm_medium=email&utm_campaign=launch#intro`;
    const { tab } = await ext.openTab(tabUrl);
    const popup = await suite.openPopup(tab.id);
    await popup.moreOptions.click();
    // The fields show the tab's values
    await expect.poll(() => popup.field('Source').inputValue()).toBe('newsletter');
    expect(await popup.field('Medium').inputValue()).toBe('email');
    expect(await popup.field('Campaign').inputValue()).toBe('launch');

    // Act: edit them as a person would
    await popup.field('Campaign').fill('spring-sale');
    await popup.field('Medium').fill('');
    await popup.field('Content').fill('header link');
    const preview = await popup.field('Final URL').inputValue();
    await accessible(popup.page);
    await popup.shortenButton.click();
    await popup.shortUrl.waitFor();

    // Assert: the preview is the URL field and what the server received, every other part kept
    expect(preview).toBe(
      `${other.samplePage('campaign')}&utm_source=newsletter&utm_campaign=spring-sale&utm_content=header+link#intro`,
    );
    expect(postedUrls()).toEqual([preview]);

    // Act: a visitor comes through the campaign's URL, then Campaign statistics
    await visit(server, preview);
    const button = popup.page.getByRole('button', { name: 'Campaign statistics', exact: true });
    await button.waitFor();
    const opened = ext.context.waitForEvent('page');
    await button.click();
    const manager = await opened;
    await manager.waitForLoadState();

    // Assert: the website's view, its campaigns list searched for the campaign
    expect(new URL(manager.url()).hash).toBe(`#websites/${websiteId}/stats?range=30d&campaign=spring-sale`);
    const card = manager
      .locator('.stats-card')
      .filter({ has: manager.getByRole('heading', { name: 'Campaigns', exact: true }) });
    await expect.poll(() => card.getByRole('searchbox').inputValue()).toBe('spring-sale');
    await expect.poll(() => card.locator('tbody tr .stats-value').allTextContents()).toEqual(['spring-sale']);
    expect(statsRequests(server).some((request) => request.query.search === 'spring-sale')).toBe(true);
    // The values used are remembered for this profile
    const local = await ext.storage('local');
    expect(local['campaigns:default']).toMatchObject({
      recent: { source: ['newsletter'], campaign: ['spring-sale'], content: ['header link'], medium: [] },
    });
  });
});

describe('campaign fields in the manager (Chromium)', () => {
  it('has the fields in New link, offers a value used before, and picks a saved preset', async () => {
    // Arrange
    const page = await suite.ext.openExtensionPage('manager.html#links');
    const manager = new ManagerPage(page);
    await manager.newLink.click();
    await manager.dialogField('URL').fill('https://example.org/post?id=1#top');
    await openMore(manager);

    // Act: a campaign, saved as the preset "Mastodon", then the link created
    await manager.dialogField('Source').fill('mastodon');
    await manager.dialogField('Medium').fill('social');
    await manager.dialogField('Preset name').fill('Mastodon');
    await manager.dialog.getByRole('button', { name: 'Save as preset', exact: true }).click();
    await manager.dialog.getByText('Preset “Mastodon” saved.').waitFor();
    expect(await manager.dialogField('Final URL').inputValue()).toBe(
      'https://example.org/post?id=1&utm_source=mastodon&utm_medium=social#top',
    );
    await manager.dialogSave.click();
    await manager.dialog.waitFor({ state: 'detached' });

    // Assert: created with the previewed URL
    expect(postedUrls()).toEqual(['https://example.org/post?id=1&utm_source=mastodon&utm_medium=social#top']);

    // Act: a second link, from the preset
    await manager.newLink.click();
    await manager.dialogField('URL').fill('https://example.org/other');
    await openMore(manager);
    await expect.poll(() => offered(page, 'Source')).toEqual(['mastodon']);
    await manager.dialogField('Preset').selectOption('Mastodon');
    await accessible(page);

    // Assert: the preset's values, written into the URL
    expect(await manager.dialogField('Medium').inputValue()).toBe('social');
    expect(await manager.dialogField('URL').inputValue()).toBe(
      'https://example.org/other?utm_source=mastodon&utm_medium=social',
    );
    expect(await suite.ext.storage('local')).toMatchObject({
      'campaigns:default': {
        presets: [{ name: 'Mastodon', values: { source: 'mastodon', medium: 'social' } }],
      },
    });
  });
});
