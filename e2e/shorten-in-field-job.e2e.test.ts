/**
 * "Shorten links in this field" as a stored job, against the reference server: the menu and the
 * key at once on one field make one run (one write per URL); a field typed over while its links
 * were being made is left as it is, and the notification says so and gives the links to copy
 * (both browsers: their notifications and clipboards differ); and, in Chromium, whose worker
 * stops, a worker stopped in the middle of a run sends no URL's write twice and the next worker
 * ends the run (the POSTs counted in the server's request log).
 */
import { describe, expect, it } from 'vitest';
import { type ApiRecord, listAll } from './support/api';
import { pastedClipboard } from './support/clipboard';
import { msg } from './support/messages';
import { apiRequests, nextRequest, type RunningServer } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';
import { restartWorker } from './support/worker-restart';

const LINKS = '/api/v1/links';

interface FieldOutcome {
  found: number;
  shortened: number;
  problem?: string;
  unwritten?: Array<{ url: string; shortUrl: string }>;
}

/** The short URL the account's one link to `url` has. */
async function shortUrlOf(server: RunningServer, url: string): Promise<string> {
  const records: ApiRecord[] = (await listAll(server, LINKS)).filter((record) => record.url === url);
  expect(records).toHaveLength(1);
  return String(records[0]?.short_url);
}

/** Puts `text` into the page's textarea, focused. */
const fill = (page: UiPage, text: string) =>
  page.evaluate((value) => {
    const field = document.querySelector('#message') as HTMLTextAreaElement;
    field.value = value;
    field.focus();
  }, text);

const fieldValue = (page: UiPage) =>
  page.evaluate(() => (document.querySelector('#message') as HTMLTextAreaElement).value);

describe.each(BROWSERS)('Shorten links in this field as a job (%s)', (browser) => {
  const suite = useExtension(browser);
  /** The URLs the POSTs sent, sorted: each URL once means no write was sent twice. */
  const postedUrls = () =>
    apiRequests(suite.server, 'POST', LINKS)
      .map((request) => String((request.body as { url?: string }).url))
      .sort();

  async function openField(token: string, text: string) {
    const url = suite.other.fieldsPage(token);
    const { page, tabId } = await suite.ext.openTab(url);
    await page.bringToFront();
    await fill(page, text);
    return { page, tabId, url };
  }

  const click = (tabId: number, pageUrl: string) =>
    suite.menuClick(
      { menuItemId: 'shorten-links-field', frameId: 0, editable: true, pageUrl },
      tabId,
    ) as Promise<FieldOutcome>;

  it('makes one run of the menu and the key at once on one field: one POST per URL', async () => {
    // Arrange: reuse off, where a second run would make a second link of each URL
    await suite.configure({ reuseExisting: false });
    const a = 'https://example.org/once/a';
    const b = 'https://example.org/once/b';
    const { page, tabId, url } = await openField('together', `See ${a} and ${b}.`);
    suite.server.clearRequests();

    // Act
    const [byMenu, byKey] = await Promise.all([
      click(tabId, url),
      suite.command('shorten-links-field', tabId) as Promise<FieldOutcome>,
    ]);

    // Assert
    expect(postedUrls()).toEqual([a, b]);
    expect(byKey).toEqual(byMenu);
    expect(byMenu).toMatchObject({ found: 2, shortened: 2 });
    const [shortA, shortB] = [await shortUrlOf(suite.server, a), await shortUrlOf(suite.server, b)];
    expect(await fieldValue(page)).toBe(`See ${shortA} and ${shortB}.`);
  });

  it('leaves a field typed over during the run as it is, says the page did not take the change, and Copy links copies the link', async () => {
    // Arrange: the write takes the server a while, and the user types over the URL meanwhile
    const a = 'https://example.org/typed-over';
    const { page, tabId, url } = await openField('typed', `Look: ${a}`);
    await suite.spyNotifications();
    suite.server.faults.latency(`POST ${LINKS}`, 1500);
    const posted = nextRequest(suite.server, (r) => r.method === 'POST' && r.path === LINKS);

    // Act
    const running = click(tabId, url);
    await posted;
    await fill(page, 'Nothing to shorten any more.');
    const outcome = await running;

    // Assert: nothing written, the link told and copied
    const shortA = await shortUrlOf(suite.server, a);
    expect(outcome).toMatchObject({ problem: 'notTaken', unwritten: [{ url: a, shortUrl: shortA }] });
    expect(await fieldValue(page)).toBe('Nothing to shorten any more.');
    const [id, options] = (await suite.notifications()).calls.at(-1) as [string, { message: string }];
    expect(id).toMatch(/^fieldRun\?job=/);
    expect(options.message).toContain(msg('field_notTaken'));
    expect(options.message).toContain(`${a} → ${shortA}`);
    const copied = await suite.ext.inBackground(({ e2e }, noticeId) => e2e.clickNotification(noticeId), id);
    expect(copied).toBe('copied');
    expect(await pastedClipboard(suite.ext, suite.other.url)).toBe(shortA);
    expect(postedUrls()).toEqual([a]);
  });

  it.runIf(browser === 'chromium')(
    'sends each URL once through a worker stopped during the run, and the next worker writes the field',
    async () => {
      // Arrange: two URLs; the first write takes the server 3 s to store
      const a = 'https://example.org/stopped/a';
      const b = 'https://example.org/stopped/b';
      const { page, tabId, url } = await openField('stopped', `First ${a}, then ${b}.`);
      suite.server.faults.latency(`POST ${LINKS}`, 3000);
      const posted = nextRequest(suite.server, (r) => r.method === 'POST' && r.path === LINKS);

      // Act: the worker stops while that write is on its way; a new one starts at once
      void click(tabId, url).catch(() => undefined); // The stopped worker never answers.
      await posted;
      suite.server.faults.latency(`POST ${LINKS}`, 0);
      await restartWorker(suite.chromium as NonNullable<typeof suite.chromium>);
      await expect
        .poll(() => fieldValue(page), { timeout: 40_000, interval: 200 })
        .not.toBe(`First ${a}, then ${b}.`);

      // Assert: one POST per URL, the interrupted one looked up, and the field holds both links
      expect(postedUrls()).toEqual([a, b]);
      const arrived = (await posted).time;
      const lookups = apiRequests(suite.server, 'GET', LINKS).filter(
        (request) => request.query.search === a && request.time > arrived,
      );
      expect(lookups.length).toBeGreaterThanOrEqual(1);
      const [shortA, shortB] = [await shortUrlOf(suite.server, a), await shortUrlOf(suite.server, b)];
      expect(await fieldValue(page)).toBe(`First ${shortA}, then ${shortB}.`);
    },
  );
});
