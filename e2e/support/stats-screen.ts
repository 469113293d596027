/**
 * The statistics view's request budget (issue 25), shared by the Chromium and Firefox tests and
 * the bench: when the first screen is complete, and the requests a view cost.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiRequests, type RunningServer } from './server';

/** The window size the budget is set for. */
export const FIRST_SCREEN = { width: 1280, height: 800 };

/**
 * In the page (self-contained: it is serialized into it): the first screen is complete when the
 * totals and the chart are drawn and every top list whose card is on screen has its answer.
 */
export function firstScreenComplete(): boolean {
  if (document.querySelector('.stats-series')?.getAttribute('aria-busy') !== 'false') return false;
  if (!document.querySelector('.stats-chart-box canvas')) return false;
  const cards = [...document.querySelectorAll('.stats-card')];
  const inView = cards.filter((card) => {
    const { top, bottom } = card.getBoundingClientRect();
    return top < window.innerHeight && bottom > 0;
  });
  return cards.length > 0 && inView.every((card) => card.getAttribute('aria-busy') === 'false');
}

/** The API requests the servers received (each server's log, from its last reset or clear). */
export const requestsOf = (...servers: RunningServer[]) => servers.flatMap((server) => apiRequests(server));

/** One line per request, for a failure message: "GET /api/v1/stats/1001 visitors 2026-10-27..2026-11-25". */
export const describeRequests = (...servers: RunningServer[]) =>
  requestsOf(...servers)
    .map(
      (r) =>
        `${r.status} ${r.method} ${r.path} ${r.query.name ?? ''} ${r.query.from ?? ''}..${r.query.to ?? ''}`,
    )
    .join('\n');

/** The readable values of one top list in Chromium, once it has its rows (scrolled into view first: cards load as they come into view). */
export async function topListValues(page: Page, name: string): Promise<string[]> {
  const card = page.locator(`[aria-labelledby="stats-card-${name}"]`);
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () =>
        (await card.getAttribute('aria-busy')) !== 'true' && (await card.locator('tbody tr').count()),
    )
    .toBeGreaterThan(0);
  return (await card.locator('tbody .stats-value').allTextContents()).map((text) => text.trim());
}
