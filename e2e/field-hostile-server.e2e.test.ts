/**
 * "Shorten links in this field" against a server that answers markup or a `javascript:` address
 * as a link's short URL (a compromised server, or a plain-http one behind a hostile network), in
 * Chromium and Firefox: the answer is refused where the link is read, so nothing reaches the page.
 * In a contenteditable box holding a `<style>` and in a textarea, no element appears, no script
 * runs, the CSS is untouched, the field keeps its text, and the notification names the URL.
 */
import { describe, expect, it } from 'vitest';
import { msg } from './support/messages';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const LINKS = '/api/v1/links';
const MARKUP = 'https://sho.rt/abc</style><img src=x onerror="window.__ran=true">';
const SCRIPT_URL = 'javascript:window.__ran=true';
const STYLE = '#rich { color: rgb(1, 2, 3) } /* https://example.org/in-the-css */';

interface FieldOutcome {
  found: number;
  shortened: number;
  failed: Array<{ url: string; message: string }>;
}

/** What the page holds that a hostile answer could change. */
const pageState = (page: UiPage) =>
  page.evaluate(() => ({
    ran: (window as unknown as { __ran?: boolean }).__ran === true,
    elements: Array.from(document.querySelectorAll('body *'), (element) => element.outerHTML.length),
    images: document.images.length,
    color: getComputedStyle(document.getElementById('rich') as HTMLElement).color,
    style: document.querySelector('#rich style')?.textContent ?? null,
    rich: (document.getElementById('rich') as HTMLElement).innerHTML,
    message: (document.getElementById('message') as HTMLTextAreaElement).value,
  }));

describe.each(BROWSERS)('Shorten links in this field with a hostile server (%s)', (browser) => {
  const suite = useExtension(browser);

  /** The server's next link creation answers `shortUrl` as the new link's short URL. */
  const answerShortUrl = (url: string, shortUrl: string) =>
    suite.server.faults.respond(`POST ${LINKS}`, {
      status: 201,
      body: { data: { id: 9001, alias: 'abc', url, short_url: shortUrl, clicks: 0 } },
    });

  async function openFields(token: string) {
    const pageUrl = suite.other.fieldsPage(token);
    const { page, tabId } = await suite.ext.openTab(pageUrl);
    await page.bringToFront();
    await suite.spyNotifications();
    return { page, tabId, pageUrl };
  }

  const click = (tabId: number, pageUrl: string) =>
    suite.menuClick(
      { menuItemId: 'shorten-links-field', frameId: 0, editable: true, pageUrl },
      tabId,
    ) as Promise<FieldOutcome>;

  async function expectTold(url: string) {
    const told = JSON.stringify((await suite.notifications()).calls.at(-1));
    expect(told).toContain(msg('field_failed_one'));
    expect(told).toContain(url);
  }

  it('writes no markup into a contenteditable holding a <style> when the short URL is markup', async () => {
    const { page, tabId, pageUrl } = await openFields('hostile-rich');
    const long = 'https://example.org/hostile/rich';
    await page.evaluate(
      ([url, css]) => {
        const box = document.getElementById('rich') as HTMLElement;
        const style = document.createElement('style');
        style.textContent = css;
        box.replaceChildren(`Read ${url} `, style, 'then write back.');
        box.focus();
        getSelection()?.collapse(box.lastChild, 4);
      },
      [long, STYLE] as [string, string],
    );
    const before = await pageState(page);
    answerShortUrl(long, MARKUP);

    const outcome = await click(tabId, pageUrl);

    expect(outcome).toMatchObject({ found: 1, shortened: 0 });
    expect(outcome.failed.map((failure) => failure.url)).toEqual([long]);
    expect(await pageState(page)).toEqual(before);
    expect(before).toMatchObject({ ran: false, images: 0, color: 'rgb(1, 2, 3)', style: STYLE });
    await expectTold(long);
  });

  it('writes no javascript: address into a textarea', async () => {
    const { page, tabId, pageUrl } = await openFields('hostile-textarea');
    const long = 'https://example.org/hostile/textarea';
    await page.evaluate((url) => {
      const field = document.getElementById('message') as HTMLTextAreaElement;
      field.value = `See ${url} soon`;
      field.focus();
    }, long);
    const before = await pageState(page);
    answerShortUrl(long, SCRIPT_URL);

    const outcome = await click(tabId, pageUrl);

    expect(outcome.failed.map((failure) => failure.url)).toEqual([long]);
    expect(await pageState(page)).toEqual(before);
    expect(before).toMatchObject({ ran: false, message: `See ${long} soon` });
    await expectTold(long);
  });
});
