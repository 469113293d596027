/**
 * "Find a link" under real data, in Chromium: a result shows the title it
 * was found by, and its destination is not cut by the result's buttons.
 */
import { describe, expect, it } from 'vitest';
import { FindLinkPanel } from './pages/find-link';
import { listAll } from './support/api';
import { useChromium } from './support/fixture';

const suite = useChromium();

describe('Find a link results (Chromium)', () => {
  it('show the title and the whole destination host beside their buttons', async () => {
    const all = await listAll(suite.server, '/api/v1/links');
    const target = all.find((link) => String(link.title ?? '').length > 0 && String(link.url).length > 0);
    const title = String(target?.title);
    const host = new URL(String(target?.url)).host;
    const { tab } = await suite.openSample();
    const popup = await suite.openPopup(tab.id);
    const find = await new FindLinkPanel(popup.page).ready();

    await find.input.fill(title);
    const option = find.options.filter({ hasText: String(target?.alias) }).first();
    await option.waitFor();

    expect(await option.textContent()).toContain(title);
    const hostCut = await option
      .locator('.link-host')
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || (el.textContent ?? '').length === 0);
    expect(hostCut).toBe(false);
    expect(await option.locator('.link-host').textContent()).toContain(host);
  });
});
