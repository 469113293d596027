/**
 * The campaign parameters' states for `npm run screenshots`: the popup's campaign
 * fields filled from a tab URL with utm_* parameters, edited, with presets and the preview; the
 * result with "Campaign statistics"; the manager's New link with the fields, wide and narrow.
 */
import type { Page } from 'playwright-core';
import { PopupPage } from '../e2e/pages/popup-page';
import { apiCall } from '../e2e/support/api';
import {
  MANAGER_NARROW,
  MANAGER_WIDE,
  managerLinks,
  type Scheme,
  type ScreenSession,
} from '../e2e/support/screens';

export type Shoot = (page: Page, name: string, scheme: Scheme, fullPage?: boolean) => Promise<void>;

/** Values used before and two presets, as a profile has them after a few campaigns. */
const STORED = {
  recent: { source: ['newsletter', 'mastodon'], medium: ['email', 'social'], campaign: ['spring-sale'] },
  presets: [
    {
      name: 'Mastodon',
      values: { source: 'mastodon', medium: 'social', campaign: '', term: '', content: '' },
    },
    {
      name: 'Newsletter',
      values: { source: 'newsletter', medium: 'email', campaign: '', term: '', content: '' },
    },
  ],
};

export async function campaignStates(session: ScreenSession, scheme: Scheme, shoot: Shoot): Promise<void> {
  const { ext, other, server } = session;
  await ext.setStorage('local', { 'campaigns:default': STORED });
  await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });

  // The popup: a tab URL with a campaign, edited, its preview below.
  const tabUrl = `${other.samplePage(`campaign-${scheme}`)}&utm_source=newsletter&utm_medium=email#intro`;
  const { tab } = await ext.openTab(tabUrl);
  const page = await ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
  await page.setViewportSize({ width: 380, height: 600 });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const popup = await new PopupPage(page).ready();
  await popup.page.locator('.server-host:not(:empty)').waitFor();
  await popup.openMoreOptions();
  await popup.field('Preset').waitFor();
  await popup.field('Campaign').fill('spring-sale');
  await popup.field('Content').fill('header');
  await shoot(page, 'popup-campaign', scheme, true);

  await popup.shorten();
  await page.getByRole('button', { name: 'Campaign statistics', exact: true }).waitFor();
  await shoot(page, 'popup-campaign-result', scheme);

  // The manager's New link, wide and narrow.
  for (const [size, name] of [
    [MANAGER_WIDE, 'manager-campaign'],
    [MANAGER_NARROW, 'manager-campaign-800'],
  ] as const) {
    const manager = await managerLinks(session, scheme, size);
    await manager.newLink.click();
    await manager.dialogField('URL').fill('https://example.org/blog/launch-week?ref=home#pricing');
    // Open already when the profile has a default domain (it holds a value).
    const more = manager.dialog.getByRole('button', { name: 'More options', exact: true });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await manager.dialogField('Preset').selectOption('Mastodon');
    await manager.dialogField('Campaign').fill('launch-week');
    await shoot(manager.page, name, scheme);
  }
}
