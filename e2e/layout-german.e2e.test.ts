/**
 * German words are longer than English ones: the pages hold them at the sizes people use. The
 * popup at 400x600 with its QR code shown ("PNG herunterladen", "SVG herunterladen") and its
 * "Bereits gekürzt" lines (a part that goes to a line of its own shows no separator), and
 * Options at 800 and 1280 px with a saved key, whose way to keep it is a line that wraps rather
 * than a placeholder cut at the field's edge. Chromium runs in German (`--lang=de`); Firefox's
 * ESR in the tests ships English only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { cutElements, shownLines } from './support/layout';
import { expectNothingWider } from './support/nothing-wider';
import { useExtension } from './support/suite';

const german = JSON.parse(readFileSync(resolve('public/_locales/de/messages.json'), 'utf8')) as Record<
  string,
  { message: string }
>;
const de = (key: string) => german[key]?.message ?? key;

describe('German pages at the sizes people use (chromium)', () => {
  const suite = useExtension('chromium', { chromium: { args: ['--lang=de'] } });

  it('keeps the popup within 400 px after "QR-Code"', async () => {
    const { tabId } = await suite.openSample();
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    await page.setViewportSize({ width: 400, height: 600 });
    await page.getByRole('button', { name: de('popup_shorten'), exact: true }).click();
    await page.getByRole('button', { name: de('popup_qrCode'), exact: true }).click();
    await page.locator('.qr-code svg').waitFor();

    // The popup is narrower than the window (its own width): nothing may reach past its edge.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const popup = await page.evaluate(() => {
      const right = document.body.getBoundingClientRect().right;
      const past = [...document.querySelectorAll('body *')]
        .filter(
          (el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > right + 0.5,
        )
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
      return {
        past: past.slice(0, 5),
        scrollWidth: document.body.scrollWidth,
        width: document.body.clientWidth,
      };
    });
    expect(popup.past).toEqual([]);
    expect(popup.scrollWidth).toBeLessThanOrEqual(popup.width);
    await expectNothingWider(page, 400);
  });

  it('shows the short domain of "Bereits gekürzt" whole in the 400 px popup', async () => {
    const { tabId, url } = await suite.openSample();
    await apiCall(suite.server, 'POST', '/api/v1/links', { form: { url } });
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    await page.setViewportSize({ width: 400, height: 600 });
    await page.locator('.already-host-start').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    expect(await page.evaluate(cutElements, '.already-host-start')).toEqual([]);
  });

  it('starts and ends no line of "Bereits gekürzt" with a separator in the 400 px popup', async () => {
    // A disabled link: its clicks and status do not fit the domain's line and go to the next one
    const { tabId, url } = await suite.openSample();
    await apiCall(suite.server, 'POST', '/api/v1/links', { form: { url, disabled: 1 } });
    const page = await suite.ext.openExtensionPage(`popup.html?tabId=${tabId}`);
    await page.setViewportSize({ width: 400, height: 600 });
    await page.locator('.already-meta').getByText(de('manager_status_disabled')).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const [lines = []] = await page.evaluate(shownLines, '.already-meta');

    // (the separator's spaces are for screen readers: on screen, the dot alone between its margins)
    const shown = lines.join(' ').replace(/\s*·\s*/g, ' · ');
    expect(shown).toContain(
      `${de('find_clicks_other').replace('$1', '0')} · ${de('manager_status_disabled')}`,
    );
    expect(lines.filter((line) => line.startsWith('·') || line.endsWith('·'))).toEqual([]);
  });

  for (const width of [800, 1280]) {
    it(`shows the saved key and how to keep it whole at ${width} px`, async () => {
      const page = await suite.ext.openExtensionPage('options.html');
      await page.setViewportSize({ width, height: 800 });
      const key = page.getByLabel(de('options_apiKey'), { exact: true });
      await key.waitFor();
      const placeholder = await key.getAttribute('placeholder');

      // The placeholder's text fits its field (an input cuts it without a scroll width to show).
      const fits = await key.evaluate((element) => {
        const input = element as HTMLInputElement;
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = style.font;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(placeholder).toMatch(/^Gespeicherter Schlüssel ••••/);
      expect(fits).toBe(true);
      await page.getByText(de('options_apiKeyKeep'), { exact: true }).waitFor();
      expect(await page.evaluate(cutElements, '.field-hint')).toEqual([]);
      await expectNothingWider(page, width);
    });
  }
});
