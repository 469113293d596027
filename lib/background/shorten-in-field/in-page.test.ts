// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRichTools, readField, undoField, writeRichField, writeValueField } from './in-page';

afterEach(() => {
  document.body.replaceChildren();
  delete (document as { execCommand?: unknown }).execCommand;
});

/** happy-dom has no execCommand: each test gives the page's answer. */
function stubExecCommand(answer: (command: string, ui: boolean, value?: string) => boolean = () => false) {
  const exec = vi.fn(answer);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true });
  return exec;
}

function textarea(text: string): HTMLTextAreaElement {
  const field = document.createElement('textarea');
  field.value = text;
  document.body.append(field);
  field.focus();
  return field;
}

function editable(html: string): HTMLElement {
  const box = document.createElement('div');
  box.contentEditable = 'true';
  box.innerHTML = html;
  document.body.append(box);
  box.focus();
  return box;
}

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
    expect(readField()).toEqual({ kind: 'value', parts: [`Hello ${A}`], links: [null] });
  });

  it('reads nothing when no field has the focus', () => {
    document.body.innerHTML = '<p>just text</p>';
    expect(readField()).toBeNull();
  });

  it('reads nothing from a password input', () => {
    const input = document.createElement('input');
    input.type = 'password';
    document.body.append(input);
    input.focus();
    expect(readField()).toBeNull();
  });

  it("reads a contenteditable's text nodes with the address of the link each sits in", () => {
    editable(`Read <a href="${A}">${A}</a> <b>now</b>`);
    expect(readField()).toEqual({
      kind: 'rich',
      parts: ['Read ', A, ' ', 'now'],
      links: [null, A, null, null],
    });
  });
});

describe('writeValueField', () => {
  it('replaces the span from the first URL to the last with one undoable insertText, keeping the caret', () => {
    const text = `Hi ${A} and ${B}. Bye`;
    const field = textarea(text);
    const content = readField();
    field.setSelectionRange(text.length, text.length);
    const exec = nativeInsertText(field);
    const inputs = vi.fn();
    field.addEventListener('input', inputs);

    const written = writeValueField(content!, [
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

  it('sets the value with an input event when the page refuses the command, and undoField puts it back', () => {
    const text = `Go ${A} now`;
    const field = textarea(text);
    const content = readField();
    field.setSelectionRange(1, 1);
    stubExecCommand(() => false);
    const inputs = vi.fn();
    field.addEventListener('input', inputs);

    const written = writeValueField(content!, [
      { part: 0, start: 3, end: 3 + A.length, text: 'https://s.example/1' },
    ]);

    expect(written).toEqual({ state: 'written', undoable: false });
    expect(field.value).toBe('Go https://s.example/1 now');
    expect(inputs).toHaveBeenCalledTimes(1);
    expect(field.selectionStart).toBe(1);
    expect(undoField()).toBe(true);
    expect(field.value).toBe(text);
  });

  it('writes nothing and says what the field holds when it changed since it was read', () => {
    const field = textarea(`Go ${A}`);
    const content = readField();
    field.value = `Go ${A} and more`;
    const exec = stubExecCommand();

    const written = writeValueField(content!, [{ part: 0, start: 3, end: 3 + A.length, text: 'x' }]);

    expect(written).toEqual({
      state: 'changed',
      content: { kind: 'value', parts: [`Go ${A} and more`], links: [null] },
    });
    expect(exec).not.toHaveBeenCalled();
  });
});

describe('writeRichField', () => {
  /** The worker reads the field, then installs the tools and writes (page.ts). */
  const readRich = () => {
    const content = readField();
    installRichTools();
    return content;
  };

  it('replaces the span with one insertHTML holding the text between as it was, the link whole, and no space at its edges', () => {
    const box = editable(`Read <a href="${A}">${A}</a>, <b>then</b> ${B} today`);
    const content = readRich();
    const exec = stubExecCommand(() => true);

    const written = writeRichField(content!, [
      { part: 1, start: 0, end: A.length, text: 'https://s.example/1', href: 'https://s.example/1' },
      { part: 4, start: 1, end: 1 + B.length, text: 'https://s.example/2' },
    ]);

    expect(written).toEqual({ state: 'written', undoable: true });
    expect(exec).toHaveBeenCalledTimes(1);
    expect(exec).toHaveBeenCalledWith(
      'insertHTML',
      false,
      'd <a href="https://s.example/1">https://s.example/1</a>, <b>then</b> https://s.example/2 t',
    );
    expect(box.innerHTML).toContain(' today');
  });

  it('keeps the caret at its place in the text, after the replaced link', () => {
    const box = editable(`Go <a href="${A}">${A}</a> now`);
    const content = readRich();
    getSelection()?.collapse(box.lastChild as Text, 2);
    stubExecCommand(() => false);

    writeRichField(content!, [
      { part: 1, start: 0, end: A.length, text: 'https://s.example/1', href: 'https://s.example/1' },
    ]);

    const selection = getSelection();
    const before = document.createRange();
    before.selectNodeContents(box);
    before.setEnd(selection?.focusNode as Node, selection?.focusOffset ?? 0);
    expect(before.toString()).toBe('Go https://s.example/1 n');
  });

  it('changes the nodes itself with an input event when the page refuses the command, and undoField puts them back', () => {
    const html = `Read <a href="${A}">${A}</a>, <b>then</b> ${B} today`;
    const box = editable(html);
    const content = readRich();
    stubExecCommand(() => false);
    const inputs = vi.fn();
    box.addEventListener('input', inputs);

    const written = writeRichField(content!, [
      { part: 1, start: 0, end: A.length, text: 'https://s.example/1', href: 'https://s.example/1' },
      { part: 4, start: 1, end: 1 + B.length, text: 'https://s.example/2' },
    ]);

    expect(written).toEqual({ state: 'written', undoable: false });
    expect(box.innerHTML).toBe(
      'Read <a href="https://s.example/1">https://s.example/1</a>, <b>then</b> https://s.example/2 today',
    );
    expect(inputs).toHaveBeenCalledTimes(1);
    expect(undoField()).toBe(true);
    expect(box.innerHTML).toBe(html);
  });
});
