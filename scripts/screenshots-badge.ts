/**
 * `npx tsx scripts/screenshots-badge.ts`: the toolbar badge, looked at. The badge is
 * drawn by the browser's toolbar, which no page screenshot holds: this writes the Options section
 * in light and dark (docs/options-toolbar-badge-<scheme>.png) and what the badge of a tracked
 * site's tab and of a page with a short link say, read through the action API
 * (docs/toolbar-badge.txt). Runs the e2e build (`npm run build:e2e` first) in headless Chromium
 * against the reference server.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiCall } from '../e2e/support/api';
import type { ChromeApi } from '../e2e/support/chrome-api';
import { launchChromium } from '../e2e/support/chromium';
import { ROOT } from '../e2e/support/paths';
import { startOtherOriginServer, startReferenceServer } from '../e2e/support/server';
import { settingsFor, settingsItems } from '../e2e/support/settings';
import type { Settings } from '../lib/shared/settings/schema';

declare const chrome: ChromeApi & {
  action: {
    getBadgeText(details: { tabId: number }): Promise<string>;
    getTitle(details: { tabId: number }): Promise<string>;
    getBadgeBackgroundColor(details: { tabId: number }): Promise<number[]>;
  };
};

const OUT = resolve(ROOT, 'docs');
const [server, other, ext] = await Promise.all([
  startReferenceServer(),
  startOtherOriginServer(),
  launchChromium(),
]);
const configure = (patch: Partial<Settings>) =>
  ext.setStorage('local', settingsItems(settingsFor(server, server.keys.demo, patch)));

/** The badge of a tab once painted (text, title, colour), read in the worker. */
async function badgeOf(url: string): Promise<{ text: string; title: string; color: number[] }> {
  const { tab } = await ext.openTab(url);
  await ext.inWorker((id) => chrome.tabs.update(id, { active: true }), tab.id);
  for (let tries = 0; ; tries++) {
    const badge = await ext.inWorker(
      async (id) => ({
        text: await chrome.action.getBadgeText({ tabId: id }),
        title: await chrome.action.getTitle({ tabId: id }),
        color: await chrome.action.getBadgeBackgroundColor({ tabId: id }),
      }),
      tab.id,
    );
    if (badge.text !== '' || tries > 50) return badge;
    await new Promise((done) => setTimeout(done, 200));
  }
}

try {
  await apiCall(server, 'POST', '/api/v1/websites', { form: { url: other.url } });
  const linked = other.samplePage('linked');
  await apiCall(server, 'POST', '/api/v1/links', { form: { url: linked } });
  const report: string[] = ['What the toolbar badge showed (read with chrome.action in the worker):', ''];
  await configure({ toolbarBadge: 'visitors' });
  const visitors = await badgeOf(other.samplePage('tracked'));
  report.push(
    `Visitors mode, tracked site ${other.url}: text "${visitors.text}", colour rgba(${visitors.color}),`,
  );
  report.push(`  title: ${JSON.stringify(visitors.title)}`);
  const untracked = await badgeOf(other.samplePage('untracked').replace('127.0.0.1', 'localhost'));
  report.push(
    `Visitors mode, untracked site localhost: text "${untracked.text}", title ${JSON.stringify(untracked.title)}`,
  );
  await configure({ toolbarBadge: 'shortLink' });
  const mark = await badgeOf(linked);
  report.push(`Short-link mode, page with a short link: text "${mark.text}", colour rgba(${mark.color}),`);
  report.push(`  title: ${JSON.stringify(mark.title)}`);
  writeFileSync(resolve(OUT, 'toolbar-badge.txt'), `${report.join('\n')}\n`);
  console.log(report.join('\n'));

  await configure({ toolbarBadge: 'visitors' });
  for (const scheme of ['light', 'dark'] as const) {
    const page = await ext.openExtensionPage('options.html');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    const section = page.locator('section.toolbar-badge');
    await section.getByText(/Sites it may read|No site allowed/).waitFor();
    await section.screenshot({
      path: resolve(OUT, `options-toolbar-badge-${scheme}.png`),
      animations: 'disabled',
    });
    console.log(`docs/options-toolbar-badge-${scheme}.png`);
  }
} finally {
  await Promise.all([ext.close(), server.stop(), other.stop()]);
}
