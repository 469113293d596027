/**
 * "Shorten links in this field" in the editors people write in, installed from npm and built into
 * small pages (support/editors/): Quill, Tiptap, CodeMirror, Draft.js, CKEditor 5, Slate, Trix,
 * Lexical (rich and plain), a React-controlled textarea and input. Each page loads the text
 * through the editor's own API and reads back the editor's own model, never the DOM, which an
 * editor may draw ahead of its model. For each editor, what a user meets, in two tests (each
 * opens the page and runs the menu item once): the editor's own text holds the short links, the
 * caret is after the same character as before, and a key typed there is kept with the short
 * links; its own Ctrl+Z takes the change back, and nothing else. An editor that takes no outside
 * change at all gets the honest outcome: no "shortened", the short links offered instead, its
 * text as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll } from './support/api';
import { type EditorPage, type EditorPages, startEditorPages } from './support/editors/serve';
import { msgCount } from './support/messages';
import { BROWSERS, useExtension } from './support/suite';
import type { UiPage } from './support/ui';

const A = 'https://example.org/editors/one?x=1';
const B = 'https://example.org/editors/two';
const TEXT = `Links: ${A} and ${B} — done`;
/** The caret is put after "and", between the two URLs: the first one's new length moves it. */
const CARET_AFTER = ' and';

interface Editor {
  name: string;
  page: EditorPage;
  query?: string;
}

const EDITORS: Editor[] = [
  { name: 'Quill', page: 'quill' },
  { name: 'Tiptap', page: 'tiptap' },
  { name: 'CodeMirror', page: 'codemirror' },
  { name: 'Draft.js', page: 'draft' },
  { name: 'CKEditor 5', page: 'ckeditor' },
  { name: 'Slate', page: 'slate' },
  { name: 'Trix', page: 'trix' },
  { name: 'Lexical rich text', page: 'lexical' },
  { name: 'Lexical plain text', page: 'lexical', query: 'mode=plain' },
  { name: 'React-controlled textarea', page: 'react-fields' },
  { name: 'React-controlled input', page: 'react-fields', query: 'field=input' },
];

/**
 * The editor's own text (its model, through the page's test API), with each character outside
 * printable ASCII and TEXT's dash written as its code point: a no-break space or an invisible
 * character an editor slipped in shows in a failure instead of printing alike.
 */
const editorText = async (page: UiPage) =>
  shown(await page.evaluate(() => (window as unknown as { editorText(): string }).editorText()));
const shown = (text: string) =>
  text.replace(/[^\x20-\x7e—]/gu, (char) => `\\u{${char.codePointAt(0)?.toString(16)}}`);

/** Resolves after the page's next two frames: an editor that redraws its text has done so. */
const nextFrames = (page: UiPage) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The editor pages, built once for the file and served to both browsers. */
let pages: EditorPages;
beforeAll(async () => {
  pages = await startEditorPages();
});
afterAll(() => pages?.stop());

describe.each(BROWSERS)('Shorten links in this field, in the editors people write in (%s)', (browser) => {
  const suite = useExtension(browser);

  async function shortUrlOf(url: string): Promise<string> {
    const records = (await listAll(suite.server, '/api/v1/links')).filter((record) => record.url === url);
    expect(records).toHaveLength(1);
    return String(records[0]?.short_url);
  }

  /** Opens the editor's page, loads TEXT through the editor and puts the caret after CARET_AFTER. */
  async function openEditor(editor: Editor) {
    const url = pages.url(editor.page, editor.query);
    const { page, tabId } = await suite.ext.openTab(url);
    await page.bringToFront();
    await page.evaluate(
      async ([text, caret]) => {
        if (document.documentElement.dataset.editorReady !== 'true') {
          await new Promise((done) => window.addEventListener('editor-ready', done, { once: true }));
        }
        const api = window as unknown as { editorLoad(t: string): unknown; editorCaret(o: number): unknown };
        await api.editorLoad(text);
        await api.editorCaret(caret);
      },
      [TEXT, TEXT.indexOf(CARET_AFTER) + CARET_AFTER.length] as [string, number],
    );
    return { page, tabId, url };
  }

  /** Opens the editor and runs the menu item on it; the short links it should now hold. */
  async function shortenIn(editor: Editor) {
    const { page, tabId, url } = await openEditor(editor);
    const outcome = await suite.menuClick(
      { menuItemId: 'shorten-links-field', frameId: 0, editable: true, pageUrl: url },
      tabId,
    );
    await nextFrames(page);
    expect(outcome, 'the run found the field and its two URLs').toMatchObject({ found: 2, failed: [] });
    const [shortA, shortB] = [await shortUrlOf(A), await shortUrlOf(B)];
    return { page, outcome, shortA, shortB, written: TEXT.replace(A, shortA).replace(B, shortB) };
  }

  describe.each(EDITORS)('$name', (editor) => {
    it('holds the short links in its own text, the caret after the same character, and keeps a key typed there', async () => {
      const { page, written } = await shortenIn(editor);
      expect(await editorText(page)).toBe(written);

      await page.keyboard.type('!');
      await nextFrames(page);

      const text = await editorText(page);
      expect(text).toContain('!');
      expect(text.slice(0, text.indexOf('!'))).toMatch(new RegExp(`${CARET_AFTER}$`));
      expect(text.replace('!', '')).toBe(written);
    });

    it('takes the write back with its own Ctrl+Z, in a step or two, and nothing else', async () => {
      const { page, shortA, shortB, written } = await shortenIn(editor);
      const halfway = [TEXT.replace(A, shortA), TEXT.replace(B, shortB)];
      expect(await editorText(page)).toBe(written); // an undo of a write the editor never took proves nothing
      const seen: string[] = [];

      for (let press = 0; press < 3 && seen.at(-1) !== TEXT; press++) {
        await page.keyboard.press('Control+z');
        await nextFrames(page);
        seen.push(await editorText(page));
      }
      await page.keyboard.press('Control+z'); // one more: the loaded text is not an undo step
      await nextFrames(page);
      seen.push(await editorText(page));

      expect(seen.at(-1)).toBe(TEXT);
      expect(seen.filter((text) => ![written, ...halfway, TEXT].includes(text))).toEqual([]);
    });
  });

  it('tells an editor that takes no outside change that the page did not take it, and offers the short links', async () => {
    await suite.spyNotifications();

    const { page, shortA, shortB } = await shortenIn({ name: 'reverting', page: 'reverting' });

    expect(await editorText(page)).toBe(TEXT);
    expect(await page.evaluate(() => document.getElementById('editor')?.textContent)).toBe(TEXT);
    const told = JSON.stringify((await suite.notifications()).calls.at(-1));
    expect(told).not.toContain(msgCount('field_done', 2));
    expect(told).toContain(shortA);
    expect(told).toContain(shortB);
  });
});
