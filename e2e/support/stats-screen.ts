/**
 * The statistics view's request budget, shared by the Chromium and Firefox tests and
 * the bench: when the first screen is complete, and the requests a view cost.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ExtensionDriver } from './driver';
import { apiRequests, type RunningServer } from './server';
import type { UiPage } from './ui';

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
 * within the load margin below the window (lib/pages/manager/stats/TopCard.tsx,
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

/**
 * Polls `fn(arg)` in the page (either browser's) until it answers something truthy, and resolves
 * to that; fails after `timeout` ms. `fn` is serialized into the page: it may use nothing but
 * its argument. A page navigating meanwhile answers nothing until its new document is there.
 */
export async function untilPage<T, A = undefined>(
  page: UiPage,
  fn: (arg: A) => T,
  arg?: A,
  timeout = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg as A).catch(() => null);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 160)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens the manager at `hash` in a window of `size` from its very first request. A page opened
 * at the manager would ask for what fits the browser's default window before it could be
 * resized; so an extension page that asks for nothing (the icon) is sized first, then goes to
 * the manager (a window keeps its size across a navigation).
 */
export async function openManagerSized(
  ext: ExtensionDriver,
  hash: string,
  size = FIRST_SCREEN,
): Promise<UiPage> {
  const page = await ext.openExtensionPage('icon/16.png');
  await page.setViewportSize(size);
  await page.evaluate(
    (url) => {
      // After the call has returned: a navigation inside it would end the call's context.
      setTimeout(() => location.assign(url), 0);
    },
    ext.url(`manager.html${hash}`),
  );
  await untilPage(
    page,
    () => location.pathname.endsWith('/manager.html') && document.querySelector('main') !== null,
  );
  return page;
}
