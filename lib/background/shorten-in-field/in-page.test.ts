// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, stubExecCommand } from '../../../test/exec-command-stub';
import { readField, undoField, writeValueField } from './in-page';
import { installFieldTools } from './in-page-tools';

afterEach(clearPage);

function textarea(text: string): HTMLTextAreaElement {
  const field = document.createElement('textarea');
  field.value = text;
  document.body.append(field);
  field.focus();
  return field;
}

/** The worker installs the tools, then reads (page.ts). */
const read = (focusedOnly = false) => {
  installFieldTools();
  return readField(focusedOnly);
};

/** execCommand as a browser runs insertText: the selection replaced, an input event. */
function nativeInsertText(field: HTMLTextAreaElement) {
  return stubExecCommand((command, _ui, text) => {
    if (command !== 'insertText') return false;
    field.setRangeText(String(text), field.selectionStart ?? 0, field.selectionEnd ?? 0, 'end');
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    return true;
  });
}

const A = 'https://a.example/long/one';
const B = 'https://b.example/long/two';

describe('readField', () => {
  it('reads the value of the focused textarea', () => {
    textarea(`Hello ${A}`);
    expect(read()).toEqual({ kind: 'value', parts: [`Hello ${A}`], links: [null] });
  });

  it('reads nothing when no field has the focus', () => {
    document.body.innerHTML = '<p>just text</p>';
    expect(read()).toBeNull();
  });

  it('reads nothing from a password input', () => {
    const input = document.createElement('input');
    input.type = 'password';
    document.body.append(input);
    input.focus();
    expect(read()).toBeNull();
  });

  it("reads a contenteditable's text nodes with the address of the link each sits in", () => {
    const box = document.createElement('div');
    box.contentEditable = 'true';
    box.innerHTML = `Read <a href="${A}">${A}</a> <b>now</b>`;
    document.body.append(box);
    box.focus();
    expect(read()).toEqual({ kind: 'rich', parts: ['Read ', A, ' ', 'now'], links: [null, A, null, null] });
  });

  it('skips the text of the raw-text and template elements of a contenteditable', () => {
    const box = document.createElement('div');
    box.contentEditable = 'true';
    box.innerHTML = `a <style>p { background: url(${A}) }</style><script>"${B}"</script><noscript>${A}</noscript><template>${A}</template><xmp>${B}</xmp>b`;
    document.body.append(box);
    box.focus();
    expect(read()?.parts).toEqual(['a ', 'b']);
  });

  it('skips the text of a part of the box the user cannot edit', () => {
    const box = document.createElement('div');
    box.contentEditable = 'true';
    box.innerHTML = `a <span contenteditable="false">${A} <i>${B}</i></span><b>b</b>`;
    document.body.append(box);
    box.focus();
    expect(read()?.parts).toEqual(['a ', 'b']);
  });

  it('reads nothing for the keyboard command in a frame whose document does not have the focus', () => {
    textarea(`Hello ${A}`);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    expect(read(true)).toBeNull();
    expect(read(false)).not.toBeNull();
  });
});

describe('writeValueField', () => {
  it('replaces the span from the first URL to the last with one undoable insertText, keeping the caret', async () => {
    const text = `Hi ${A} and ${B}. Bye`;
    const field = textarea(text);
    const content = read();
    field.setSelectionRange(text.length, text.length);
    const exec = nativeInsertText(field);
    const inputs = vi.fn();
    field.addEventListener('input', inputs);

    const written = await writeValueField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' },
      { part: 0, start: 3 + A.length + 5, end: 3 + A.length + 5 + B.length, text: 'https://s.example/2' },
    ]);

    expect(written).toEqual({ state: 'written', undoable: true });
    expect(exec).toHaveBeenCalledTimes(1);
    expect(exec).toHaveBeenCalledWith('insertText', false, 'https://s.example/1 and https://s.example/2');
    expect(field.value).toBe('Hi https://s.example/1 and https://s.example/2. Bye');
    expect(inputs).toHaveBeenCalledTimes(1);
    expect(field.selectionStart).toBe(field.value.length);
  });

  it('sets the value with an input event when the page refuses the command, and undoField puts it back', async () => {
    const text = `Go ${A} now`;
    const field = textarea(text);
    const content = read();
    field.setSelectionRange(1, 1);
    stubExecCommand(() => false);
    const inputs = vi.fn();
    field.addEventListener('input', inputs);

    const written = await writeValueField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' },
    ]);

    expect(written).toEqual({ state: 'written', undoable: false });
    expect(field.value).toBe('Go https://s.example/1 now');
    expect(inputs).toHaveBeenCalledTimes(1);
    expect(field.selectionStart).toBe(1);
    expect(undoField()).toBe('undone');
    expect(field.value).toBe(text);
  });

  it('writes nothing and says what the field holds when it changed since it was read', async () => {
    const field = textarea(`Go ${A}`);
    const content = read();
    field.value = `Go ${A} and more`;
    const exec = stubExecCommand();

    const written = await writeValueField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: 'x' }]);

    expect(written).toEqual({
      state: 'changed',
      content: { kind: 'value', parts: [`Go ${A} and more`], links: [null] },
    });
    expect(exec).not.toHaveBeenCalled();
  });

  it('says the page refused the write when the page puts its own value back once it has drawn', async () => {
    const text = `Go ${A}`;
    const field = textarea(text);
    const content = read();
    stubExecCommand(() => false);
    field.addEventListener('input', () => requestAnimationFrame(() => (field.value = text)));

    const written = await writeValueField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' },
    ]);

    expect(written).toEqual({ state: 'refused' });
    expect(field.value).toBe(text);
  });
});

describe('undoField', () => {
  it('changes nothing and says so when the user typed after the write', async () => {
    const field = textarea(`Go ${A}`);
    const content = read();
    stubExecCommand(() => false);
    await writeValueField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' }]);
    field.value += ' and then I kept typing';

    expect(undoField()).toBe('changed');
    expect(field.value).toBe('Go https://s.example/1 and then I kept typing');
  });

  it('says the field is gone when it left the page', async () => {
    const field = textarea(`Go ${A}`);
    const content = read();
    stubExecCommand(() => false);
    await writeValueField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' }]);
    field.remove();

    expect(undoField()).toBe('gone');
  });
});
