/**
 * The clipboard as a scenario sees it, the same in both browsers (the copy itself differs: a
 * page writes with navigator.clipboard; the background writes itself in Firefox, through the
 * offscreen document in Chromium, lib/background/clipboard.ts):
 * - what an extension page wrote with navigator.clipboard.writeText, recorded in the page from
 *   the moment `recordClipboardWrites` ran (the real write still happens);
 * - what the system clipboard holds, pasted with trusted keys into a web page's text area: a
 *   paste needs no permission in either browser, where reading it back through the API would
 *   (Playwright can grant clipboard-read in Chromium only).
 */
import type { ExtensionDriver } from './driver';
import type { UiPage } from './ui';

type Recorded = { __e2eClipboardWrites?: string[] };

/** Starts recording the page's navigator.clipboard.writeText calls (see clipboardWrites). */
export async function recordClipboardWrites(page: UiPage): Promise<void> {
  await page.evaluate(() => {
    const recorded = window as unknown as Recorded;
    if (recorded.__e2eClipboardWrites) return;
    const writes: string[] = [];
    recorded.__e2eClipboardWrites = writes;
    const real = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      writes.push(String(text));
      return real(text);
    };
  });
}

/** The texts the page wrote since recordClipboardWrites, oldest first. */
export function clipboardWrites(page: UiPage): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as Recorded).__e2eClipboardWrites ?? [])]);
}

/**
 * The system clipboard's text: pasted (Control+V) into a text area of a web page at `url` (an
 * http page, e.g. the other-origin server's), in a tab of its own that is closed again. Waits
 * until the paste has landed; '' when nothing came within `timeout`.
 */
export async function pastedClipboard(ext: ExtensionDriver, url: string, timeout = 5_000): Promise<string> {
  const { page } = await ext.openTab(url);
  try {
    await page.evaluate(() => {
      const area = document.createElement('textarea');
      area.setAttribute('aria-label', 'Pasted');
      document.body.append(area);
    });
    const area = page.getByRole('textbox', { name: 'Pasted', exact: true });
    await page.bringToFront();
    await area.press('Control+V');
    const deadline = Date.now() + timeout;
    for (;;) {
      const text = await area.inputValue();
      if (text !== '' || Date.now() > deadline) return text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await page.close();
  }
}
