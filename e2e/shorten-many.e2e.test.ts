/**
 * Shorten many, in Chromium and Firefox against the reference server (their backgrounds differ:
 * Chromium's worker stops and resumes a job through an alarm, Firefox's MV2 background page runs
 * on and times its waits itself): five highlighted tabs make exactly three links (one URL has a
 * link already and is reused, one is a short URL of the account and stays as it is), with the
 * popup closed in the middle of a write (and in Chromium the worker stopped); the links and bare
 * URLs of a text selection (context menu, one scripting call); and a rate limit spent in the
 * middle of a batch (nothing lost, no request before the reset).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BatchJob } from '../lib/shared/batch';
import { type ApiRecord, apiCall } from './support/api';
import { axeReport } from './support/axe';
import { installBackgroundClock } from './support/background-clock';
import { clipboardWrites, pastedClipboard, recordClipboardWrites } from './support/clipboard';
import {
  apiRequests,
  expectNoRequest,
  type RunningServer,
  startReferenceServer,
  toApi,
} from './support/server';
import { settingsFor, settingsItems } from './support/settings';
import { BROWSERS, useExtension } from './support/suite';
import { restartWorker, workerStopper } from './support/worker-restart';

const LINKS = '/api/v1/links';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A link of the demo account without a domain: its short URL is on the links base URL. */
async function create(server: RunningServer, form: Record<string, string>): Promise<ApiRecord> {
  const answer = await apiCall(server, 'POST', LINKS, { form });
  expect(answer.status).toBe(201);
  return answer.body.data as ApiRecord;
}

describe.each(BROWSERS)('Shorten many (%s)', (browser) => {
  // MV2 background page: the job lives in Firefox's persistent background page, which times its
  // own waits; Chromium's worker stops, and a new one (or the alarm) resumes the job.
  const suite = useExtension(browser);
  const posts = (server: RunningServer = suite.server) => apiRequests(server, 'POST', LINKS);

  const job = async (): Promise<BatchJob | null> =>
    ((await suite.ext.storage('session')).batchJob as BatchJob | undefined) ?? null;
  const finished = () => until(job, (value) => value?.finishedAt != null, 100_000);
  /** Highlights these tabs, as a user's Ctrl+click would. */
  const highlight = (tabIds: number[]) =>
    suite.ext.inBackground(async ({ api }, ids) => {
      const tabs: Array<{ windowId: number; index: number }> = await Promise.all(
        ids.map((id) => api.tabs.get(id)),
      );
      await api.tabs.highlight({ windowId: tabs[0]?.windowId ?? 0, tabs: tabs.map((tab) => tab.index) });
      return null;
    }, tabIds);

  it('makes three links of five highlighted tabs, reusing one and keeping a short URL, when the popup closes mid-write', async () => {
    const opened: Array<{ tabId: number; url: string }> = [];
    for (const token of ['a', 'b', 'c', 'd']) opened.push(await suite.openSample(`many-${token}`));
    const [a, b, c, d] = opened.map((o) => o.url) as [string, string, string, string];
    await create(suite.server, { url: b });
    const kept = await create(suite.server, { url: 'https://example.com/kept-target', alias: 'kept-many' });
    const keptUrl = String(kept.short_url);
    const short = await suite.ext.openTab(keptUrl);
    const tabIds = [...opened.map((o) => o.tabId), short.tabId];

    // The popup counts the highlighted tabs as it opens: highlighted after it opened (opening a
    // tab highlights that tab alone), then loaded again.
    const popup = await suite.openPopup(opened[0]?.tabId ?? 0);
    await highlight(tabIds);
    await popup.page.reload();
    const button = popup.page.getByRole('button', { name: 'Shorten 5 tabs', exact: true });
    await button.waitFor();
    suite.server.faults.latency(`POST ${LINKS}`, 3000);
    suite.server.clearRequests();
    await button.click();

    // The popup goes away while the first write is on its way.
    await until(
      async () => posts().length,
      (count) => count >= 1,
    );
    await popup.page.close();
    // Chromium's worker also stops before that write's answer: a new one resumes the job. (Only
    // a service worker stops; Firefox's background page runs on.)
    const stopper = suite.chromium ? await workerStopper(suite.chromium) : undefined;
    if (stopper) {
      await stopper.stop();
      expect(posts()[0]?.status).toBeUndefined();
    }
    // Only that write had to outlast the popup (and the worker): the next ones are answered at once.
    suite.server.faults.latency(`POST ${LINKS}`, 0);
    if (stopper) {
      // The server still makes that link; later a new worker starts (as the next event would).
      await until(async () => posts().every((request) => request.status !== undefined), Boolean);
      await stopper.start();
      expect(await stopper.isNewWorker()).toBe(true);
    }
    const done = await finished();
    await stopper?.close();

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
    const again = await suite.openPopup(opened[0]?.tabId ?? 0);
    await expect
      .poll(() => again.page.getByRole('status').filter({ hasText: '5 of 5 shortened' }).count())
      .toBe(1);
    const results = again.page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    expect(await results.count()).toBe(5);
    if (suite.browser === 'chromium') {
      // The finished job, light and dark: no axe violation (the a11y suite's standard). Axe and
      // the dark theme go through Playwright's page (emulateMedia), so in Chromium only.
      const page = again.page as Page;
      expect(await axeReport(page)).toBe('');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeReport(page)).toBe('');
    }
    await recordClipboardWrites(again.page);
    await again.page.getByRole('button', { name: 'Copy as Markdown', exact: true }).click();
    await expect.poll(() => clipboardWrites(again.page)).toHaveLength(1);
    const [markdown = ''] = await clipboardWrites(again.page);
    expect(markdown.split('\n')).toHaveLength(5);
    expect(markdown).toContain(`[Sample article](${byUrl[a]?.shortUrl})`);
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(markdown);
    // Copy all: each short URL after the page it stands for, a line each, as a mail wants them
    await again.page.getByRole('button', { name: 'Copy all', exact: true }).click();
    await expect.poll(() => clipboardWrites(again.page)).toHaveLength(2);
    const [, text = ''] = await clipboardWrites(again.page);
    expect(text.split('\n')).toHaveLength(5);
    expect(text.split('\n')).toContain(`Sample article — ${byUrl[a]?.shortUrl}`);
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(text);

    // The manager's links (newest first) show the three new ones.
    const manager = await suite.openManager('#links');
    for (const url of [a, c, d]) {
      const alias = String(byUrl[url]?.shortUrl).split('/').pop() ?? '';
      await manager.rowButton('Copy', alias).waitFor();
    }
  });

  // Only a service worker stops in the middle of a write: Firefox's background page runs on.
  it.runIf(browser === 'chromium')(
    'finds the link of a write the server stores after the worker stopped, and never sends it again',
    async () => {
      // Arrange: two highlighted tabs; the first write takes the server 3 s to store
      const opened = [await suite.openSample('late-a'), await suite.openSample('late-b')];
      const [a, b] = opened.map((o) => o.url) as [string, string];
      const popup = await suite.openPopup(opened[0]?.tabId ?? 0);
      await highlight(opened.map((o) => o.tabId));
      await popup.page.reload();
      const button = popup.page.getByRole('button', { name: 'Shorten 2 tabs', exact: true });
      await button.waitFor();
      suite.server.faults.latency(`POST ${LINKS}`, 3000);
      suite.server.clearRequests();

      // Act: the popup closes and the worker stops while that write is on its way; a new worker
      // starts at once, while the server is still storing it
      await button.click();
      await until(
        async () => posts().length,
        (count) => count >= 1,
      );
      suite.server.faults.latency(`POST ${LINKS}`, 0);
      await popup.page.close();
      await restartWorker(suite.chromium as NonNullable<typeof suite.chromium>);
      const done = await finished();

      // Assert: the link is found once stored (a lookup before that found none), and one POST each
      const arrived = posts()[0]?.time ?? 0;
      const lookupsOfA = apiRequests(suite.server, 'GET', LINKS).filter(
        (request) => request.query.search === a && request.time > arrived,
      );
      expect(lookupsOfA.length).toBeGreaterThanOrEqual(2);
      expect(lookupsOfA[0]?.time ?? Number.POSITIVE_INFINITY).toBeLessThan(arrived + 3000);
      expect(done?.items.map(({ url, state, origin }) => ({ url, state, origin }))).toEqual([
        { url: a, state: 'done', origin: 'created' },
        { url: b, state: 'done', origin: 'created' },
      ]);
      expect(
        posts()
          .map((request) => (request.body as Record<string, string>).url)
          .sort(),
      ).toEqual([a, b].sort());
    },
  );

  it('shortens the links and bare URLs of a selection once each, leaving other schemes out', async () => {
    const { page, tabId, url } = await suite.openSample('selection');
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
      tabId,
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

  it('waits for the reset when a rate limit is spent mid-batch, losing nothing and sending nothing before it', async () => {
    // The minute the job waits passes for the background and the server at once, without a real
    // one: the server's clock is the real one plus `serverAhead`, moved with the background's.
    let serverAhead = 0;
    const limited = await startReferenceServer({ rateLimit: 6, now: () => Date.now() + serverAhead });
    const clock = await installBackgroundClock(suite.ext);
    const pass = async (ms: number) => {
      serverAhead += ms;
      await clock.advance(ms);
    };
    try {
      await suite.ext.writeSettings(settingsItems(settingsFor(limited, limited.keys.demo)));
      await suite.spyNotifications();
      const urls = ['one', 'two', 'three', 'four', 'five'].map((n) => `https://example.org/${n}`);
      await suite.menuClick({ menuItemId: 'shorten-links-selection', selectionText: urls.join(' ') });
      const waiting = await until(job, (value) => value?.waitUntil != null);
      const waitUntil = waiting?.waitUntil ?? 0;
      // Up to a few seconds before the reset the job still waits, then it goes on by itself.
      await pass(waitUntil - 5000 - (await clock.now()));
      await expectNoRequest(limited, toApi);
      await pass(5000);
      const done = await finished();

      expect(done?.items.map((item) => item.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
      expect(posts(limited)).toHaveLength(5);
      const log = apiRequests(limited);
      expect(log.filter((request) => request.status === 429)).toEqual([]);
      // The server's window opened with the first request; the seventh came after it ended.
      const windowEnd = (log[0]?.time ?? 0) + 60_000;
      expect(log[6]?.time ?? 0).toBeGreaterThanOrEqual(windowEnd);
      expect(log[6]?.time ?? 0).toBeGreaterThanOrEqual(waitUntil - 1000);
      // The end is announced while no popup shows it. Firefox's driver runs its calls in a
      // popup.html tab of its own (firefox.ts), which the job rightly takes for an open popup.
      if (suite.browser === 'chromium') {
        const { calls } = await suite.notifications();
        expect(JSON.stringify(calls.at(-1))).toContain('5 links are ready');
      }
    } finally {
      await clock.uninstall();
      await limited.stop();
    }
  });
});

describe('a finished batch in later popups (Chromium)', () => {
  // The popup alone: which popup shows the job how; both backgrounds keep it alike.
  const suite = useExtension('chromium');

  /** Five links made, as the worker leaves a finished job in storage.session. */
  const finishedJob = (): BatchJob => ({
    id: 'job-seen',
    profileId: 'default',
    source: 'tabs',
    items: [1, 2, 3, 4, 5].map((n) => ({
      url: `https://example.com/page-${n}`,
      title: `Page ${n}`,
      state: 'done' as const,
      shortUrl: `https://sho.rt/p${n}`,
      origin: 'created' as const,
    })),
    startedAt: Date.now() - 60_000,
    finishedAt: Date.now() - 1_000,
    waitUntil: null,
    budget: null,
  });

  it('shows a finished batch in full once, then as one line below the form that opens it again', async () => {
    // Arrange: a batch finished while no popup was open; the first popup shows it in full
    await suite.ext.setStorage('session', { batchJob: finishedJob() });
    const { tabId } = await suite.openSample('batch-seen');
    const first = await suite.openPopup(tabId);
    await first.page.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(4).waitFor();
    const box = (popup: typeof first) => popup.page.getByRole('region', { name: 'Shorten many' });
    const firstTop = (await box(first).boundingBox())?.y ?? Number.NaN;
    expect(firstTop).toBeLessThan((await first.url.boundingBox())?.y ?? Number.NaN);
    await first.page.close();

    // Act: a later popup
    const second = await suite.openPopup(tabId);

    // Assert: one line under the form, the results behind Show
    await expect
      .poll(() => box(second).textContent(), { timeout: 5_000 })
      .toContain('Last batch: 5 of 5 shortened');
    expect(await second.page.getByRole('list', { name: 'Results' }).count()).toBe(0);
    const lineTop = (await box(second).boundingBox())?.y ?? Number.NaN;
    const shorten = await second.shortenButton.boundingBox();
    expect(lineTop).toBeGreaterThan((shorten?.y ?? 0) + (shorten?.height ?? 0));
    await box(second).getByRole('button', { name: 'Show', exact: true }).click();
    expect(await second.page.getByRole('list', { name: 'Results' }).getByRole('listitem').count()).toBe(5);
    expect(await second.page.getByRole('button', { name: 'Copy all', exact: true }).isVisible()).toBe(true);
  });
});
