/**
 * `npm run demo`: the extension against the reference server, ready to click.
 *
 * Installs Chromium when it is missing, as `npm test` does (scripts/demo-setup.ts), builds the
 * e2e flavour of the extension (it pre-grants the loopback host permission, so no
 * permission prompt), starts the reference server with its demo data (port 8787, or a free one),
 * opens Chromium with the extension configured for that server on a sample page.
 * - With a display: stays open until you close the browser.
 * - Without one (DISPLAY unset): runs headless, shortens the sample page through the popup,
 *   prints the short URL and writes screenshots to demo-output/ (popup, result with QR code, manager,
 *   options page).
 * The sample page's host is a tracked website of the demo account and the page carries the
 * tracking tag: opening it is a visit the server counts, which the demo prints.
 * Headless, it then turns "Don't count my visits" on in the popup's "This site" panel and shows
 * the next visit not counted (screenshot exclude-visits.png); with a display it says how.
 * DEMO_SKIP_BUILD=1 reuses .output/chrome-mv3-e2e; CHROME_PATH picks the browser.
 */

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../e2e/support/chromium';
import { ROOT } from '../e2e/support/paths';
import { startOtherOriginServer } from '../e2e/support/server';
import { settingsFor, settingsItems } from '../e2e/support/settings';
import { startServer } from '../reference-server/index';
import type { RunningServer } from '../reference-server/types';
import { demoAlert } from './demo-alerts';
import { prepareDemo } from './demo-setup';
import {
  EXCLUDE_SWITCH,
  PAGE_VIEW_SAID,
  samplePageViews,
  switchOnExcludeVisits,
  trackedSamplePage,
  trackSampleHost,
  visitTracked,
} from './demo-tracking';

const OUT = resolve(ROOT, 'demo-output');

async function startDemoServer(): Promise<RunningServer> {
  try {
    return await startServer({ port: 8787, seed: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log('demo: port 8787 is taken, using a free port');
    return startServer({ port: 0, seed: true });
  }
}

async function main(): Promise<void> {
  prepareDemo();
  const headless = !process.env.DISPLAY;
  const server = await startDemoServer();
  const pages = await startOtherOriginServer();
  const ext = await launchChromium({ headless });
  const shutdown = async () => {
    await ext.close();
    await Promise.all([server.stop(), pages.stop()]);
  };

  try {
    await ext.setStorage('local', settingsItems(settingsFor(server, server.keys.demo)));
    const websiteId = await trackSampleHost(server, pages);
    const sampleUrl = trackedSamplePage(server, pages, 'demo');
    const { page: sample, tab, counted } = await visitTracked(ext, server, pages, sampleUrl);
    console.log(`demo: reference server ${server.url} (API key ${server.keys.demo})`);
    console.log(`demo: sample page ${sample.url()} (tracked website ${websiteId}, carries the tracking tag)`);
    console.log(
      `demo: visit ${counted ? 'counted' : 'NOT counted'}: the server counted ${await samplePageViews(server, websiteId, sampleUrl)} page view(s) of the sample page today`,
    );

    if (!headless) {
      await sample.bringToFront();
      console.log('demo: Chromium is open with the extension configured. Click its toolbar icon');
      console.log('      (pin it from the puzzle-piece menu), or right-click the link on the page.');
      console.log(
        `demo: turn on "${EXCLUDE_SWITCH}" in the popup's This site panel, then reload the sample page: the visit is not counted.`,
      );
      console.log('demo: close the browser window to end the demo.');
      await new Promise<void>((done) => ext.context.on('close', () => done()));
      await shutdown();
      return;
    }

    mkdirSync(OUT, { recursive: true });
    // a new visit of a tracked page, not counted once the switch is on.
    const switched = await switchOnExcludeVisits(ext, tab.id, server.url, new URL(pages.url).hostname);
    await switched.screenshot({ path: resolve(OUT, 'exclude-visits.png'), fullPage: true });
    const excludedUrl = trackedSamplePage(server, pages, 'demo-excluded');
    const { counted: excluded, pageView } = await visitTracked(ext, server, pages, excludedUrl);
    const views = await samplePageViews(server, websiteId, excludedUrl);
    console.log(
      `demo: ${EXCLUDE_SWITCH} on: visit ${excluded ? 'COUNTED' : 'not counted'} (${PAGE_VIEW_SAID[pageView]}): the server counted ${views} page view(s) of ${excludedUrl}`,
    );

    const popup = await ext.openExtensionPage(`popup.html?tabId=${tab.id}`);
    await popup.setViewportSize({ width: 380, height: 520 });
    const shorten = popup.getByRole('button', { name: 'Shorten', exact: true });
    await shorten.waitFor();
    await popup.getByLabel('Alias', { exact: true }).fill('demo-article');
    await popup.screenshot({ path: resolve(OUT, 'popup.png') });

    await shorten.click();
    const shortUrlInput = popup.getByLabel('Short URL', { exact: true });
    await shortUrlInput.waitFor();
    const shortUrl = await shortUrlInput.inputValue();
    await popup.getByRole('button', { name: 'QR code', exact: true }).click();
    await popup.locator('svg').first().waitFor();
    await popup.screenshot({ path: resolve(OUT, 'result-qr.png'), fullPage: true });

    const options = await ext.openExtensionPage('options.html');
    await options.getByLabel('API key', { exact: true }).waitFor();
    await options.screenshot({ path: resolve(OUT, 'options.png'), fullPage: true });

    const manager = await ext.openExtensionPage('manager.html#links');
    await manager.setViewportSize({ width: 1280, height: 800 });
    await manager.getByRole('button', { name: 'Edit demo-article', exact: true }).waitFor();
    await manager.screenshot({ path: resolve(OUT, 'manager.png') });

    console.log(`demo: short URL ${shortUrl}`);
    for (const alert of await demoAlert(ext, server)) console.log(`demo: alert raised: ${alert}`);
    console.log(
      `demo: screenshots in ${OUT}: exclude-visits.png, popup.png, result-qr.png, options.png, manager.png`,
    );
    await shutdown();
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('demo failed:', error);
    process.exit(1);
  },
);
