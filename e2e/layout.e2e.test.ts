/**
 * Pages that hold up under real data (issue 26), in Chromium at 800 and 1280 px: nothing wider
 * than the window (document.documentElement.scrollWidth <= innerWidth, and no element reaching
 * past its right edge) and no cell that cuts its own text or buttons.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall } from './support/api';
import { useChromium } from './support/fixture';
import { cutElements, LONG_DESTINATION, measureOverflow } from './support/layout';

const suite = useChromium();
const WIDTHS = [800, 1280] as const;

async function open(path: string, width: number): Promise<Page> {
  const page = await suite.ext.openExtensionPage(path);
  await page.setViewportSize({ width, height: 800 });
  return page;
}

async function expectNothingWider(page: Page): Promise<void> {
  const overflow = await page.evaluate(measureOverflow);
  expect(overflow.wide).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
}

describe('page layout under real data (Chromium)', () => {
  for (const width of WIDTHS) {
    it(`keeps the manager within ${width} px with a long unbreakable destination`, async () => {
      const created = await apiCall(suite.server, 'POST', '/api/v1/links', {
        form: { url: LONG_DESTINATION },
      });
      expect(created.status).toBe(201);

      const page = await open('manager.html#links', width);
      const manager = await new ManagerPage(page).ready();
      await manager.rows.first().waitFor();

      await expectNothingWider(page);
      for (const control of [manager.status, manager.sort, manager.perPage, manager.newLink]) {
        const box = await control.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
    });

    it(`shows every website cell whole at ${width} px (host and the Delete button uncut)`, async () => {
      const page = await open('manager.html#websites', width);
      const manager = await new ManagerPage(page).ready();
      await manager.rows.first().waitFor();

      await expectNothingWider(page);
      expect(await page.evaluate(cutElements, '.websites-table td')).toEqual([]);
    });

    it(`keeps Options within ${width} px (the hidden file input of Import stays hidden)`, async () => {
      const page = await open('options.html', width);
      await page.getByRole('button', { name: 'Save', exact: true }).first().waitFor();

      await expectNothingWider(page);
    });
  }
});
