/**
 * Pages that hold up under real data, at 800 and 1280 px: nothing wider than the window
 * (document.documentElement.scrollWidth <= innerWidth, and no element reaching past its right
 * edge) and no cell that cuts its own text or buttons; Options' sections spaced alike.
 */
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall } from './support/api';
import { cutElements, LONG_DESTINATION, partSpacing } from './support/layout';
import { expectNothingWider } from './support/nothing-wider';
import { whenShown } from './support/page-state';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const WIDTHS = [800, 1280] as const;

describe.each(BROWSERS)('page layout under real data (%s)', (browser) => {
  // Layout: Firefox draws form controls (selects, number fields, buttons) and text in its own
  // sizes and fonts, so what fits in Chromium may stick out in Firefox.
  const suite = useExtension(browser);

  async function open(path: string, width: number): Promise<UiPage> {
    const page = await suite.ext.openExtensionPage(path);
    await page.setViewportSize({ width, height: 800 });
    return page;
  }

  for (const width of WIDTHS) {
    it(`keeps the manager within ${width} px with a long unbreakable destination`, async () => {
      const created = await apiCall(suite.server, 'POST', '/api/v1/links', {
        form: { url: LONG_DESTINATION },
      });
      expect(created.status).toBe(201);

      const page = await open('manager.html#links', width);
      const manager = await new ManagerPage(page).ready();
      await whenShown(page, [suite.server], () => manager.rows.first().waitFor());

      await expectNothingWider(page, width);
      for (const control of [manager.status, manager.sort, manager.perPage, manager.newLink]) {
        const box = await control.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
    });

    it(`shows every website cell whole at ${width} px (host and the Delete button uncut)`, async () => {
      const page = await open('manager.html#websites', width);
      const manager = await new ManagerPage(page).ready();
      await manager.rows.first().waitFor();

      await expectNothingWider(page, width);
      expect(await page.evaluate(cutElements, '.websites-table td')).toEqual([]);
    });

    it(`says Select all on this page in words above the cards, and only to screen readers beside the table (${width} px)`, async () => {
      const page = await open('manager.html#websites', width);
      const manager = await new ManagerPage(page).ready();
      await manager.rows.first().waitFor();

      const words = page.locator('.select-page-text').first();
      const shown = ((await words.boundingBox())?.width ?? 0) > 1;

      expect(shown).toBe(width < 960); // Cards below 960 px (manager.css)
      expect(await page.getByRole('checkbox', { name: 'Select all on this page' }).count()).toBe(1);
    });

    it(`keeps Options within ${width} px (the hidden file input of Import stays hidden)`, async () => {
      const page = await open('options.html', width);
      await page.getByRole('button', { name: 'Save', exact: true }).first().waitFor();

      await expectNothingWider(page, width);
    });
  }

  it('spaces the parts of every Options section by the section’s gap alone (Alerts’ paragraphs too)', async () => {
    // Notifications off: Alerts says so in a second paragraph under its intro
    await suite.configure({ notifications: false });
    const page = await open('options.html', 800);
    await page.getByRole('region', { name: 'Alerts' }).getByRole('checkbox').first().waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const sections = await page.evaluate(partSpacing, 'main.options section');

    const apart = sections.filter(({ gap, spaces }) => spaces.some((space) => Math.abs(space - gap) > 1));
    expect(sections.map(({ name }) => name)).toContain('section.alerts');
    expect(apart).toEqual([]);
  });
});
