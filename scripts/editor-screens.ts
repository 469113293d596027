/**
 * `npx tsx scripts/editor-screens.ts`: "Shorten links in this field" as people see it in two real
 * editors (Quill and CKEditor 5), before and after the menu item, light and dark, as PNG files in
 * docs/ (docs/features/shorten-in-field.md shows them). The editor pages are the e2e ones
 * (e2e/support/editors/serve.ts), the extension the e2e build in headless Chromium against the
 * reference server (EDITOR_SCREENS_SKIP_BUILD=1 reuses .output/chrome-mv3-e2e). The menu is
 * reached through the background's e2e hook, with the info object Chromium would pass: a native
 * menu cannot be clicked.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumDriver } from '../e2e/support/driver';
import { type EditorPage, startEditorPages } from '../e2e/support/editors/serve';
import { ROOT } from '../e2e/support/paths';
import { type Scheme, STABLE, startScreenSession } from '../e2e/support/screens';
import { buildE2e } from './demo-setup';

const EDITORS: EditorPage[] = ['quill', 'ckeditor'];
const TEXT =
  'Hello team, the draft is at https://example.org/blog/2026/launch-week/pricing-and-plans?ref=newsletter#faq ' +
  'and the recording at https://example.org/events/spring-meetup/recordings/keynote-full-length.';
const VIEWPORT = { width: 800, height: 360 };

/** Loads TEXT through the editor's own API and puts the caret at its end. */
async function load(page: Page): Promise<void> {
  await page.evaluate(async (text) => {
    if (document.documentElement.dataset.editorReady !== 'true') {
      await new Promise((done) => window.addEventListener('editor-ready', done, { once: true }));
    }
    const api = window as unknown as { editorLoad(t: string): unknown; editorCaret(o: number): unknown };
    await api.editorLoad(text);
    await api.editorCaret(text.length);
  }, TEXT);
}

/** Resolves after the page's next two frames: the editor has drawn its new text. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function main(): Promise<void> {
  buildE2e(process.env.EDITOR_SCREENS_SKIP_BUILD === '1', 'editor-screens');
  const [session, pages] = await Promise.all([startScreenSession({ port: 8787 }), startEditorPages()]);
  const written: string[] = [];
  try {
    for (const scheme of ['light', 'dark'] as Scheme[]) {
      for (const editor of EDITORS) {
        const url = pages.url(editor);
        const { page, tab } = await session.ext.openTab(url);
        await page.setViewportSize(VIEWPORT);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.bringToFront();
        await load(page);
        await nextFrames(page);
        const shot = async (when: string) => {
          const file = `field-editor-${editor}-${when}-${scheme}.png`;
          await page.screenshot({ path: resolve(ROOT, 'docs', file), ...STABLE });
          written.push(file);
        };
        await shot('before');
        const outcome = await chromiumDriver(session.ext).inBackground(
          async ({ api, e2e }, [tabId, pageUrl]) =>
            e2e.menuClick(
              { menuItemId: 'shorten-links-field', frameId: 0, editable: true, pageUrl },
              await api.tabs.get(tabId),
            ),
          [tab.id, url] as [number, string],
        );
        const { shortened } = outcome as { shortened: number };
        if (shortened !== 2) throw new Error(`${editor}: ${JSON.stringify(outcome)}`);
        await nextFrames(page);
        await shot('after');
        await page.close();
      }
    }
  } finally {
    await Promise.all([session.close(), pages.stop()]);
  }
  console.log(`editor-screens: wrote ${written.map((file) => `docs/${file}`).join(', ')}`);
}

await main();
