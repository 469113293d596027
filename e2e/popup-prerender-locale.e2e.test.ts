/**
 * The pre-rendered popup in another language: popup.html ships English, and the first
 * script puts in the browser's language before Preact loads. Chromium runs in German here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PopupPage } from './pages/popup-page';
import { useChromium } from './support/fixture';
import { CHROME_E2E_BUILD } from './support/paths';

const suite = useChromium({ browser: { args: ['--lang=de'] } });

const german = JSON.parse(
  readFileSync(resolve(CHROME_E2E_BUILD, '_locales/de/messages.json'), 'utf8'),
) as Record<string, { message: string }>;
const de = (key: string) => german[key]?.message;

describe('pre-rendered popup in German (Chromium)', () => {
  it("shows the form's words in the browser's language before Preact has loaded", async () => {
    const { tab, url } = await suite.openSample('german');
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}&holdHydration`);
    await new PopupPage(page).waitForUrl();

    const shown = await page.evaluate(() => ({
      labels: [...document.querySelectorAll('#app label')].map((label) => label.textContent),
      shorten: document.querySelector('#app button[type="submit"]')?.textContent,
      moreOptions: document.querySelector('#app button.disclosure')?.textContent,
      find: document.getElementById('find-input')?.getAttribute('placeholder'),
      url: document.querySelector<HTMLInputElement>('input[name="url"]')?.value,
      hydrated: performance.getEntriesByName('popup-hydrated').length,
    }));

    expect(shown).toEqual({
      labels: [de('form_url'), de('form_alias'), de('form_password')],
      shorten: de('popup_shorten'),
      moreOptions: de('form_moreOptions'),
      find: de('popup_findLink'),
      url,
      hydrated: 0,
    });
    expect(shown.shorten).not.toBe('Shorten');
  });
});
