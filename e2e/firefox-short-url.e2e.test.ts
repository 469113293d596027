/**
 * Issue 26's essentials in Firefox ESR (.output/firefox-mv2-e2e): a short URL of the account is
 * that link through the context menu, the popup and the address bar (the e2e hook, reached with
 * runtime.getBackgroundPage()), never POSTed; the address bar's suggestions are read back from
 * storage.session. Firefox's background is a page, not a worker that stops: the stops are tested
 * in Chromium (e2e/short-url.e2e.test.ts).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { type ApiRecord, apiCall, listAll } from './support/api';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { apiRequests } from './support/server';

const suite = useFirefox();
const LINKS = '/api/v1/links';
const posts = () => apiRequests(suite.server, 'POST', LINKS);

interface Hook {
  menuClick(info: unknown, tab?: unknown): Promise<unknown>;
  omnibox(text: string): Promise<unknown>;
  omniboxEnter(text: string): Promise<unknown>;
}

/** Calls the background's e2e hook: `[name, ...args]`. */
async function hook(name: keyof Hook, ...args: unknown[]): Promise<Record<string, unknown>> {
  return suite.ff.inExtension(
    async ([n, a]) => {
      const b = (globalThis as unknown as FirefoxGlobals).browser;
      const background = (await b.runtime.getBackgroundPage()) as unknown as {
        __e2e: Record<string, (...x: unknown[]) => Promise<unknown>>;
      };
      const fn = background.__e2e[n] as (...x: unknown[]) => Promise<unknown>;
      return JSON.parse(JSON.stringify(await fn(...a)));
    },
    [name, args] as [string, unknown[]],
  );
}

async function withoutDomain(alias: string): Promise<string> {
  const answer = await apiCall(suite.server, 'POST', LINKS, {
    form: { url: `https://example.com/${alias}-target`, alias },
  });
  return String((answer.body.data as ApiRecord).short_url);
}

async function shortUrlShown(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => (document.querySelector('#short-url') as HTMLInputElement | null)?.value || null,
    { timeout: 15_000 },
  );
  return String(await handle.jsonValue());
}

describe('a short URL of the account is that link (Firefox, issue 26)', () => {
  it('context menu: Shorten link on an existing short URL copies it and creates nothing', async () => {
    const links = await listAll(suite.server, LINKS);
    const shortUrl = String(links.find((l) => String(l.short_url).startsWith('https://sho.rt/'))?.short_url);
    suite.server.clearRequests();

    const outcome = await hook('menuClick', { menuItemId: 'shorten-link', linkUrl: shortUrl });

    expect(outcome).toMatchObject({
      ok: true,
      copied: true,
      result: { alreadyShort: true, link: { shortUrl } },
    });
    expect(posts()).toEqual([]);
  });

  it('popup on a tab at a short URL shows the existing link, and creates nothing', async () => {
    const shortUrl = await withoutDomain('ff-mine');
    const { tabId } = await suite.ff.openTab(shortUrl);
    const page = await suite.ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button');
    suite.server.clearRequests();

    await (await page.waitForSelector('::-p-aria([name="Shorten"][role="button"])'))?.click();

    expect(await shortUrlShown(page)).toBe(shortUrl);
    const status = await page.waitForSelector('::-p-aria([role="status"])');
    expect(await status?.evaluate((el) => el.textContent)).toBe(
      'This is already one of your short links: nothing new was made.',
    );
    expect(posts()).toEqual([]);
  });

  it('address bar: Enter copies the first suggestion from storage.session, and a typed short URL', async () => {
    const suggestions = (await hook('omnibox', 'hacker')) as unknown as Array<{ content: string }>;
    expect(suggestions.length).toBeGreaterThan(0);
    const stored = await suite.ff.inExtension(async () => {
      const b = (
        globalThis as unknown as { browser: { storage: { session: { get(k: string): Promise<unknown> } } } }
      ).browser;
      return b.storage.session.get('omniboxSuggested');
    }, null);
    expect(stored).toEqual({ omniboxSuggested: suggestions.map((s) => s.content) });
    const typed = await withoutDomain('ff-typed');
    suite.server.clearRequests();

    expect(await hook('omniboxEnter', 'hacker')).toMatchObject({
      action: 'copied',
      shortUrl: suggestions[0]?.content,
    });
    expect(await hook('omniboxEnter', typed)).toMatchObject({ action: 'copied', shortUrl: typed });
    expect(posts()).toEqual([]);
  });
});
