/**
 * The pages a notification's click may open: the extension's own, by an allow-list. An id is
 * text anyone who can make a notification of ours could have shaped (and an older build wrote
 * paths in it), so what it names is opened only when it is one of these pages of this extension,
 * never another origin or a `javascript:` URL.
 */
import { browser } from 'wxt/browser';

/** The pages an alert leads to, each with any place in its hash. */
export const OPENABLE_PAGES = ['/manager.html', '/options.html'] as const;

/** `/manager.html#links/7/stats?range=today` -> the same path; anything else -> null. */
export function allowedPage(path: string): string | null {
  const [page = '', ...hash] = path.split('#');
  if (!OPENABLE_PAGES.includes(page as (typeof OPENABLE_PAGES)[number])) return null;
  return hash.length ? `${page}#${hash.join('#')}` : page;
}

// WXT types getURL with the pages it builds; these are other entrypoints.
const pageUrl = browser.runtime.getURL as (path: string) => string;

/** Opens `path` in a new tab when the allow-list has it; false (and nothing opened) otherwise. */
export async function openAllowedPage(path: string): Promise<boolean> {
  const page = allowedPage(path);
  if (page === null) return false;
  const url = new URL(pageUrl(page));
  // The allow-list names pages, so this holds; checked as the last line before a tab opens.
  if (url.origin !== new URL(pageUrl('/')).origin) return false;
  await browser.tabs.create({ url: url.href });
  return true;
}
