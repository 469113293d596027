/**
 * Each test starts from what a fresh install has, whatever the test before it did in the same
 * browser (the browsers are shared by a worker's files, e2e/support/launches.ts): the extension's
 * storage, and the localStorage its pages keep for themselves. A page that remembered the popup's
 * recent links as opened made the next test's click on them close the list instead.
 */
import { describe, expect, it } from 'vitest';
import { msg } from './support/messages';
import { BROWSERS, useExtension } from './support/suite';

describe.each(BROWSERS)('a test after another in the same browser (%s)', (browser) => {
  const suite = useExtension(browser);

  async function recentLinksOfANewPopup() {
    const { tabId } = await suite.openSample();
    await suite.menuClick({ menuItemId: 'shorten-link', linkUrl: 'https://isolation.example/a' }, tabId);
    const popup = await suite.openPopup(tabId);
    const recent = popup.page.getByRole('region', { name: msg('popup_recent') });
    await recent.locator('summary').waitFor();
    return recent;
  }

  it('opens the recent links, which the popup remembers', async () => {
    const recent = await recentLinksOfANewPopup();

    await recent.locator('summary').click();

    await expect.poll(() => recent.locator('details[open]').count()).toBe(1);
  });

  it('finds the recent links closed, as on a fresh install, though the test before opened them', async () => {
    const recent = await recentLinksOfANewPopup();

    expect(await recent.locator('details[open]').count()).toBe(0);
  });
});
