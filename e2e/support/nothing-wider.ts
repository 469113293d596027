import { expect } from 'vitest';
import { measureOverflow } from './layout';
import type { UiPage } from './ui';

/**
 * Nothing in the page is wider than the window, measured once the window has its new width and
 * the page's fonts have loaded (a fallback font measures other widths).
 */
export async function expectNothingWider(page: UiPage, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const overflow = await page.evaluate(measureOverflow);
  expect(overflow.wide).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
}
