/**
 * The layout essentials of issue 26 in Firefox ESR (.output/firefox-mv2-e2e), at 800 and 1280 px:
 * the manager with a long unbreakable destination, the websites list and Options stay within
 * the window, and no website cell cuts its text or buttons. (e2e/layout.e2e.test.ts is the
 * Chromium side.)
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useFirefox } from './support/firefox-suite';
import { cutElements, LONG_DESTINATION, measureOverflow } from './support/layout';

const suite = useFirefox();

async function open(path: string, readySelector: string, width: number): Promise<Page> {
  const page = await suite.ff.openExtensionPage(path, readySelector);
  await page.setViewport({ width, height: 800 });
  await page.waitForSelector(readySelector, { timeout: 15_000 });
  return page;
}

async function expectNothingWider(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
  // The window's new width reaches the layout after a frame or two.
  await expect.poll(() => page.evaluate(measureOverflow), { timeout: 5_000 }).toMatchObject({ wide: [] });
  const overflow = await page.evaluate(measureOverflow);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
}

describe('page layout under real data (Firefox)', () => {
  for (const width of [800, 1280]) {
    it(`keeps the manager within ${width} px with a long unbreakable destination`, async () => {
      const created = await apiCall(suite.server, 'POST', '/api/v1/links', {
        form: { url: LONG_DESTINATION },
      });
      expect(created.status).toBe(201);
      const page = await open('manager.html#links', 'table[aria-busy="false"] tbody tr', width);

      await expectNothingWider(page, width);
    });

    it(`shows every website cell whole at ${width} px`, async () => {
      const page = await open('manager.html#websites', 'table[aria-busy="false"] tbody tr', width);

      await expectNothingWider(page, width);
      expect(await page.evaluate(cutElements, '.websites-table td')).toEqual([]);
    });

    it(`keeps Options within ${width} px`, async () => {
      const page = await open('options.html', 'form button[type="submit"]', width);

      await expectNothingWider(page, width);
    });
  }
});
