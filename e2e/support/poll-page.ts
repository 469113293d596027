/**
 * Polling inside a Firefox page (puppeteer-core has no auto-waiting locators): the statistics
 * tests wait for a card's rows, a total or a note this way.
 */
import type { Page } from 'puppeteer-core';

/** Polls `fn(arg)` in the page until it returns something truthy, and resolves to that value. */
export async function untilInPage<T, A = undefined>(
  page: Page,
  fn: (arg: A) => T,
  arg?: A,
  timeout = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn as (arg: unknown) => T, arg as unknown).catch(() => null);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
