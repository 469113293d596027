/**
 * The popup's polish, in Chromium: the result's buttons share their lines
 * ("Shorten another" stood alone on one), and a first run offers no way to a manager that has
 * nothing to manage yet.
 */
import { describe, expect, it } from 'vitest';
import { useChromium } from './support/fixture';

const suite = useChromium({ configure: false });

describe("the popup's buttons (Chromium)", () => {
  it('puts no button of the result alone on its line', async () => {
    await suite.configure();
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.shorten();
    await popup.waitForShortUrl();

    const lines = await popup.page.locator('.result .button-row button').evaluateAll((buttons) => {
      const count = new Map<number, number>();
      for (const button of buttons) {
        const top = Math.round(button.getBoundingClientRect().top);
        count.set(top, (count.get(top) ?? 0) + 1);
      }
      return [...count.values()];
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((n) => n === 1)).toEqual([]);
  });

  it('offers Settings but not Manage links before anything is connected', async () => {
    const { tab } = await suite.openSample();
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await page.getByRole('link', { name: 'Settings' }).waitFor();

    expect(await page.getByRole('link', { name: 'Manage links' }).count()).toBe(0);
  });

  it('offers Manage links once connected', async () => {
    await suite.configure();
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);

    await popup.page.getByRole('link', { name: 'Manage links' }).waitFor();
  });
});
