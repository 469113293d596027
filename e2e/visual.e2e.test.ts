/**
 * Visual regression (Chromium): the popup form, the popup result and the manager's links table
 * (wide, and as cards at 800 px) against the baselines in e2e/visual-baselines/, within a
 * tolerance (support/visual.ts). A layout change fails here until it is looked at and accepted
 * with UPDATE_SNAPSHOTS=1. Deterministic by construction: fixed viewport, clocks and data
 * (support/screens.ts); the server's host, whose port changes every run, is masked.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MANAGER_NARROW,
  managerLinks,
  managerStats,
  popupForm,
  popupResult,
  popupWithSiteStats,
  type ScreenSession,
  STABLE,
  settled,
  startScreenSession,
} from './support/screens';
import { compareWithBaseline } from './support/visual';

let session: ScreenSession;

beforeAll(async () => {
  session = await startScreenSession();
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.ext.closeTabs();
  await session.server.reset();
  await Promise.all([session.ext.clearStorage('local'), session.ext.clearStorage('session')]);
  await session.configure();
});

async function expectLooksLikeBaseline(page: Page, name: string): Promise<void> {
  await settled(page);
  const png = await page.screenshot({ ...STABLE, mask: [page.locator('.server-host')] });
  const { problem } = compareWithBaseline(name, png);
  expect(problem).toBe('');
}

describe('visual regression (Chromium)', () => {
  it('the popup form looks like its baseline', async () => {
    const popup = await popupForm(session, 'light');
    await popup.fill({ alias: 'ship-small' });
    await expectLooksLikeBaseline(popup.page, 'popup-form');
  });

  it('the popup result looks like its baseline', async () => {
    const popup = await popupResult(session, 'light');
    await expectLooksLikeBaseline(popup.page, 'popup-result');
  });

  // Only the https://sho.rt links: the others' short URLs hold the server's port.
  it('the manager links table looks like its baseline at 1280 px', async () => {
    const manager = await managerLinks(session, 'light', undefined, '#links?domain=1');
    await expectLooksLikeBaseline(manager.page, 'manager-table');
  });

  it('the statistics view of a website looks like its baseline', async () => {
    const page = await managerStats(session, 'light', '#websites/1001/stats?range=30d', {
      width: 1280,
      height: 900,
    });
    await expectLooksLikeBaseline(page, 'stats-website');
  });

  it('the popup with its "This site" panel looks like its baseline', async () => {
    const popup = await popupWithSiteStats(session, 'light');
    await popup.page.setViewportSize({ width: 380, height: 760 });
    await expectLooksLikeBaseline(popup.page, 'popup-site-stats');
  });

  it('the manager links show as cards at 800 px, like their baseline', async () => {
    const manager = await managerLinks(session, 'dark', MANAGER_NARROW, '#links?domain=1');
    await expectLooksLikeBaseline(manager.page, 'manager-cards-dark');
  });
});
