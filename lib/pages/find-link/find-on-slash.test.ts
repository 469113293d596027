// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { slashIsNotText } from '../../../components/slash-key';
import { focusFindOnSlash } from './find-on-slash';

/** popup.html in short: Find a link, then the form's Alias (declared by LinkForm) and Password. */
beforeEach(() => {
  const notText = Object.keys(slashIsNotText).join(' ');
  document.body.innerHTML = `<search id="find"><input id="find-input" aria-label="Find a link"></search>
    <form><input name="alias" ${notText}><input name="password" type="password"></form>`;
  focusFindOnSlash(document);
});

const element = (selector: string) => document.querySelector(selector) as HTMLElement;

/** Presses `key` in `target` (focused first); true when the browser may still type it. */
function press(target: HTMLElement, key: string): boolean {
  target.focus();
  return target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

describe('focusFindOnSlash', () => {
  it('moves the focus from Alias to Find a link on "/", and the "/" is not typed', () => {
    const typed = press(element('[name="alias"]'), '/');

    expect(document.activeElement).toBe(element('#find-input'));
    expect(typed).toBe(false);
  });

  it('focuses Find a link on "/" pressed outside any field', () => {
    press(document.body, '/');

    expect(document.activeElement).toBe(element('#find-input'));
  });

  it('leaves "/" as text in a field where it is text, and other keys alone', () => {
    expect(press(element('[name="password"]'), '/')).toBe(true);
    expect(press(element('[name="alias"]'), 'a')).toBe(true);
    expect(document.activeElement).toBe(element('[name="alias"]'));
  });

  it('does nothing once there is no Find a link (nothing to search)', () => {
    element('#find').remove();

    expect(press(element('[name="alias"]'), '/')).toBe(true);
    expect(document.activeElement).toBe(element('[name="alias"]'));
  });
});
