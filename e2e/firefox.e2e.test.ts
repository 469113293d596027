/**
 * The Firefox build (.output/firefox-mv2-e2e) in Firefox ESR: options save and test, the popup
 * happy path, one failure, and the context menu through the e2e hook (reached with
 * runtime.getBackgroundPage() from an extension page). Accessible names through puppeteer's
 * ARIA selectors.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirefoxExtension, FirefoxGlobals } from './support/firefox';
import { sharedFirefox } from './support/launches';
import {
  apiRequests,
  type OtherOriginServer,
  type RunningServer,
  resetServer,
  startOtherOriginServer,
  startReferenceServer,
} from './support/server';
import { settingsFor, settingsItems } from './support/settings';

let ff: FirefoxExtension;
let server: RunningServer;
let other: OtherOriginServer;
let counter = 0;

/**
 * An element by role and exact accessible name (puppeteer's ARIA query). Element handles, not
 * Locators: a Locator waits for a stable box over animation frames, which Firefox does not run
 * in a tab that is not in front.
 */
function byRole(page: Page, role: string, name: string) {
  // Inputs by their <label> (like Playwright's getByLabel; password inputs have no ARIA role).
  const selector = role === 'input' ? `::-p-text(${name})` : `::-p-aria([name="${name}"][role="${role}"])`;
  const find = async () => {
    if (role === 'input') {
      const handle = await page.waitForFunction(
        (text) => {
          const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
          return label?.control ?? null;
        },
        { timeout: 15_000 },
        name,
      );
      return handle as unknown as ElementHandle<Element>;
    }
    const handle = await page.waitForSelector(selector, { timeout: 15_000 }).catch(async (error: unknown) => {
      // Say what the page showed instead: a timeout alone does not tell a wrong state from a slow one.
      const shown = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(page gone)');
      throw new Error(`no ${role} named ${name}; the page showed ${JSON.stringify(shown)}`, { cause: error });
    });
    if (!handle) throw new Error(`no ${role} named ${name}`);
    return handle;
  };
  return {
    wait: async () => {
      await find();
    },
    // A trusted click (puppeteer's mouse): permissions.request needs a real user gesture in Firefox.
    click: async () => (await find()).click(),
    fill: async (value: string) => {
      const handle = await find();
      await handle.evaluate((el) => {
        (el as HTMLInputElement).focus();
        (el as HTMLInputElement).select();
      });
      await page.keyboard.type(value);
    },
    value: async () => (await find()).evaluate((el) => (el as HTMLInputElement).value),
    /** Picks an option of a select by its value. */
    select: async (value: string) => (await find()).select(value),
  };
}
async function textOf(page: Page, role: string): Promise<string> {
  const handle = await page.waitForSelector(`::-p-aria([role="${role}"])`, { timeout: 15_000 });
  return ((await handle?.evaluate((el) => el.textContent)) ?? '').trim();
}
async function waitForText(page: Page, role: string, pattern: RegExp, timeout = 15_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const texts = await page.$$eval(`[role="${role}"]`, (els) => els.map((el) => el.textContent ?? ''));
    const hit = texts.find((t) => pattern.test(t));
    if (hit !== undefined) return hit;
    if (Date.now() > deadline)
      throw new Error(`no ${role} matching ${pattern}; saw ${JSON.stringify(texts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
async function inputValue(page: Page, role: string, name: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await byRole(page, role, name).value();
    if (value !== '' || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function configure(): Promise<void> {
  await ff.inExtension(
    async (items) => {
      const b = (globalThis as unknown as FirefoxGlobals).browser;
      await b.storage.local.set(items);
    },
    settingsItems(settingsFor(server, server.keys.demo)),
  );
}

async function openSample(): Promise<{ tabId: number; url: string }> {
  const url = other.samplePage(`ff${++counter}`);
  const { tabId } = await ff.openTab(url);
  return { tabId, url };
}

async function openPopup(tabId: number): Promise<Page> {
  const page = await ff.openExtensionPage(`popup.html?tabId=${tabId}`, 'button');
  await byRole(page, 'button', 'Shorten').wait();
  return page;
}

beforeAll(async () => {
  [server, other, ff] = await Promise.all([
    startReferenceServer(),
    startOtherOriginServer(),
    sharedFirefox(),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), other?.stop()]);
});

beforeEach(async () => {
  for (const page of await ff.browser.pages()) {
    if (!page.url().startsWith(ff.url('popup.html')) || page.url().includes('?'))
      await page.close().catch(() => {});
  }
  await ff.inExtension(async () => {
    const b = (globalThis as unknown as FirefoxGlobals).browser;
    await b.storage.local.clear();
    await b.storage.session?.clear();
  }, null);
  await resetServer(server);
  other.clearRequests();
});

describe('Firefox', () => {
  it('loads with loopback pre-granted (e2e build)', async () => {
    const granted = await ff.inExtension(async () => {
      const b = globalThis as unknown as {
        browser: { permissions: { getAll(): Promise<{ origins: string[] }> } };
      };
      return (await b.browser.permissions.getAll()).origins;
    }, null);
    expect(granted).toEqual(expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']));
  });

  it('options: saves the connection and tests it', async () => {
    const page = await ff.openExtensionPage('options.html', 'input');
    await byRole(page, 'input', 'API key').fill(server.keys.demo);
    await byRole(page, 'input', 'Links base URL').fill(server.url);
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'status', /saved/i);
    const stored = await ff.inExtension(async () => {
      const b = (globalThis as unknown as FirefoxGlobals).browser;
      return { local: await b.storage.local.get('settings'), sync: await b.storage.sync.get(null) };
    }, null);
    expect(stored.local.settings).toMatchObject({
      profiles: [{ apiKey: server.keys.demo, linksBaseUrl: server.url }],
    });
    expect(stored.sync).toEqual({});

    await byRole(page, 'button', 'Test connection').click();
    expect(await waitForText(page, 'status', /Connected/)).toMatch(/Connected: \d+ links, \d+ websites/);
  });

  it('popup: prefilled, shortened with alias and password, short URL shown', async () => {
    await configure();
    const { tabId, url } = await openSample();
    const page = await openPopup(tabId);
    expect(await inputValue(page, 'input', 'URL')).toBe(url);
    await byRole(page, 'input', 'Alias').fill('ff-alias');
    await byRole(page, 'input', 'Password').fill('ff-pw');
    server.clearRequests();
    await byRole(page, 'button', 'Shorten').click();
    const shortUrl = await inputValue(page, 'input', 'Short URL');
    expect(shortUrl).toMatch(/\/ff-alias$/);
    const posts = apiRequests(server, 'POST', '/api/v1/links');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ url, alias: 'ff-alias', password: 'ff-pw' });
  });

  it('popup: a 500 shows an alert, keeps the input, sends one POST', async () => {
    await configure();
    const { tabId } = await openSample();
    const page = await openPopup(tabId);
    await byRole(page, 'input', 'Alias').fill('ff-fail');
    server.faults.respond('POST /api/v1/links', { status: 500, body: { message: 'Server Error' } });
    server.clearRequests();
    await byRole(page, 'button', 'Shorten').click();
    expect(await textOf(page, 'alert')).toMatch(/server had a problem/);
    expect(await inputValue(page, 'input', 'Alias')).toBe('ff-fail');
    await new Promise((r) => setTimeout(r, 500));
    expect(apiRequests(server, 'POST')).toHaveLength(1);
  });

  it('context menu through the e2e hook: registered, shortened, in history', async () => {
    await configure();
    const { tabId, url } = await openSample();
    server.clearRequests();
    const outcome = await ff.inExtension(
      async ([id, pageUrl]) => {
        const b = (globalThis as unknown as FirefoxGlobals).browser;
        const menus = b.menus ?? b.contextMenus;
        const registered = await Promise.all(
          ['shorten-link', 'shorten-page', 'shorten-selection'].map((item) =>
            menus.update(item, {}).then(
              () => 'ok',
              (error: Error) => error.message,
            ),
          ),
        );
        const background = (await b.runtime.getBackgroundPage()) as unknown as {
          __e2e: { menuClick(info: unknown, tab?: unknown): Promise<unknown> };
        };
        const tab = await b.tabs.get(id);
        const result = await background.__e2e.menuClick({ menuItemId: 'shorten-page', pageUrl }, tab);
        const { history } = await b.storage.local.get('history');
        return JSON.parse(JSON.stringify({ registered, result, history }));
      },
      [tabId, url] as [number, string],
    );
    expect(outcome.registered).toEqual(['ok', 'ok', 'ok']);
    expect(outcome.result).toMatchObject({ ok: true });
    const shortUrl = outcome.result.result.link.shortUrl;
    expect(outcome.history[0]).toMatchObject({ shortUrl, url });
    const posts = apiRequests(server, 'POST', '/api/v1/links');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ url });
  });

  it('popup: switches the connection profile and shortens with the other profile’s key', async () => {
    await ff.inExtension(
      async (items) => {
        const b = (globalThis as unknown as FirefoxGlobals).browser;
        await b.storage.local.set(items);
      },
      settingsItems(
        settingsFor(server, server.keys.demo, {
          profileId: 'alpha',
          profileName: 'Alpha',
          reuseExisting: false,
        }),
        settingsFor(server, server.keys.other, { profileId: 'beta', profileName: 'Beta' }),
      ),
    );
    const { tabId } = await openSample();
    const page = await openPopup(tabId);
    expect(await byRole(page, 'input', 'Profile').value()).toBe('alpha');
    await byRole(page, 'input', 'Profile').select('beta');
    // The popup starts afresh on Beta.
    const deadline = Date.now() + 15_000;
    while (
      (await byRole(page, 'input', 'Profile')
        .value()
        .catch(() => '')) !== 'beta'
    ) {
      if (Date.now() > deadline) throw new Error('the popup did not switch to Beta');
      await new Promise((r) => setTimeout(r, 100));
    }
    await byRole(page, 'button', 'Shorten').click();
    await inputValue(page, 'input', 'Short URL');
    const posts = apiRequests(server, 'POST', '/api/v1/links');
    expect(posts.map((r) => r.headers.authorization)).toEqual([`Bearer ${server.keys.other}`]);
  });

  it('popup: Find a link searches the server, ↓ and Enter copy the selected link (issue 15)', async () => {
    await ff.inExtension(
      async (items) => {
        const b = (globalThis as unknown as FirefoxGlobals).browser;
        await b.storage.local.set(items);
      },
      settingsItems(settingsFor(server, server.keys.demo, { closeAfterCopy: false })),
    );
    const { tabId } = await openSample();
    const page = await openPopup(tabId);
    // The clipboard write, recorded in the page (the system clipboard is the browser's).
    await page.evaluate(() => {
      const writes: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = writes;
      navigator.clipboard.writeText = async (text: string) => {
        writes.push(text);
      };
    });
    await byRole(page, 'combobox', 'Find a link').wait();
    await byRole(page, 'combobox', 'Search in')
      .wait()
      .catch(() => undefined);
    server.clearRequests();
    await byRole(page, 'combobox', 'Find a link').fill('hacker');
    await page.waitForSelector('[role="listbox"] [role="option"]', { timeout: 15_000 });
    const aliases = await page.$$eval('[role="listbox"] [role="option"] b', (els) =>
      els.map((el) => el.textContent),
    );
    expect(aliases.length).toBeGreaterThan(1);
    const searches = apiRequests(server, 'GET', '/api/v1/links').filter((r) => r.query.search === 'hacker');
    expect(searches).toHaveLength(1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const deadline = Date.now() + 5_000;
    let writes: string[] = [];
    while (writes.length === 0 && Date.now() < deadline) {
      writes = await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(writes).toEqual([expect.stringMatching(new RegExp(`/${aliases[1]}$`))]);

    // The address bar in Firefox takes plain text descriptions (no XML markup).
    const suggestions = await ff.inExtension(async () => {
      const b = (globalThis as unknown as FirefoxGlobals).browser;
      const background = (await b.runtime.getBackgroundPage()) as unknown as {
        __e2e: { omnibox(text: string): Promise<Array<{ description: string }>> };
      };
      return JSON.parse(JSON.stringify(await background.__e2e.omnibox('hacker')));
    }, null);
    expect(suggestions[0]?.description).toMatch(/^\S+ — \S+ · \d+ clicks?$/);
  });
});
