/**
 * A 255-character alias, the longest servers take, in Chromium: the popup
 * keeps what was typed (a longer one is refused at the field, never cut), its result shows the
 * whole short URL, and the manager's row stays a few lines tall at 800 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { apiCall } from './support/api';
import { useChromium } from './support/fixture';
import { apiRequests } from './support/server';

const suite = useChromium();
const LONGEST = `a-very-long-alias-${'x'.repeat(255 - 18)}`;

describe('a 255-character alias (Chromium)', () => {
  it('refuses a longer alias at its field instead of cutting it', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.fill({ alias: `${LONGEST}yz` });

    expect(await popup.alias.inputValue()).toBe(`${LONGEST}yz`);
    suite.server.clearRequests();
    await popup.shorten();
    await expect.poll(async () => (await popup.fieldError('Alias')).description).toMatch(/255/);
    expect(apiRequests(suite.server, 'POST')).toEqual([]);
  });

  it('shows the whole short URL, alias included, in the popup result', async () => {
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    await popup.fill({ alias: LONGEST });
    await popup.shorten();

    expect(await popup.waitForShortUrl()).toMatch(new RegExp(`/${LONGEST}$`));
    const hidden = await popup.shortUrl.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(hidden).toBe(false);
  });

  for (const width of [800, 1280]) {
    it(`keeps its manager row a few lines tall at ${width} px`, async () => {
      const created = await apiCall(suite.server, 'POST', '/api/v1/links', {
        form: { url: 'https://example.com/a', alias: LONGEST },
      });
      expect(created.status).toBe(201);
      const page = await suite.ext.openExtensionPage('manager.html#links');
      await page.setViewportSize({ width, height: 800 });
      const manager = await new ManagerPage(page).ready();
      const row = manager.rows.filter({ hasText: LONGEST.slice(0, 40) });

      const box = await row.boundingBox();
      // A card at 800 px holds its buttons and a few lines; 15 lines of alias made it ~400 px.
      expect(box?.height).toBeLessThanOrEqual(width === 800 ? 200 : 90);
      expect(await row.getAttribute('data-id')).toBe(
        String(created.body.id ?? (created.body.data as { id?: number })?.id),
      );
    });
  }
});
