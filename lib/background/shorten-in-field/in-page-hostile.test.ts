// @vitest-environment happy-dom
/**
 * The in-page writer against hostile field contents and hostile short URLs: whatever the box
 * holds and whatever the server answered, only the URLs' text changes, no element appears, the
 * text of raw-text elements is left alone, and a link gets a new address only when it is an
 * http(s) URL that is the link's own text.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage } from '../../../test/exec-command-stub';
import { readField } from './in-page';
import { writeRichField } from './in-page-rich';
import { installFieldTools } from './in-page-tools';
import { fieldEdits, fieldOccurrences } from './occurrences';

afterEach(clearPage);

const URLS = ['https://a.example/x', 'https://b.example/long/path?q=1', 'http://c.example/'];
const HOSTILE_TEXT = [
  '</style><img src=x onerror="alert(1)">',
  '<script>alert(1)</script>',
  '&lt;b&gt; &amp; ',
  ' ',
  '\u00a0',
  'plain words ',
  '"><svg onload=alert(1)>',
];
const SHORT_URLS = fc.oneof(
  fc.constantFrom(
    'https://sho.rt/abc</style><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'https://sho.rt/ok',
    'http://sho.rt/<b>x</b>',
    '<img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
  ),
  fc.string({ maxLength: 30 }),
);

/** A box's content: text (with URLs) and elements, raw-text ones included, built with DOM calls. */
type Shape = string | { tag: string; attrs: Record<string, string>; children: Shape[] };
const text = fc.oneof(fc.constantFrom(...URLS, ...HOSTILE_TEXT), fc.string({ maxLength: 8 }));
const { shape } = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    // A link whose text is its own URL: the one place an address may change.
    fc.constantFrom(...URLS).map((url): Shape => ({ tag: 'a', attrs: { href: url }, children: [url] })),
    fc.record({
      tag: fc.constantFrom(
        'b',
        'span',
        'a',
        'style',
        'script',
        'noscript',
        'template',
        'textarea',
        'xmp',
        'p',
        'img',
      ),
      attrs: fc.dictionary(
        fc.constantFrom('href', 'class', 'onerror', 'style', 'title'),
        fc.constantFrom(...URLS, ...HOSTILE_TEXT, 'javascript:alert(1)'),
      ),
      children: fc.array(tie('shape'), { maxLength: 3 }),
    }),
  ),
}));

function build(parent: Node, shapes: Shape[]) {
  for (const item of shapes) {
    if (typeof item === 'string') {
      if (item) parent.appendChild(document.createTextNode(item));
      continue;
    }
    const element = document.createElement(item.tag);
    for (const [name, value] of Object.entries(item.attrs)) element.setAttribute(name, value);
    if (item.tag !== 'img') build(element, item.children);
    parent.appendChild(element);
  }
}

/** Every element of the box with its attributes, and the text of its raw-text elements. */
function snapshot(box: HTMLElement) {
  return Array.from(box.querySelectorAll('*'), (element) => ({
    element,
    attrs: Array.from(element.attributes, (attr) => [attr.name, attr.value]),
    raw: /^(style|script|noscript|template|textarea|xmp)$/.test(element.localName)
      ? element.textContent
      : null,
  }));
}

/** execCommand as a browser runs insertText in a box: the selected text replaced by text. */
function nativeInsertText() {
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string, _ui: boolean, value: string) => {
      const range = getSelection()?.getRangeAt(0);
      if (command !== 'insertText' || !range || !(range.startContainer instanceof Text)) return false;
      if (range.startContainer !== range.endContainer) return false;
      range.startContainer.replaceData(range.startOffset, range.endOffset - range.startOffset, value);
      return true;
    }),
  });
}

const isHttp = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

describe('writeRichField with hostile contents and short URLs', () => {
  it.each([
    ['the text nodes changed by the writer', false],
    ['the browser command', true],
  ])('changes only the URLs, adds no element, leaves raw text alone (%s)', async (_, command) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(shape, { minLength: 1, maxLength: 6 }),
        SHORT_URLS,
        SHORT_URLS,
        async (shapes, s1, s2) => {
          document.body.replaceChildren();
          delete (document as { execCommand?: unknown }).execCommand;
          if (command) nativeInsertText();
          const box = document.createElement('div');
          box.contentEditable = 'true';
          build(box, shapes);
          document.body.append(box);
          box.focus();
          installFieldTools();
          const content = readField();
          if (!content) throw new Error('the box was not read');
          const shortBy = new Map(URLS.map((url, index) => [url, index % 2 ? s1 : s2]));
          const edits = fieldEdits(fieldOccurrences(content), shortBy);
          const before = snapshot(box);
          let expected = '';
          for (const [part, value] of content.parts.entries()) {
            let next = value;
            for (const edit of edits.filter((e) => e.part === part).sort((a, b) => b.start - a.start))
              next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
            expected += next;
          }

          const written = await writeRichField(content, edits);

          const after = snapshot(box);
          expect(after.map((entry) => entry.element)).toEqual(before.map((entry) => entry.element));
          for (const [index, entry] of after.entries()) {
            const was = before[index];
            expect(entry.raw).toBe(was?.raw);
            const changed = entry.attrs.filter(
              ([name, value]) => !was?.attrs.some(([n, v]) => n === name && v === value),
            );
            for (const [name, value] of changed) {
              expect(name).toBe('href');
              expect(isHttp(String(value))).toBe(true);
              expect(entry.element.textContent?.trim()).toBe(value);
            }
          }
          if (written.state === 'written') {
            installFieldTools();
            expect(readField()?.parts.join('')).toBe(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
