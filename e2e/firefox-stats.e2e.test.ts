/**
 * Statistics (issue 21) in Firefox ESR (.output/firefox-mv2-e2e): the manager's statistics view
 * of a website draws its chart and fills its cards from the worker (storage.session cache on
 * Firefox's background page), and the popup shows "This site" for a tracked site. Puppeteer
 * element handles and polling (not Locators: Firefox runs no animation frames in a tab that is
 * not in front).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { useFirefox } from './support/firefox-suite';

const suite = useFirefox();

/** Polls `fn` in the page until it returns something truthy. */
async function until<T>(page: Page, fn: () => T, timeout = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn).catch(() => null);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('statistics (Firefox)', () => {
  it("draws a website's time chart and fills its cards", async () => {
    // Act
    const page = await suite.ff.openExtensionPage(
      'manager.html#websites/1001/stats?range=30d',
      '.stats-view',
    );
    // Assert
    await until(page, () => document.querySelector('.stats-chart-box canvas') !== null);
    const cards = await until(page, () => {
      const all = [...document.querySelectorAll('.stats-card')];
      const done = all.length > 0 && all.every((card) => card.getAttribute('aria-busy') !== 'true');
      return done ? all.map((card) => card.querySelectorAll('tbody tr').length) : null;
    });
    expect(cards).toHaveLength(13);
    expect(cards.every((rows) => rows > 0)).toBe(true);
    const total = await page.$eval('.stats-total-value', (node) => node.textContent ?? '');
    expect(total).toMatch(/^\d[\d,]*$/);
  });

  it('shows "This site" in the popup for a tracked site', async () => {
    // Arrange
    const { ff, server, other } = suite;
    await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
    const { tabId } = await ff.openTab(other.samplePage('ff-stats'));
    // Act
    const page = await ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button');
    // Assert
    const text = await until(
      page,
      () => document.querySelector('#site-stats .site-stats-figures')?.textContent,
    );
    expect(text).toMatch(/Visitors\s*\d/);
  });
});
