/**
 * `npm run screenshots`: every state of the popup, the manager and the options page, in light and
 * dark, as PNG files in docs/ (README.md shows them), and the store images into store/images/
 * (scripts/store-images.ts). Like `npm run demo` it builds the e2e
 * flavour of the extension (SCREENSHOTS_SKIP_BUILD=1 reuses .output/chrome-mv3-e2e) and runs it
 * in headless Chromium against the reference server; the states come from e2e/support/screens.ts,
 * which the visual regression check (e2e/visual.e2e.test.ts) shares, with the clocks fixed so
 * dates and statuses read the same every run.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { apiCall } from '../e2e/support/api';
import { LONG_DESTINATION } from '../e2e/support/layout';
import { ROOT } from '../e2e/support/paths';
import {
  addDashboardSites,
  MANAGER_NARROW,
  MANAGER_WIDE,
  managerLinks,
  managerStats,
  managerWebsites,
  popupForm,
  popupResult,
  popupWithNoVisits,
  popupWithSiteStats,
  type Scheme,
  type ScreenSession,
  STABLE,
  settled,
  startScreenSession,
} from '../e2e/support/screens';
import { settingsFor, settingsItems } from '../e2e/support/settings';
import { DEFAULT_ALERTS } from '../lib/shared/settings/alerts';
import { campaignStates } from './campaign-screens';
import { buildE2e } from './demo-setup';
import { writeStoreImages } from './store-images';

const OUT = resolve(ROOT, 'docs');
const STORE_OUT = resolve(ROOT, 'store/images');

const written: string[] = [];
async function shoot(
  target: Page | { page: Page },
  name: string,
  scheme: Scheme,
  fullPage = false,
): Promise<void> {
  const page = 'page' in target ? target.page : target;
  const file = `${name}-${scheme}.png`;
  await settled(page);
  await page.screenshot({ path: resolve(OUT, file), fullPage, ...STABLE });
  written.push(file);
}

/** The popup's states, oldest first in a user's life: first run, form, options, result, error, recent, search. */
async function popupStates(session: ScreenSession, scheme: Scheme): Promise<void> {
  const { ext } = session;
  await ext.clearStorage('local');
  const { tab } = await ext.openTab(session.other.samplePage('first-run'));
  const firstRun = await ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
  await firstRun.setViewportSize({ width: 380, height: 260 });
  await firstRun.emulateMedia({ colorScheme: scheme });
  await firstRun.getByRole('button', { name: 'Open settings', exact: true }).waitFor();
  await shoot(firstRun, 'popup-first-run', scheme);
  await session.configure();
  await session.ext.clearStorage('session');

  const form = await popupForm(session, scheme, `form-${scheme}`);
  await form.fill({ alias: 'ship-small' });
  await shoot(form.page, 'popup-form', scheme);
  await form.openMoreOptions();
  await form.page.getByLabel('Domain', { exact: true }).waitFor();
  await shoot(form.page, 'popup-more-options', scheme, true);

  const failed = await popupForm(session, scheme, `error-${scheme}`);
  await failed.fill({ alias: 'launch' }); // taken by the seed: the server's message goes to Alias
  await failed.shorten();
  // Said once, at the field: no alert box above the form.
  await failed.page.locator('[aria-invalid="true"]').first().waitFor();
  await shoot(failed.page, 'popup-error', scheme);

  const result = await popupResult(session, scheme, `ship-${scheme}`);
  await result.copyButton.click();
  await result.page.getByText('Copied', { exact: true }).waitFor();
  await shoot(result.page, 'popup-result', scheme);
  await result.qrButton.click();
  await result.qrImage.first().waitFor();
  await shoot(result.page, 'popup-result-qr', scheme, true);

  // The next popup lists the links made so far.
  const recent = await popupForm(session, scheme, `recent-${scheme}`);
  // A disclosure, closed until opened, then remembered open (the dark pass finds it open).
  if ((await recent.page.locator('.recent details').getAttribute('open')) === null)
    await recent.page.locator('.recent summary').click();
  await recent.page.locator('.recent li').first().waitFor();
  await shoot(recent.page, 'popup-recent', scheme);

  // Find a link: the server's matches by clicks, the second one selected with ↓.
  const search = await popupForm(session, scheme, `search-${scheme}`);
  await search.page.getByRole('combobox', { name: 'Find a link' }).fill('example');
  await search.page.getByRole('listbox').getByRole('option').nth(3).waitFor();
  await search.page.keyboard.press('ArrowDown');
  await shoot(search.page, 'popup-search', scheme);

  // Two profiles: the Profile select stands in the header where the host was.
  const { server } = session;
  await session.ext.setStorage(
    'local',
    settingsItems(
      settingsFor(server, server.keys.demo, { profileId: 'work', profileName: 'Work', defaultDomain: 1 }),
      settingsFor(server, server.keys.other, { profileId: 'home', profileName: 'Home' }),
    ),
  );
  const profiles = await popupForm(session, scheme, `profiles-${scheme}`);
  await profiles.page.getByLabel('Profile', { exact: true }).waitFor();
  await shoot(profiles.page, 'popup-profiles', scheme);
  await session.configure();

  // A tracked site: the "This site" panel under the form.
  const tracked = await popupWithSiteStats(session, scheme);
  await tracked.page.setViewportSize({ width: 380, height: 760 });
  await shoot(tracked.page, 'popup-site-stats', scheme);
  // a tracked site without a visit in 7 days.
  const quiet = await popupWithNoVisits(session, scheme);
  await quiet.page.setViewportSize({ width: 380, height: 760 });
  await shoot(quiet.page, 'popup-site-stats-no-visits', scheme);
}

async function managerStates(session: ScreenSession, scheme: Scheme): Promise<void> {
  const wide = await managerLinks(session, scheme);
  await shoot(wide, 'manager-links', scheme);
  await wide.rowButton('Edit', 'hello').click();
  await wide.dialog.waitFor();
  await shoot(wide, 'manager-edit-dialog', scheme);
  await wide.page.keyboard.press('Escape');
  await wide.rowButton('Delete', 'hello').click();
  await wide.confirmDelete.waitFor();
  await shoot(wide, 'manager-delete-dialog', scheme);
  await wide.page.keyboard.press('Escape');
  await wide.dialog.waitFor({ state: 'hidden' });
  await wide.page.keyboard.press('?');
  await wide.dialog.waitFor();
  await shoot(wide, 'manager-shortcuts', scheme);

  const narrow = await managerLinks(session, scheme, MANAGER_NARROW);
  await shoot(narrow, 'manager-links-800', scheme);
  const empty = await managerLinks(session, scheme, MANAGER_NARROW, '#links?search=nothing-matches-this');
  await shoot(empty, 'manager-empty', scheme);

  session.server.faults.hang('GET /api/v1/links', 1);
  const loading = await session.ext.openExtensionPage('manager.html#links');
  await loading.setViewportSize(MANAGER_NARROW);
  await loading.emulateMedia({ colorScheme: scheme });
  await loading.locator('.skeleton').waitFor();
  await shoot(loading, 'manager-loading', scheme);
  session.server.faults.clear();

  session.server.faults.respond('GET /api/v1/links', { status: 500, body: { message: 'Server Error' } }, 3);
  const failed = await managerLinks(session, scheme, MANAGER_NARROW);
  await failed.page.locator('.error-state').waitFor();
  await shoot(failed, 'manager-error', scheme);
  session.server.faults.clear();

  // each website with its visitors over 7 days and a sparkline.
  const websites = await managerWebsites(session, scheme, { width: 1280, height: 600 });
  await shoot(websites, 'manager-websites', scheme);
  const websitesNarrow = await managerWebsites(session, scheme, MANAGER_NARROW);
  await shoot(websitesNarrow, 'manager-websites-800', scheme);
  // A long IDN domain stays whole beside the new cells; a site without a visit asks about its tracking code.
  await addDashboardSites(session, 2);
  for (const [size, name] of [
    [MANAGER_WIDE, 'manager-websites-dashboard'],
    [MANAGER_NARROW, 'manager-websites-dashboard-800'],
  ] as const) {
    await session.ext.clearStorage('session');
    await shoot(await managerWebsites(session, scheme, size), name, scheme, true);
  }
  session.server.faults.clear();

  // one link whose destination is a single unbreakable word keeps the page in the window.
  await apiCall(session.server, 'POST', '/api/v1/links', {
    form: { url: LONG_DESTINATION, alias: 'long-destination' },
  });
  const long = await managerLinks(session, scheme, MANAGER_WIDE, '#links?search=long-destination&by=alias');
  await shoot(long, 'manager-links-long-destination', scheme);
  const longNarrow = await managerLinks(
    session,
    scheme,
    MANAGER_NARROW,
    '#links?search=long-destination&by=alias',
  );
  await shoot(longNarrow, 'manager-links-long-destination-800', scheme);

  // Statistics: a website over 30 days at 1280 px (whole page), a link's one day at 800 px.
  const site = await managerStats(session, scheme, '#websites/1001/stats?range=30d', {
    width: 1280,
    height: 900,
  });
  await shoot(site, 'manager-stats-website', scheme, true);
  const link = await managerStats(session, scheme, '#links/1/stats?range=today', MANAGER_NARROW);
  await shoot(link, 'manager-stats-link-800', scheme);
  // The websites list saved this site's 7 days: asked anew, as on a first visit.
  await session.ext.clearStorage('session');
  session.server.faults.respond(
    'GET /api/v1/stats/*',
    { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '8' } },
    1000,
    3, // the series and the first card load; the budget runs out with the rest (said once at the top)
  );
  const limited = await session.ext.openExtensionPage('manager.html#websites/1002/stats?range=7d');
  await limited.setViewportSize(MANAGER_NARROW);
  await limited.emulateMedia({ colorScheme: scheme });
  await limited.getByText(/load by themselves at/).waitFor();
  await limited.locator('.stats-chart-box canvas').waitFor();
  await shoot(limited, 'manager-stats-rate-limited', scheme, true);
  session.server.faults.clear();
  // The worker keeps the spent limit until it resets: later states must not meet it.
  await limited.waitForTimeout(8_500);
  await limited.close();

  const options = await session.ext.openExtensionPage('options.html');
  await options.setViewportSize({ width: 800, height: 900 });
  await options.emulateMedia({ colorScheme: scheme });
  await options.getByLabel('API key', { exact: true }).waitFor();
  await shoot(options, 'options', scheme, true);
  await options.setViewportSize({ width: 1280, height: 900 });
  await shoot(options, 'options-1280', scheme, true);
  await options.close();
  await alertsSection(session, scheme);
}

/** Options' Alerts section with the alerts a site owner would pick, and their details open. */
async function alertsSection(session: ScreenSession, scheme: Scheme): Promise<void> {
  await session.configure({
    alerts: {
      ...DEFAULT_ALERTS,
      siteUnusual: true,
      linkTakeoff: true,
      linkExpiring: true,
      dailySummary: true,
      quietHours: { from: 22, to: 7 },
    },
  });
  const page = await session.ext.openExtensionPage('options.html');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  const section = page.getByRole('region', { name: 'Alerts' });
  await section.getByLabel('Milestones (total clicks)').waitFor();
  await settled(page);
  const file = `options-alerts-${scheme}.png`;
  // The section with the page's margin around it, as it sits on the page.
  const box = await section.boundingBox();
  if (!box) throw new Error('the Alerts section is not on the page');
  const clip = {
    x: Math.max(0, box.x - 16),
    y: Math.max(0, box.y - 16),
    width: box.width + 32,
    height: box.height + 32,
  };
  await page.screenshot({ path: resolve(OUT, file), fullPage: true, clip, ...STABLE });
  written.push(file);
  await page.close();
  await session.configure();
}

async function main(): Promise<void> {
  buildE2e(process.env.SCREENSHOTS_SKIP_BUILD === '1', 'screenshots');
  mkdirSync(OUT, { recursive: true });
  mkdirSync(STORE_OUT, { recursive: true });
  const session = await startScreenSession({ port: 8787 });
  try {
    for (const scheme of ['light', 'dark'] as const) {
      await session.server.reset();
      await session.ext.closeTabs();
      await popupStates(session, scheme);
      await managerStates(session, scheme);
      await campaignStates(session, scheme, shoot);
    }
    written.push(...(await writeStoreImages(session, STORE_OUT)));
  } finally {
    await session.close();
  }
  console.log(`screenshots: ${written.length} files in ${OUT}:\n  ${written.join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('screenshots failed:', error);
    process.exit(1);
  },
);
