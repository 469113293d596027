// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { slashIsNotText, slashOpensFind } from './slash-key';

/** A keydown dispatched on `target`, as the browser sends it. */
function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** An input with `attributes`, in the document. */
function field(attributes: Record<string, string> = {}): HTMLInputElement {
  const input = document.createElement('input');
  for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
  document.body.append(input);
  return input;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('slashOpensFind', () => {
  it('opens Find a link on "/" pressed outside any field', () => {
    expect(slashOpensFind(press(document.body, '/'))).toBe(true);
  });

  it('leaves "/" as text in a field, a text area, a select and editable content', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    const others = ['textarea', 'select'].map((tag) =>
      document.body.appendChild(document.createElement(tag)),
    );
    for (const target of [field(), editable, ...others])
      expect(slashOpensFind(press(target, '/'))).toBe(false);
  });

  it('opens Find a link on "/" in a field that declares "/" is not text for it, while it is empty', () => {
    expect(slashOpensFind(press(field(slashIsNotText), '/'))).toBe(true);
  });

  it('leaves "/" to a field that declares it is not text once something is typed in it', () => {
    const alias = field(slashIsNotText);
    alias.value = 'a';

    expect(slashOpensFind(press(alias, '/'))).toBe(false);
  });

  it('takes only a plain "/": not with Ctrl, Cmd or Alt, and no other key', () => {
    const alias = field(slashIsNotText);
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey']) {
      expect(slashOpensFind(press(alias, '/', { [modifier]: true }))).toBe(false);
    }
    expect(slashOpensFind(press(document.body, 'a'))).toBe(false);
  });
});
