/**
 * The interface's language beyond the words: every page states it (`lang`, `dir`), the popup's
 * pre-rendered first screen before it hydrates, and numbers and percentages are written as that
 * language writes them, the same way in the popup and the manager. Chromium runs in German
 * (`--lang=de`: German words, though a Chromium without its German resources reports "en-US"
 * as its UI language). Firefox takes its interface language from its language packs, and the
 * ESR the tests run ships English only: it checks the same contract in its own language.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { untilPage } from './support/stats-screen';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const LANGUAGE = { chromium: 'de', firefox: 'en-US' } as const;
/** A change as each language writes a percentage: "-16 %" (a no-break space) in German, "-16%" in English. */
const CHANGE = { chromium: /^([+-]\d+|0)\u00a0%$/u, firefox: /^([+-]\d+|0)%$/ } as const;

const languageOf = (page: UiPage) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe.each(BROWSERS)('pages in the interface language (%s)', (browser) => {
  const suite = useExtension(browser, { chromium: { args: ['--lang=de'] } });
  const language = LANGUAGE[browser];

  it('states the interface language on every page, the pre-rendered popup before it hydrates', async () => {
    // Arrange
    const { tabId } = await suite.openSample('lang');
    // Act
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}&holdHydration`);
    await untilPage(popup, () => document.querySelector<HTMLInputElement>('input[name="url"]')?.value);
    const beforeHydration = await languageOf(popup);
    const hydrated = await popup.evaluate(() => performance.getEntriesByName('popup-hydrated').length);
    const manager = await suite.ext.openExtensionPage('manager.html');
    await untilPage(manager, () => document.documentElement.lang);
    const options = await suite.ext.openExtensionPage('options.html');
    await untilPage(options, () => document.documentElement.lang);
    // Assert
    expect(hydrated).toBe(0);
    expect(beforeHydration).toEqual([language, 'ltr']);
    expect(await languageOf(manager)).toEqual([language, 'ltr']);
    expect(await languageOf(options)).toEqual([language, 'ltr']);
  });

  it("writes a site's change against the week before the same way in the popup and the manager", async () => {
    // Arrange: the sample page's host (127.0.0.1) is a website tracked for three weeks (the
    // server generates visits from the day a site was added, so a site added today has no change)
    const today = suite.server.clock.now();
    suite.server.clock.set(today - 21 * 86_400_000);
    const created = await apiCall(suite.server, 'POST', '/api/v1/websites', {
      form: { url: suite.other.url },
    });
    suite.server.clock.set(today);
    const id = Number((created.body as { data: { id: number } }).data.id);
    const { tabId } = await suite.openSample('change');
    // Act: the visitors' change in the popup's This site panel and in the manager's Last 7 days
    const popup = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    const inPopup = popup.locator('#site-stats .site-stats-figures tbody tr').first().locator('.change');
    await inPopup.waitFor();
    const popupChange = (await inPopup.textContent())?.trim();
    const manager = await suite.ext.openExtensionPage(`manager.html#websites/${id}/stats?range=7d`);
    const inManager = manager.locator('.stats-total').first().locator('.stats-change');
    await inManager.waitFor();
    const managerChange = await inManager.evaluate((element) => element.firstChild?.textContent?.trim());
    // Assert
    expect(popupChange).toMatch(CHANGE[browser]);
    expect(managerChange).toBe(popupChange);
  });
});
