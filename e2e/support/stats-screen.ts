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

/**
 * In the page (self-contained): the view has asked for everything it asks without scrolling, and
 * shows every answer. That is the first screen (firstScreenComplete), the previous period when the
 * range has one (its change beside each total, or why not yet), and the top lists that came
 * within the load margin below the window (components/manager/stats/TopCard.tsx,
 * LOAD_MARGIN_PX). A test counts a view's requests from then on, instead of waiting for the
 * server to go quiet.
 */
export function viewSettled(): boolean {
  const LOAD_MARGIN_PX = 150;
  if (document.querySelector('.stats-series')?.getAttribute('aria-busy') !== 'false') return false;
  if (!document.querySelector('.stats-chart-box canvas')) return false;
  if (document.querySelector('.stats-previous-toggle')) {
    const compared = [...document.querySelectorAll('.stats-total')].every((total) =>
      total.querySelector('.stats-change'),
    );
    if (!compared && !document.querySelector('.stats-series .stats-waiting, .stats-series .stats-error'))
      return false;
  }
  const cards = [...document.querySelectorAll('.stats-card')];
  const near = cards.filter((card) => {
    const { top, bottom } = card.getBoundingClientRect();
    return top < window.innerHeight + LOAD_MARGIN_PX && bottom > -LOAD_MARGIN_PX;
  });
  return cards.length > 0 && near.every((card) => card.getAttribute('aria-busy') === 'false');
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
