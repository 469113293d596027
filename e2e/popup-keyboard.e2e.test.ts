/**
 * The popup from the keyboard, in Chromium: it opens with the Alias field
 * focused (the URL is the tab's; Enter shortens), "/" there opens Find a link while nothing is
 * typed in it (in the middle of an alias it stays, and the field says an alias cannot hold one), and Tab goes through it in the order it is seen: the header, Find a link, then the
 * form.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FindLinkPanel } from './pages/find-link';
import { PopupPage } from './pages/popup-page';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';

const suite = useChromium();

interface Stop {
  name: string;
  top: number;
  left: number;
}

/** The focused element's accessible-ish name and place after each of `count` Tab presses from the top. */
async function tabStops(page: Page, count: number): Promise<Stop[]> {
  // Focus on the page itself, so the first Tab goes to the first stop (a blur keeps its place).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const stops: Stop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') || el.id || el.textContent?.trim() || el.tagName;
        return { name, top: Math.round(box.top), left: Math.round(box.left) };
      }),
    );
  }
  return stops;
}

describe('the popup from the keyboard (Chromium)', () => {
  it('opens with the Alias field focused', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);

    await expect.poll(() => popup.alias.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens Find a link on "/" typed in the focused Alias, which stays empty', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    const find = popup.page.getByLabel('Find a link', { exact: true });
    await expect.poll(() => popup.alias.evaluate((el) => el === document.activeElement)).toBe(true);

    await popup.page.keyboard.press('/');

    await expect.poll(() => find.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await popup.alias.inputValue()).toBe('');
  });

  it('keeps "/" typed in the middle of an alias in Alias, and says there that an alias cannot hold it', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    const find = popup.page.getByLabel('Find a link', { exact: true });
    await expect.poll(() => popup.alias.evaluate((el) => el === document.activeElement)).toBe(true);

    await popup.page.keyboard.type('a/b');

    expect(await popup.alias.inputValue()).toBe('a/b');
    expect(await find.inputValue()).toBe('');
    expect((await popup.fieldError('Alias')).description).toBe(msg('form_aliasNoSlash'));
  });

  it('opens Find a link on "/" pressed before the search code has loaded, and keeps what is typed next', async () => {
    // Arrange: the form is up, Preact and the search code held back (the e2e build's hook).
    const { tab } = await suite.openSample();
    const popup = new PopupPage(
      await suite.ext.openExtensionPage(`popup.html?tabId=${tab.id}&holdHydration`),
    );
    await popup.waitForUrl();
    const find = popup.page.getByLabel('Find a link', { exact: true });
    await expect.poll(() => popup.alias.evaluate((el) => el === document.activeElement)).toBe(true);

    // Act
    await popup.page.keyboard.press('/');
    await popup.page.keyboard.type('hacker');
    await popup.page.evaluate(() => dispatchEvent(new Event('e2e-hydrate')));

    // Assert: the search code took over the input with its text and the focus.
    await new FindLinkPanel(popup.page).ready();
    expect(await find.evaluate((el) => el === document.activeElement)).toBe(true);
    expect([await find.inputValue(), await popup.alias.inputValue()]).toEqual(['hacker', '']);
  });

  it('moves with Tab in the order things are seen: header, Find a link, then the form', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.page.getByRole('link', { name: 'Settings' }).waitFor();
    await popup.page.getByRole('combobox', { name: 'Search in' }).waitFor();

    const stops = await tabStops(popup.page, 6);

    // Each stop is below the one before, or on the same line to its right.
    for (let i = 1; i < stops.length; i++) {
      const [before, after] = [stops[i - 1] as Stop, stops[i] as Stop];
      const sameLine = Math.abs(after.top - before.top) < 12;
      expect(sameLine ? after.left > before.left : after.top > before.top, JSON.stringify(stops)).toBe(true);
    }
    expect(stops.map((s) => s.name).indexOf('Find a link')).toBeLessThan(
      stops.findIndex((s) => /-url$/.test(s.name)),
    );
  });
});
