/**
 * The store images, written by `npm run screenshots` into store/images/ from the same
 * session as the docs/ screenshots: the reference server's demo data, the clocks fixed, so the
 * same tree gives the same pictures. Sizes and formats in STORE_IMAGES (scripts/store-listings.ts).
 *
 * The popup is shown the way a user sees it, opened from the toolbar over a page: a browser
 * window drawn in HTML around a sample article, the popup's own screenshot where its toolbar
 * button is. The manager is shown as it is, a page of 1280x800. The small promo tile is the icon
 * and the name, drawn in HTML too. Everything is rendered by the same headless Chromium. The
 * reference server's local address is shown as the demo's short domain (showServerAs).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../e2e/support/paths';
import {
  MANAGER_WIDE,
  managerLinks,
  managerStats,
  popupForm,
  popupResult,
  type ScreenSession,
  STABLE,
  settled,
} from '../e2e/support/screens';
import { STORE_IMAGES } from './store-listings';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const ICON = dataUrl(readFileSync(resolve(ROOT, 'public/icon/128.png')));

/**
 * The local reference server's address (127.0.0.1 and a port) reads `sho.rt`, the demo's short
 * domain, wherever the page shows it: the popup's header, the manager's short links.
 */
async function showServerAs(page: Page, serverHost: string, shown = 'sho.rt'): Promise<void> {
  await page.evaluate(
    ([from, to]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue?.includes(from)) node.nodeValue = node.nodeValue.replaceAll(from, to);
      }
    },
    [serverHost, shown] as const,
  );
}

/** The popup as the browser sizes it: 380 px wide, as tall as its content up to the 600 px allowed. */
async function popupImage(page: Page, serverHost: string): Promise<Buffer> {
  await settled(page);
  await showServerAs(page, serverHost);
  await page.setViewportSize({ width: 380, height: 100 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 380, height: Math.min(height, 600) });
  return page.screenshot(STABLE);
}

/** A browser window at 1280x800 showing an article, with `popup` open under the toolbar button. */
function popupOverPage(popup: Buffer): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: 1280px; height: 800px; overflow: hidden; font-family: system-ui, sans-serif;
    background: #fff; color: #202124; }
  .tabs { height: 42px; background: #dee1e6; display: flex; align-items: flex-end; padding: 0 8px; }
  .tab { width: 260px; height: 34px; background: #fff; border-radius: 10px 10px 0 0; display: flex;
    align-items: center; gap: 8px; padding: 0 12px; font-size: 13px; }
  .favicon { width: 16px; height: 16px; border-radius: 4px; background: #f29900; }
  .toolbar { height: 46px; display: flex; align-items: center; gap: 12px; padding: 0 12px;
    border-bottom: 1px solid #dadce0; }
  .nav { width: 20px; height: 20px; border-radius: 50%; border: 2px solid #9aa0a6; opacity: .6; }
  .address { flex: 1; height: 32px; border-radius: 16px; background: #f1f3f4; display: flex;
    align-items: center; padding: 0 16px; font-size: 14px; color: #5f6368; }
  .address b { color: #202124; font-weight: 400; }
  .button { width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center; }
  .button.active { background: #e2e7ef; }
  .button img { width: 20px; height: 20px; }
  .puzzle { width: 16px; height: 16px; border-radius: 3px; border: 2px solid #5f6368; }
  article { width: 680px; margin: 48px 0 0 120px; }
  .kicker { color: #1a73e8; font-size: 14px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; }
  h1 { font-size: 40px; line-height: 1.15; margin: 12px 0; }
  .byline { color: #5f6368; font-size: 15px; margin-bottom: 28px; }
  .hero { height: 180px; border-radius: 12px; margin-bottom: 28px;
    background: linear-gradient(135deg, #0d7377 0%, #14a3a8 55%, #a7e3e0 100%); }
  p { font-size: 18px; line-height: 1.6; margin: 0 0 18px; color: #3c4043; }
  .popup { position: absolute; top: 84px; right: 14px; border-radius: 8px; overflow: hidden;
    box-shadow: 0 2px 6px rgba(60, 64, 67, .3), 0 8px 24px rgba(60, 64, 67, .25); }
  .popup img { display: block; }
</style></head><body>
  <div class="tabs"><div class="tab"><span class="favicon"></span>How we ship small extensions</div></div>
  <div class="toolbar">
    <span class="nav"></span><span class="nav"></span>
    <div class="address"><b>example.com</b>/articles/how-we-ship-small-extensions</div>
    <span class="button"><span class="puzzle"></span></span>
    <span class="button active"><img src="${ICON}" alt=""></span>
  </div>
  <article>
    <div class="kicker">Engineering</div>
    <h1>How we ship small extensions</h1>
    <div class="byline">The release team · 6 min read</div>
    <div class="hero"></div>
    <p>Every release starts with a tag. The same workflow builds the packages for every store,
    attaches them to the release and submits them, so what users install is exactly what was
    reviewed.</p>
    <p>Keeping the popup small keeps it fast: it loads two files, shows its form before the
    network answers, and fills in the rest as it arrives.</p>
  </article>
  <div class="popup"><img src="${dataUrl(popup)}" alt=""></div>
</body></html>`;
}

/** The 440x280 small promo tile: the icon, the name, what it is for. */
function promoTile(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 440px; height: 280px; overflow: hidden; font-family: system-ui, sans-serif;
    display: flex; align-items: center; gap: 24px; padding: 0 36px; box-sizing: border-box; color: #fff;
    background: linear-gradient(135deg, #0a5c5f 0%, #0d7377 50%, #14a3a8 100%); }
  img { width: 112px; height: 112px; border-radius: 24px; box-shadow: 0 8px 24px rgba(0, 0, 0, .25); }
  h1 { font-size: 40px; margin: 0 0 8px; letter-spacing: -.01em; }
  p { font-size: 18px; line-height: 1.35; margin: 0; opacity: .92; }
</style></head><body>
  <img src="${ICON}" alt="">
  <div><h1>Shortener</h1><p>Your own link shortener, in the toolbar.</p></div>
</body></html>`;
}

/** Renders `html` at its size and writes it as `file`. */
async function render(session: ScreenSession, html: string, file: string, outDir: string): Promise<void> {
  const { width, height } = STORE_IMAGES[file as keyof typeof STORE_IMAGES];
  const page = await session.ext.context.newPage();
  try {
    await page.setViewportSize({ width, height });
    await page.setContent(html, { waitUntil: 'load' });
    await page.screenshot({ path: resolve(outDir, file), ...STABLE });
  } finally {
    await page.close();
  }
}

/** Writes every image of STORE_IMAGES into `outDir`; returns their file names. */
export async function writeStoreImages(session: ScreenSession, outDir: string): Promise<string[]> {
  await session.server.reset();
  await session.ext.closeTabs();
  await session.ext.clearStorage('session');
  const serverHost = new URL(session.server.url).host;

  const result = await popupResult(session, 'light', 'ship-small');
  await result.copyButton.click();
  await result.page.getByText('Copied', { exact: true }).waitFor();
  await render(
    session,
    popupOverPage(await popupImage(result.page, serverHost)),
    'screenshot-1-shorten.png',
    outDir,
  );

  const search = await popupForm(session, 'light', 'store-search');
  await search.page.getByRole('combobox', { name: 'Find a link' }).fill('example');
  await search.page.getByRole('listbox').getByRole('option').nth(3).waitFor();
  await search.page.keyboard.press('ArrowDown');
  await render(
    session,
    popupOverPage(await popupImage(search.page, serverHost)),
    'screenshot-2-find-link.png',
    outDir,
  );

  const manager = await managerLinks(session, 'light', MANAGER_WIDE);
  await settled(manager.page);
  await showServerAs(manager.page, serverHost);
  await manager.page.screenshot({ path: resolve(outDir, 'screenshot-3-manager.png'), ...STABLE });

  const dark = await managerLinks(session, 'dark', MANAGER_WIDE);
  await dark.rowButton('Edit', 'hello').click();
  await dark.dialog.waitFor();
  await settled(dark.page);
  await showServerAs(dark.page, serverHost);
  await dark.page.screenshot({ path: resolve(outDir, 'screenshot-4-manager-edit-dark.png'), ...STABLE });

  // Statistics: a website over the last 30 days, its chart and first top lists.
  const stats = await managerStats(session, 'light', '#websites/1001/stats?range=30d', MANAGER_WIDE);
  await settled(stats);
  await stats.screenshot({ path: resolve(outDir, 'screenshot-5-statistics.png'), ...STABLE });

  await render(session, promoTile(), 'promo-small-440x280.png', outDir);
  return Object.keys(STORE_IMAGES).map((file) => `store/images/${file}`);
}
