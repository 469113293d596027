/**
 * Issue 28, Shorten many, in Chromium against the reference server: five highlighted tabs make
 * exactly three links (one URL has a link already and is reused, one is a short URL of the
 * account and stays as it is), with the popup closed and the worker stopped in the middle of a
 * write; the links and bare URLs of a text selection (context menu, one scripting call); and a
 * rate limit spent in the middle of a batch (nothing lost, no request before the reset).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BatchJob } from '../lib/shared/batch';
import { type ApiRecord, apiCall } from './support/api';
import { axeReport } from './support/axe';
import type { ChromeApi } from './support/chrome-api';
import { useChromium } from './support/fixture';
import {
  apiRequests,
  expectNoRequest,
  type RunningServer,
  startReferenceServer,
  toApi,
} from './support/server';
import { settingsFor, settingsItems } from './support/settings';
import { installWorkerClock } from './support/worker-clock';
import { workerStopper } from './support/worker-restart';

declare const chrome: ChromeApi & {
  tabs: { highlight(info: { windowId: number; tabs: number[] }): Promise<unknown> };
};

const suite = useChromium();
const LINKS = '/api/v1/links';
const posts = (server: RunningServer = suite.server) => apiRequests(server, 'POST', LINKS);

async function job(): Promise<BatchJob | null> {
  return ((await suite.ext.storage('session')).batchJob as BatchJob | undefined) ?? null;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const finished = () => until(job, (value) => value?.finishedAt != null, 100_000);

/** A link of the demo account without a domain: its short URL is on the links base URL. */
async function create(server: RunningServer, form: Record<string, string>): Promise<ApiRecord> {
  const answer = await apiCall(server, 'POST', LINKS, { form });
  expect(answer.status).toBe(201);
  return answer.body.data as ApiRecord;
}

/** Highlights these tabs from an extension page, as a user's Ctrl+click would. */
async function highlight(page: Page, tabIds: number[]): Promise<void> {
  await page.evaluate(async (ids) => {
    const tabs = (await Promise.all(ids.map((id) => chrome.tabs.get(id)))) as unknown as Array<{
      windowId: number;
      index: number;
    }>;
    await chrome.tabs.highlight({ windowId: tabs[0]?.windowId ?? 0, tabs: tabs.map((tab) => tab.index) });
  }, tabIds);
}

describe('Shorten many (Chromium, issue 28)', () => {
  it('five highlighted tabs: three writes, one reused, one kept, through a closed popup and a stopped worker', async () => {
    const opened = await Promise.all(['a', 'b', 'c', 'd'].map((token) => suite.openSample(`many-${token}`)));
    const [a, b, c, d] = opened.map((o) => o.url) as [string, string, string, string];
    await create(suite.server, { url: b });
    const kept = await create(suite.server, { url: 'https://example.com/kept-target', alias: 'kept-many' });
    const keptUrl = String(kept.short_url);
    const short = await suite.ext.openTab(keptUrl);
    const tabIds = [...opened.map((o) => o.tab.id), short.tab.id];

    const popup = await suite.openPopup(opened[0]?.tab.id ?? 0);
    await highlight(popup.page, tabIds);
    await popup.page.reload();
    const button = popup.page.getByRole('button', { name: 'Shorten 5 tabs', exact: true });
    suite.server.faults.latency(`POST ${LINKS}`, 3000);
    suite.server.clearRequests();
    await button.click();

    // The popup goes away while the first write is on its way; the worker stops before its answer.
    await until(
      async () => posts().length,
      (count) => count >= 1,
    );
    await popup.page.close();
    const stopper = await workerStopper(suite.ext);
    await stopper.stop();
    expect(posts()[0]?.status).toBeUndefined();
    // Only that write had to outlast the worker: the next ones are answered without delay.
    suite.server.faults.latency(`POST ${LINKS}`, 0);
    // The server still makes that link; later a new worker starts (as the next event would).
    await until(async () => posts().every((request) => request.status !== undefined), Boolean);
    await stopper.start();
    expect(await stopper.isNewWorker()).toBe(true);
    const done = await finished();
    await stopper.close();

    expect(
      posts()
        .map((request) => (request.body as Record<string, string>).url)
        .sort(),
    ).toEqual([a, c, d].sort());
    const byUrl = Object.fromEntries(done?.items.map((item) => [item.url, item]) ?? []);
    expect(byUrl[b]).toMatchObject({ state: 'done', origin: 'reused' });
    expect(byUrl[keptUrl]).toMatchObject({ state: 'done', origin: 'short', shortUrl: keptUrl });
    for (const url of [a, c, d]) expect(byUrl[url]).toMatchObject({ state: 'done', origin: 'created' });

    // Every result is still there for a reopened popup, with Copy all as text, Markdown and CSV.
    const again = await suite.openPopup(opened[0]?.tab.id ?? 0);
    await expect
      .poll(() => again.page.getByRole('status').filter({ hasText: '5 of 5 shortened' }).count())
      .toBe(1);
    const results = again.page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    expect(await results.count()).toBe(5);
    // The finished job, light and dark: no axe violation (the a11y suite's standard).
    expect(await axeReport(again.page)).toBe('');
    await again.page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeReport(again.page)).toBe('');
    await again.page.getByRole('button', { name: 'Copy as Markdown', exact: true }).click();
    const markdown = await suite.ext.readClipboard(suite.other.url);
    expect(markdown.split('\n')).toHaveLength(5);
    expect(markdown).toContain(`[Sample article](${byUrl[a]?.shortUrl})`);

    // The manager's links (newest first) show the three new ones.
    const manager = await suite.ext.openExtensionPage('manager.html#links');
    for (const url of [a, c, d]) {
      const alias = String(byUrl[url]?.shortUrl).split('/').pop() ?? '';
      await manager.getByRole('button', { name: `Copy ${alias}`, exact: true }).waitFor();
    }
  });

  it('a selection: its links and bare URLs, once each, other schemes left out', async () => {
    const { tab, url } = await suite.openSample('selection');
    const page = suite.ext.context.pages().find((p) => p.url() === url);
    if (!page) throw new Error('no sample page');
    const origin = new URL(url).origin;
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.innerHTML = `<p id="chosen">Read <a href="/target/one">the first one</a>, then https://example.org/two.
        (See www.example.net/three) and <a href="mailto:me@example.com">mail me</a>, or
        <a href="https://example.org/two">the second again</a>; ftp://files.example.org/x is not a web page.</p>`;
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('chosen') as HTMLElement);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    suite.server.clearRequests();

    const started = (await suite.menuClick(
      { menuItemId: 'shorten-links-selection', selectionText: 'Read the first one, then', pageUrl: url },
      tab.id,
    )) as BatchJob;
    expect(started.items.map((item) => item.url)).toEqual([
      `${origin}/target/one`,
      'https://example.org/two',
      'https://www.example.net/three',
    ]);
    expect(started.items[0]?.title).toBe('the first one');
    const done = await finished();
    expect(done?.items.every((item) => item.state === 'done')).toBe(true);
    expect(posts()).toHaveLength(3);
  });

  it('a rate limit spent in the middle: waits for the reset, nothing lost, no request before it', async () => {
    const limited = await startReferenceServer({ rateLimit: 6 });
    // The minute the job waits passes for the worker and the server at once, without a real one.
    const clock = await installWorkerClock(suite.ext);
    const pass = async (ms: number) => {
      limited.clock.advance(ms);
      await clock.advance(ms);
    };
    try {
      await suite.ext.setStorage('local', settingsItems(settingsFor(limited, limited.keys.demo)));
      await suite.spyNotifications();
      const urls = ['one', 'two', 'three', 'four', 'five'].map((n) => `https://example.org/${n}`);
      await suite.menuClick({ menuItemId: 'shorten-links-selection', selectionText: urls.join(' ') });
      const waiting = await until(job, (value) => value?.waitUntil != null);
      const waitUntil = waiting?.waitUntil ?? 0;
      // Up to a second before the reset the job still waits, then it goes on by itself.
      await pass(waitUntil - 1000 - (await clock.now()));
      await expectNoRequest(limited, toApi);
      await pass(1000);
      const done = await finished();

      expect(done?.items.map((item) => item.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
      expect(posts(limited)).toHaveLength(5);
      const log = apiRequests(limited);
      expect(log.filter((request) => request.status === 429)).toEqual([]);
      // The server's window opened with the first request; the seventh came after it ended.
      const windowEnd = (log[0]?.time ?? 0) + 60_000;
      expect(log[6]?.time ?? 0).toBeGreaterThanOrEqual(windowEnd);
      expect(log[6]?.time ?? 0).toBeGreaterThanOrEqual(waitUntil - 1000);
      const { calls } = await suite.notifications();
      expect(JSON.stringify(calls.at(-1))).toContain('5 links are ready');
    } finally {
      await clock.uninstall();
      await limited.stop();
    }
  });
});
