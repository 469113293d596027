/**
 * "Shorten links in this field", in Chromium and Firefox (the page code runs through
 * scripting.executeScript, the undo is the browser's own editing stack, and the backgrounds
 * differ): on the other-origin server's page of fields, the URLs of a textarea, a text input, a
 * contenteditable box and a framework-controlled field become their short links in place, one
 * write per distinct URL, the text around them as it was, Ctrl+Z bringing the long links back.
 * The context menu is reached through the background's e2e hook (a native menu cannot be
 * clicked), with the info object the browser would pass.
 */
import { describe, expect, it } from 'vitest';
import { type ApiRecord, apiCall, listAll } from './support/api';
import { msg } from './support/messages';
import { apiRequests, expectNoRequest, type RunningServer, toApi } from './support/server';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const LINKS = '/api/v1/links';

interface FieldOutcome {
  found: number;
  shortened: number;
  kept: number;
  failed: Array<{ url: string; message: string }>;
  undoable: boolean | null;
}

async function create(server: RunningServer, form: Record<string, string>): Promise<ApiRecord> {
  const answer = await apiCall(server, 'POST', LINKS, { form });
  expect(answer.status).toBe(201);
  return answer.body.data as ApiRecord;
}

/** The short URL each link of the account has for a destination. */
async function shortUrlOf(server: RunningServer, url: string): Promise<string> {
  const records = (await listAll(server, LINKS)).filter((record) => record.url === url);
  expect(records).toHaveLength(1);
  return String(records[0]?.short_url);
}

/** Puts `text` into the textarea or input `selector`, focused, with the caret at `caret`. */
function fill(page: UiPage, selector: string, text: string, caret: number) {
  return page.evaluate(
    ([css, value, at]) => {
      const field = document.querySelector(css) as HTMLTextAreaElement;
      field.value = value;
      field.focus();
      field.setSelectionRange(at, at);
    },
    [selector, text, caret] as [string, string, number],
  );
}

const fieldValue = (page: UiPage, selector: string) =>
  page.evaluate((css) => (document.querySelector(css) as HTMLTextAreaElement).value, selector);

describe.each(BROWSERS)('Shorten links in this field (%s)', (browser) => {
  const suite = useExtension(browser);
  const posts = () => apiRequests(suite.server, 'POST', LINKS);

  async function openFields(token: string) {
    const url = suite.other.fieldsPage(token);
    const { page, tabId } = await suite.ext.openTab(url);
    await page.bringToFront();
    return { page, tabId, url };
  }

  const click = (tabId: number, pageUrl: string, menuItemId = 'shorten-links-field') =>
    suite.menuClick({ menuItemId, frameId: 0, editable: true, pageUrl }, tabId) as Promise<FieldOutcome>;

  it('writes once per distinct URL, reuses a link, keeps an own short URL, leaves the text and caret, and Ctrl+Z undoes it', async () => {
    const { page, tabId, url } = await openFields('textarea');
    const a = 'https://example.org/articles/one?ref=mail';
    const b = 'https://example.org/articles/two';
    await create(suite.server, { url: b });
    const kept = await create(suite.server, { url: 'https://example.org/kept', alias: 'kept-field' });
    const own = String(kept.short_url);
    const original = `Hello,\n\nsee ${a} (twice: ${a}).\nOld: ${b}, mine: ${own}.\nBye  `;
    await fill(page, '#message', original, original.indexOf('Old:'));
    suite.server.clearRequests();

    const outcome = await click(tabId, url);

    expect(outcome).toMatchObject({ found: 3, shortened: 2, kept: 1, failed: [], undoable: true });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({ url: a });
    const shortA = await shortUrlOf(suite.server, a);
    const shortB = await shortUrlOf(suite.server, b);
    const expected = `Hello,\n\nsee ${shortA} (twice: ${shortA}).\nOld: ${shortB}, mine: ${own}.\nBye  `;
    expect(await fieldValue(page, '#message')).toBe(expected);
    const caret = await page.evaluate(
      () => (document.querySelector('#message') as HTMLTextAreaElement).selectionStart,
    );
    expect(caret).toBe(expected.indexOf('Old:'));

    await page.keyboard.press('Control+z');
    await expect.poll(() => fieldValue(page, '#message')).toBe(original);
  });

  it('replaces the URLs and the links whose text is their URL in a contenteditable box, the rest as it was', async () => {
    const { page, tabId, url } = await openFields('rich');
    const a = 'https://example.org/rich/linked';
    const c = 'https://example.org/rich/plain';
    const report = 'https://example.org/rich/report';
    await page.evaluate(
      ([linked, plain, other]) => {
        const box = document.getElementById('rich') as HTMLElement;
        box.innerHTML = `Read <a href="${linked}">${linked}</a>, <b>bold words</b> and ${plain} here. Keep <a href="${other}">our report</a>.`;
        box.focus();
        // The caret after "he" of "here", inside the text that holds a URL before it.
        getSelection()?.collapse(box.querySelector('b')?.nextSibling as Text, ` and ${plain} he`.length);
      },
      [a, c, report] as [string, string, string],
    );
    const before = await page.evaluate(() => document.getElementById('rich')?.textContent ?? '');
    suite.server.clearRequests();

    const outcome = await click(tabId, url);

    expect(outcome).toMatchObject({ found: 2, shortened: 2, failed: [], undoable: true });
    expect(posts()).toHaveLength(2);
    const [shortA, shortC] = [await shortUrlOf(suite.server, a), await shortUrlOf(suite.server, c)];
    const after = await page.evaluate(() => {
      const box = document.getElementById('rich') as HTMLElement;
      return {
        text: box.textContent,
        links: Array.from(box.querySelectorAll('a'), (link) => [link.getAttribute('href'), link.textContent]),
        bold: box.querySelector('b')?.textContent,
        caret: (() => {
          const selection = getSelection();
          const range = document.createRange();
          range.selectNodeContents(box);
          range.setEnd(selection?.focusNode as Node, selection?.focusOffset ?? 0);
          return range.toString().length;
        })(),
      };
    });
    expect(after.text).toBe(before.replace(a, shortA).replace(c, shortC));
    expect(after.links).toEqual([
      [shortA, shortA],
      [report, 'our report'],
    ]);
    expect(after.bold).toBe('bold words');
    expect(after.caret).toBe(
      before.indexOf('here') + 2 - (a.length - shortA.length) - (c.length - shortC.length),
    );

    // One step of the page's undo per URL, the first URL (written last) first.
    const text = () => page.evaluate(() => document.getElementById('rich')?.textContent);
    await page.keyboard.press('Control+z');
    await expect.poll(text).toBe(before.replace(c, shortC));
    await page.keyboard.press('Control+z');
    await expect.poll(text).toBe(before);
  });

  it("adds the chosen campaign preset's parameters to what is sent, from a text input", async () => {
    const { page, tabId, url } = await openFields('preset');
    await suite.ext.setStorage('local', {
      'campaigns:default': {
        recent: {},
        presets: [
          {
            name: 'Newsletter',
            values: { source: 'news', medium: 'email', campaign: 'may', term: '', content: '' },
          },
        ],
      },
    });
    const a = 'https://example.org/launch?lang=en';
    await fill(page, '#subject', `New: ${a}`, 0);
    suite.server.clearRequests();

    const outcome = await click(tabId, url, 'shorten-links-field/Newsletter');

    expect(outcome).toMatchObject({ found: 1, shortened: 1 });
    const sent = `${a}&utm_source=news&utm_medium=email&utm_campaign=may`;
    expect(posts().map((request) => (request.body as { url?: string }).url)).toEqual([sent]);
    expect(await fieldValue(page, '#subject')).toBe(`New: ${await shortUrlOf(suite.server, sent)}`);
  });

  it('keeps the new text in a field a framework controls: its state changed through the input events', async () => {
    const { page, tabId, url } = await openFields('controlled');
    const a = 'https://example.org/controlled/page';
    await page.evaluate((text) => {
      (window as unknown as { setState: (t: string) => void }).setState(text);
      (document.getElementById('controlled') as HTMLTextAreaElement).focus();
    }, `Look: ${a}`);

    await click(tabId, url);

    const expected = `Look: ${await shortUrlOf(suite.server, a)}`;
    await expect
      .poll(() => page.evaluate(() => document.getElementById('state')?.textContent))
      .toBe(expected);
    await page.evaluate(() => (window as unknown as { rerender: () => void }).rerender());
    expect(await fieldValue(page, '#controlled')).toBe(expected);
  });

  it('leaves a URL whose write failed as it was and says which, with the others shortened', async () => {
    const { page, tabId, url } = await openFields('failure');
    await suite.spyNotifications();
    const failing = 'https://example.org/fails';
    const fine = 'https://example.org/works';
    await fill(page, '#message', `${failing} and ${fine}`, 0);
    suite.server.faults.respond(`POST ${LINKS}`, { status: 500, body: { message: 'Server Error' } }, 1);
    suite.server.clearRequests();

    const outcome = await click(tabId, url);

    expect(outcome.failed.map((failure) => failure.url)).toEqual([failing]);
    expect(posts()).toHaveLength(2); // Each write once: the failed one is never sent again.
    expect(await fieldValue(page, '#message')).toBe(`${failing} and ${await shortUrlOf(suite.server, fine)}`);
    const { calls } = await suite.notifications();
    const told = JSON.stringify(calls.at(-1));
    expect(told).toContain(msg('field_done_one'));
    expect(told).toContain(msg('field_failed_one'));
    expect(told).toContain(failing);
  });

  it('does the same from the keyboard command for the focused field, and changes nothing in a field without links', async () => {
    const { page, tabId } = await openFields('command');
    await suite.spyNotifications();
    const a = 'https://example.org/by-key';
    await fill(page, '#message', `Key: ${a}`, 0);

    const outcome = (await suite.command('shorten-links-field', tabId)) as FieldOutcome;

    expect(outcome).toMatchObject({ found: 1, shortened: 1 });
    expect(await fieldValue(page, '#message')).toBe(`Key: ${await shortUrlOf(suite.server, a)}`);

    await fill(page, '#subject', 'No links here, www alone.', 3);
    suite.server.clearRequests();
    const none = (await suite.command('shorten-links-field', tabId)) as FieldOutcome;
    expect(none).toMatchObject({ found: 0, undoable: null });
    await expectNoRequest(suite.server, toApi);
    expect(await fieldValue(page, '#subject')).toBe('No links here, www alone.');
    expect(JSON.stringify((await suite.notifications()).calls.at(-1))).toContain(msg('field_noLinks'));
  });

  it('shortens the field of the frame the user is in from the keyboard command, not a draft focused earlier in another frame', async () => {
    const a = 'https://example.org/frames/aside';
    const b = 'https://example.org/frames/current';
    const { page, tabId } = await suite.ext.openTab(suite.other.fieldFramesPage('frames', `Aside: ${a}`));
    await page.bringToFront();
    // The load event waits for both frames: the first one has restored and focused its draft.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await page.evaluate((current) => {
      const second = document.getElementById('second') as HTMLIFrameElement;
      (second.contentDocument?.getElementById('message') as HTMLTextAreaElement).value = `Now: ${current}`;
    }, b);
    // The user clicks into the second frame's field (the frame's middle is its textarea).
    await page.locator('#second').click();
    const second = () =>
      page.evaluate(() => {
        const frame = document.getElementById('second') as HTMLIFrameElement;
        return (frame.contentDocument?.getElementById('message') as HTMLTextAreaElement | null)?.value;
      });
    suite.server.clearRequests();

    const outcome = (await suite.command('shorten-links-field', tabId)) as FieldOutcome;

    expect(outcome).toMatchObject({ found: 1, shortened: 1 });
    expect(posts().map((request) => (request.body as { url?: string }).url)).toEqual([b]);
    expect(await second()).toBe(`Now: ${await shortUrlOf(suite.server, b)}`);
  });

  /** The id the browser gives the frame of `tabId` whose address contains `part`. */
  const frameIdOf = (tabId: number, part: string) =>
    suite.ext.inBackground(
      async ({ api }, [id, wanted]) => {
        const results = await api.scripting.executeScript({
          target: { tabId: id, allFrames: true },
          func: () => location.href,
        });
        return results.find((result: { result?: unknown; frameId: number }) =>
          String(result.result).includes(wanted),
        )?.frameId;
      },
      [tabId, part] as [number, string],
    ) as Promise<number | undefined>;

  /** What a frame holds, read by the extension itself (a page cannot read another site's frame). */
  const frameText = (tabId: number, frameId: number | undefined) =>
    suite.ext.inBackground(
      async ({ api }, [id, frame]) => {
        const [result] = await api.scripting.executeScript({
          target: { tabId: id, frameIds: [frame] },
          func: () =>
            (document.getElementById('message') as HTMLTextAreaElement | null)?.value ??
            document.body.textContent,
        });
        return result?.result as string;
      },
      [tabId, frameId ?? -1] as [number, number],
    );

  it('shortens the field of the iframe the menu was opened in, the field of the other frame as it was', async () => {
    const a = 'https://example.org/frames/menu-first';
    const b = 'https://example.org/frames/menu-second';
    const url = suite.other.fieldFramesPage('menu', `Draft: ${a}`);
    const { page, tabId } = await suite.ext.openTab(url);
    await page.bringToFront();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await page.evaluate((text) => {
      const second = document.getElementById('second') as HTMLIFrameElement;
      (second.contentDocument?.getElementById('message') as HTMLTextAreaElement).value = text;
    }, `Other: ${b}`);
    // The first frame is of another site (localhost): its id is the one its menu click names.
    const frameId = await frameIdOf(tabId, 't=menu-first');
    expect(frameId).toBeGreaterThan(0);
    suite.server.clearRequests();

    const outcome = (await suite.menuClick(
      { menuItemId: 'shorten-links-field', frameId, frameUrl: url, editable: true, pageUrl: url },
      tabId,
    )) as FieldOutcome;

    expect(outcome).toMatchObject({ found: 1, shortened: 1, failed: [] });
    expect(posts().map((request) => (request.body as { url?: string }).url)).toEqual([a]);
    expect(await frameText(tabId, frameId)).toBe(`Draft: ${await shortUrlOf(suite.server, a)}`);
    expect(await frameText(tabId, await frameIdOf(tabId, 't=menu-second'))).toBe(`Other: ${b}`);
  });

  it('shortens the editable body of an iframe, as TinyMCE and CKEditor 4 edit, from the menu', async () => {
    const a = 'https://example.org/frames/body-editor';
    const { page, tabId } = await suite.ext.openTab(suite.other.fieldFramesPage('body', ''));
    await page.bringToFront();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // The second frame becomes an editor's frame: its whole body is the editable field, focused.
    await page.evaluate((text) => {
      const doc = (document.getElementById('second') as HTMLIFrameElement).contentDocument as Document;
      doc.body.textContent = text;
      doc.body.contentEditable = 'true';
      doc.body.focus();
      doc.getSelection()?.collapse(doc.body.firstChild, 3);
    }, `Body: ${a} end`);
    const frameId = await frameIdOf(tabId, 't=body-second');
    suite.server.clearRequests();

    const outcome = (await suite.menuClick(
      { menuItemId: 'shorten-links-field', frameId, editable: true, pageUrl: suite.other.url },
      tabId,
    )) as FieldOutcome;

    expect(outcome).toMatchObject({ found: 1, shortened: 1, failed: [] });
    expect(posts().map((request) => (request.body as { url?: string }).url)).toEqual([a]);
    expect(await frameText(tabId, frameId)).toBe(`Body: ${await shortUrlOf(suite.server, a)} end`);
  });

  it("puts back a write the page cannot undo from the notification's Undo, and changes nothing once the user typed after it", async () => {
    const url = suite.other.fieldSvgPage('undo');
    const { page, tabId } = await suite.ext.openTab(url);
    await page.bringToFront();
    await suite.spyNotifications();
    const a = 'https://example.org/svg/undo';
    const original = `See ${a}`;
    await fill(page, '#message', original, original.length);
    const undo = (id: string) =>
      suite.ext.inBackground(({ e2e }, notice) => e2e.clickNotification(notice), id);

    const first = await click(tabId, url);

    expect(first).toMatchObject({ shortened: 1, undoable: false });
    const written = `See ${await shortUrlOf(suite.server, a)}`;
    expect(await fieldValue(page, '#message')).toBe(written);
    const id = String((await suite.notifications()).calls.at(-1)?.[0]);
    expect(id).toMatch(/^fieldRun\?job=/);
    expect(await undo(id)).toBe('undone');
    expect(await fieldValue(page, '#message')).toBe(original);

    await click(tabId, url);
    await page.keyboard.type(' and more');
    const typed = await fieldValue(page, '#message');
    expect(typed).toBe(`${written} and more`);
    const second = String((await suite.notifications()).calls.at(-1)?.[0]);

    expect(await undo(second)).toBe('changed');
    expect(await fieldValue(page, '#message')).toBe(typed);
  });
});
