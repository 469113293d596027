/**
 * Proving that something did not appear in a page. As for a request (expectNoRequest in
 * server.ts), nothing announces that an element will not come: a deadline is the only wait, it
 * fails as soon as the element is there, and it is used for nothing that does happen.
 */
import type { Locator } from 'playwright-core';

/** Resolves once `within` ms pass without `locator` matching an element; rejects as soon as it does. */
export async function expectNoElement(
  locator: Locator,
  { within = 500 }: { within?: number } = {},
): Promise<void> {
  const appeared = await locator
    .first()
    .waitFor({ state: 'attached', timeout: within })
    .then(
      () => true,
      () => false,
    );
  if (appeared) throw new Error(`expected no element ${locator} within ${within} ms, one appeared`);
}
