// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, stubExecCommand } from '../../../test/exec-command-stub';
import { readField, undoField } from './in-page';
import { writeRichField } from './in-page-rich';
import { installFieldTools } from './in-page-tools';

afterEach(() => {
  clearPage();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** execCommand as a browser runs insertText in a box: the selected text replaced by text. */
function nativeInsertText() {
  return stubExecCommand((command, _ui, text) => {
    const range = getSelection()?.getRangeAt(0);
    if (command !== 'insertText' || !range || !(range.startContainer instanceof Text)) return false;
    range.startContainer.replaceData(range.startOffset, range.endOffset - range.startOffset, String(text));
    return true;
  });
}

function editable(html: string): HTMLElement {
  const box = document.createElement('div');
  box.contentEditable = 'true';
  box.innerHTML = html;
  document.body.append(box);
  box.focus();
  return box;
}

/** The worker installs the tools, then reads (page.ts). */
const read = () => {
  installFieldTools();
  return readField();
};

const A = 'https://a.example/long/one';
const B = 'https://b.example/long/two';
const S1 = 'https://s.example/1';
const S2 = 'https://s.example/2';

describe('writeRichField', () => {
  it('replaces each URL with the browser command, the text between and the elements as they were, the link whole', async () => {
    const box = editable(`Read <a href="${A}">${A}</a>, <b>then</b> ${B} today`);
    const content = read();
    const exec = nativeInsertText();

    const written = await writeRichField(content!, [
      { part: 1, start: 0, end: A.length, text: S1, href: S1 },
      { part: 4, start: 1, end: 1 + B.length, text: S2 },
    ]);

    expect(written).toEqual({ state: 'written', undoable: true });
    expect(exec).toHaveBeenCalledTimes(2);
    expect(exec.mock.calls.every(([command]) => command === 'insertText')).toBe(true);
    expect(box.innerHTML).toBe(`Read <a href="${S1}">${S1}</a>, <b>then</b> ${S2} today`);
  });

  it('lets an editor apply each URL from a beforeinput it handles, and writes nothing itself', async () => {
    const box = editable(`Go ${A} and ${B}`);
    const content = read();
    const exec = stubExecCommand();
    const asked: Array<{ type: string; text: string | undefined; selected: string }> = [];
    box.addEventListener('beforeinput', (event) => {
      asked.push({
        type: event.inputType,
        text: event.dataTransfer?.getData('text/plain'),
        selected: String(getSelection()),
      });
      event.preventDefault();
      const range = getSelection()?.getRangeAt(0);
      if (range)
        (range.startContainer as Text).replaceData(range.startOffset, String(range).length, event.data ?? '');
    });

    const written = await writeRichField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: S1 },
      { part: 0, start: 8 + A.length, end: 8 + A.length + B.length, text: S2 },
    ]);

    expect(written).toEqual({ state: 'written', undoable: true });
    expect(exec).not.toHaveBeenCalled();
    // Only the characters that differ are replaced, the last URL first.
    expect(asked).toEqual([
      { type: 'insertReplacementText', text: 's.example/2', selected: 'b.example/long/two' },
      { type: 'insertReplacementText', text: 's.example/1', selected: 'a.example/long/one' },
    ]);
    expect(box.textContent).toBe(`Go ${S1} and ${S2}`);
  });

  it('keeps the caret after the same character, after the replaced link', async () => {
    const box = editable(`Go <a href="${A}">${A}</a> now`);
    const content = read();
    getSelection()?.collapse(box.lastChild as Text, 2);
    stubExecCommand(() => false);

    await writeRichField(content!, [{ part: 1, start: 0, end: A.length, text: S1, href: S1 }]);

    const selection = getSelection();
    const before = document.createRange();
    before.selectNodeContents(box);
    before.setEnd(selection?.focusNode as Node, selection?.focusOffset ?? 0);
    expect(before.toString()).toBe(`Go ${S1} n`);
  });

  it('puts the caret back after the editor drew its own selection, however late its frame comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A busy machine: each frame comes 300 ms after it is asked for.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => {
      setTimeout(() => draw(0), 300);
      return 0;
    });
    const box = editable(`Go ${A} and ${B} now`);
    const content = read();
    getSelection()?.collapse(box.firstChild as Text, `Go ${A} and`.length);
    // An editor like Trix: it applies the edit, and in its next frame draws its model with its own
    // caret after that edit.
    box.addEventListener('beforeinput', (event) => {
      event.preventDefault();
      const range = getSelection()?.getRangeAt(0) as Range;
      const text = range.startContainer as Text;
      text.replaceData(range.startOffset, String(range).length, event.data ?? '');
      const end = range.startOffset + (event.data ?? '').length;
      requestAnimationFrame(() => getSelection()?.collapse(text, end));
    });

    const writing = writeRichField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: S1 },
      { part: 0, start: 8 + A.length, end: 8 + A.length + B.length, text: S2 },
    ]);
    await vi.runAllTimersAsync();
    await writing;

    const selection = getSelection();
    const before = document.createRange();
    before.selectNodeContents(box);
    before.setEnd(selection?.focusNode as Node, selection?.focusOffset ?? 0);
    expect(before.toString()).toBe(`Go ${S1} and`);
  });

  it('changes the text nodes itself with an input event when the page refuses the command, and undoField puts them back', async () => {
    const html = `Read <a href="${A}">${A}</a>, <b>then</b> ${B} today`;
    const box = editable(html);
    const content = read();
    stubExecCommand(() => false);
    const inputs = vi.fn();
    box.addEventListener('input', inputs);

    const written = await writeRichField(content!, [
      { part: 1, start: 0, end: A.length, text: S1, href: S1 },
      { part: 4, start: 1, end: 1 + B.length, text: S2 },
    ]);

    expect(written).toEqual({ state: 'written', undoable: false });
    expect(box.innerHTML).toBe(`Read <a href="${S1}">${S1}</a>, <b>then</b> ${S2} today`);
    expect(inputs).toHaveBeenCalledTimes(2);
    expect(undoField()).toBe('undone');
    expect(box.textContent).toBe(`Read ${A}, then ${B} today`);
  });

  it('puts nothing back when the user typed after a write the page cannot undo', async () => {
    const box = editable(`Go ${A}`);
    const content = read();
    stubExecCommand(() => false);
    await writeRichField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: S1 }]);
    box.append(' typed later');

    expect(undoField()).toBe('changed');
    expect(box.textContent).toBe(`Go ${S1} typed later`);
  });

  it('says the page refused the write when the editor draws its own text back, and leaves the field as it was', async () => {
    const html = `One ${A} two ${B}`;
    const box = editable(html);
    const content = read();
    nativeInsertText();
    // An editor that redraws its text from its model once it has drawn, keeping only the first URL.
    let redraws = 0;
    box.addEventListener('beforeinput', () => {
      if (redraws++ === 0) requestAnimationFrame(() => (box.textContent = `One ${A} two ${B}`));
    });

    const written = await writeRichField(content!, [
      { part: 0, start: 4, end: 4 + A.length, text: S1 },
      { part: 0, start: 9 + A.length, end: 9 + A.length + B.length, text: S2 },
    ]);

    expect(written).toEqual({ state: 'refused' });
    expect(box.textContent).toBe(`One ${A} two ${B}`);
  });

  it('takes back what stayed of a write the page half refused', async () => {
    const box = editable(`One ${A} two ${B}`);
    const content = read();
    nativeInsertText();
    // The page takes the first edit (the last URL) and puts the second one back.
    let edits = 0;
    box.addEventListener('beforeinput', () => {
      if (edits++ === 1)
        requestAnimationFrame(() => (box.firstChild as Text).replaceData(4, 's.example/1'.length + 8, A));
    });

    const written = await writeRichField(content!, [
      { part: 0, start: 4, end: 4 + A.length, text: S1 },
      { part: 0, start: 9 + A.length, end: 9 + A.length + B.length, text: S2 },
    ]);

    expect(written).toEqual({ state: 'refused' });
    expect(box.textContent).toBe(`One ${A} two ${B}`);
  });

  it('leaves a box the page changed in its own way after a refused write as the page left it', async () => {
    const box = editable(`One ${A} two`);
    const content = read();
    nativeInsertText();
    const own = `One ${S1} two, and words the page added`;
    box.addEventListener('beforeinput', () => requestAnimationFrame(() => (box.textContent = own)), {
      once: true,
    });

    const written = await writeRichField(content!, [{ part: 0, start: 4, end: 4 + A.length, text: S1 }]);

    expect(written).toEqual({ state: 'refused' });
    expect(box.textContent).toBe(own);
  });

  it('writes nothing and says what the box holds when it changed since it was read', async () => {
    const box = editable(`Go ${A}`);
    const content = read();
    box.append(' more');
    const exec = stubExecCommand();

    const written = await writeRichField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: S1 }]);

    expect(written).toMatchObject({ state: 'changed', content: { parts: [`Go ${A}`, ' more'] } });
    expect(exec).not.toHaveBeenCalled();
  });
});
