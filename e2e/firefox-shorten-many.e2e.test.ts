/**
 * Issue 28, Shorten many, in Firefox ESR (.output/firefox-mv2-e2e) against the reference server:
 * five highlighted tabs make exactly three links (one reused, one short URL of the account kept
 * as it is) with the popup closed in the middle; a selection's links and bare URLs through the
 * context menu (the e2e hook, reached with runtime.getBackgroundPage()); and a rate limit spent
 * in the middle of a batch. Firefox's background is a page, not a worker that stops: the stop is
 * tested in Chromium (e2e/shorten-many.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BatchJob } from '../lib/shared/batch';
import { type ApiRecord, apiCall } from './support/api';
import type { FirefoxGlobals } from './support/firefox';
import { useFirefox } from './support/firefox-suite';
import { apiRequests, type RunningServer, startReferenceServer } from './support/server';
import { settingsFor, settingsItems } from './support/settings';

const suite = useFirefox();
const LINKS = '/api/v1/links';
const posts = (server: RunningServer = suite.server) => apiRequests(server, 'POST', LINKS);

interface Browser {
  runtime: { getBackgroundPage(): Promise<unknown> };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  tabs: {
    get(id: number): Promise<{ windowId: number; index: number }>;
    highlight(info: { windowId: number; tabs: number[] }): Promise<unknown>;
  };
}

async function job(): Promise<BatchJob | null> {
  return suite.ff.inExtension(async (key) => {
    const stored = await (globalThis as unknown as { browser: Browser }).browser.storage.session.get(key);
    return (stored[key] as BatchJob | undefined) ?? null;
  }, 'batchJob');
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const finished = () => until(job, (value) => value?.finishedAt != null, 100_000);

async function menuClick(info: Record<string, unknown>, tabId?: number): Promise<BatchJob> {
  return suite.ff.inExtension(
    async ([i, id]) => {
      const b = (globalThis as unknown as { browser: Browser }).browser;
      const background = (await b.runtime.getBackgroundPage()) as unknown as {
        __e2e: { menuClick(info: unknown, tab?: unknown): Promise<unknown> };
      };
      const tab = id === undefined ? undefined : await b.tabs.get(id);
      return JSON.parse(JSON.stringify(await background.__e2e.menuClick(i, tab)));
    },
    [info, tabId] as [Record<string, unknown>, number | undefined],
  );
}

async function create(server: RunningServer, form: Record<string, string>): Promise<ApiRecord> {
  const answer = await apiCall(server, 'POST', LINKS, { form });
  expect(answer.status).toBe(201);
  return answer.body.data as ApiRecord;
}

describe('Shorten many (Firefox, issue 28)', () => {
  it('five highlighted tabs: three writes, one reused, one kept, with the popup closed', async () => {
    const urls = ['a', 'b', 'c', 'd'].map((token) => suite.other.samplePage(`ff-many-${token}`));
    const [a, b, c, d] = urls as [string, string, string, string];
    await create(suite.server, { url: b });
    const kept = String(
      (await create(suite.server, { url: 'https://example.com/ff-kept', alias: 'ff-kept' })).short_url,
    );
    const tabIds: number[] = [];
    for (const url of [...urls, kept]) tabIds.push((await suite.ff.openTab(url)).tabId);

    const popup = await suite.ff.openExtensionPage(`popup.html?tabId=${tabIds[0]}`, 'button');
    await popup.evaluate(async (ids) => {
      const b = (globalThis as unknown as { browser: Browser }).browser;
      const tabs = await Promise.all(ids.map((id) => b.tabs.get(id)));
      await b.tabs.highlight({ windowId: tabs[0]?.windowId ?? 0, tabs: tabs.map((tab) => tab.index) });
    }, tabIds);
    void popup.reload().catch(() => undefined); // moz-extension: never reports the load
    suite.server.faults.latency(`POST ${LINKS}`, 1500);
    suite.server.clearRequests();
    const button = await popup.waitForSelector('::-p-aria([name="Shorten 5 tabs"][role="button"])');
    await button?.click();

    await until(
      async () => posts().length,
      (count) => count >= 1,
    );
    await popup.close();
    const done = await finished();
    suite.server.faults.latency(`POST ${LINKS}`, 0);

    expect(
      posts()
        .map((request) => (request.body as Record<string, string>).url)
        .sort(),
    ).toEqual([a, c, d].sort());
    const byUrl = Object.fromEntries(done?.items.map((item) => [item.url, item]) ?? []);
    expect(byUrl[b]).toMatchObject({ state: 'done', origin: 'reused' });
    expect(byUrl[kept]).toMatchObject({ state: 'done', origin: 'short', shortUrl: kept });
    for (const url of [a, c, d]) expect(byUrl[url]).toMatchObject({ state: 'done', origin: 'created' });

    const again = await suite.ff.openExtensionPage(`popup.html?tabId=${tabIds[0]}`, '.batch-job');
    const summary = await again.waitForSelector('::-p-aria([role="status"])');
    expect(await summary?.evaluate((node) => node.textContent)).toContain('5 of 5 shortened');
    expect(await again.$$eval('.batch-results li', (items) => items.length)).toBe(5);
  });

  it('a selection: its links and bare URLs, once each, other schemes left out', async () => {
    const url = suite.other.samplePage('ff-selection');
    const { page, tabId } = await suite.ff.openTab(url);
    const origin = new URL(url).origin;
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.innerHTML = `<p id="chosen">Read <a href="/target/one">the first one</a>, then https://example.org/two.
        (See www.example.net/three) and <a href="mailto:me@example.com">mail me</a>, or
        <a href="https://example.org/two">the second again</a>.</p>`;
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('chosen') as HTMLElement);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    suite.server.clearRequests();

    const started = await menuClick(
      { menuItemId: 'shorten-links-selection', selectionText: 'Read the first one', pageUrl: url },
      tabId,
    );
    expect(started.items.map((item) => item.url)).toEqual([
      `${origin}/target/one`,
      'https://example.org/two',
      'https://www.example.net/three',
    ]);
    const done = await finished();
    expect(done?.items.every((item) => item.state === 'done')).toBe(true);
    expect(posts()).toHaveLength(3);
  });

  it('a rate limit spent in the middle: waits for the reset, nothing lost, no request before it', async () => {
    const limited = await startReferenceServer({ rateLimit: 6 });
    try {
      await suite.ff.inExtension(
        async (items) => {
          await (globalThis as unknown as FirefoxGlobals).browser.storage.local.set(items);
        },
        settingsItems(settingsFor(limited, limited.keys.demo)),
      );
      const urls = ['one', 'two', 'three', 'four', 'five'].map((n) => `https://example.org/${n}`);
      await menuClick({ menuItemId: 'shorten-links-selection', selectionText: urls.join('\n') });
      const done = await finished();

      expect(done?.items.map((item) => item.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
      expect(posts(limited)).toHaveLength(5);
      const log = apiRequests(limited);
      expect(log.filter((request) => request.status === 429)).toEqual([]);
      expect(log[6]?.time ?? 0).toBeGreaterThanOrEqual((log[0]?.time ?? 0) + 60_000);
    } finally {
      await limited.stop();
    }
  }, 120_000);
});
