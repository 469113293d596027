/**
 * "Shorten links in this field": the code injected into the page with scripting.executeScript
 * under the click's (or the key's) activeTab. Each function is serialized on its own and runs in
 * the extension's isolated world of the frame: it may use nothing from outside its own body but
 * the pieces installFieldTools (in-page-tools.ts) leaves on that world's `window`, sent first.
 * What one call leaves for the next (the field that was read, how to take a write back) lives
 * there too, where the page's own scripts never see it. Rich fields are written by
 * in-page-rich.ts.
 */
import type { FieldContent, FieldEdit, FieldUndo, FieldWrite } from './field-links';
import type { FieldTools } from './in-page-tools';

/** What the calls keep between them, on the isolated world's window. */
export interface KeptField {
  element: HTMLElement;
  /**
   * A write the page's own undo cannot take back: what the field held right after it, and the
   * edits (in that text) that put the field back. The notification's Undo uses it only while the
   * field still holds exactly what was written.
   */
  undo?: { written: string; edits: Array<{ start: number; end: number; text: string }> };
}

/**
 * Reads the field that has the focus (through open shadow roots): a `<textarea>`, a text
 * `<input>` or the editing host of a `contenteditable` (its text nodes, without the text of its
 * raw-text elements). Null when none has it in this frame (an `<iframe>` holding the focus
 * answers from its own frame). With `focusedOnly` (the keyboard command, which names no frame),
 * a frame whose document does not have the focus now answers null: a field focused earlier in
 * another frame keeps being its document's active element.
 */
export function readField(focusedOnly = false): FieldContent | null {
  const world = window as unknown as { __shortenInField?: KeptField; __shortenInFieldTools?: FieldTools };
  const tools = world.__shortenInFieldTools;
  if (!tools || (focusedOnly && !document.hasFocus())) return null;
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const textInput =
    active instanceof HTMLInputElement && ['text', 'search', 'url', 'tel'].includes(active.type);
  let element: HTMLElement;
  let content: FieldContent;
  if (active instanceof HTMLTextAreaElement || (textInput && active instanceof HTMLInputElement)) {
    if (active.readOnly || active.disabled) return null;
    element = active;
    content = { kind: 'value', parts: [active.value], links: [null] };
  } else if (active instanceof HTMLElement && active.isContentEditable) {
    element = active;
    while (element.parentElement?.isContentEditable) element = element.parentElement;
    const nodes = tools.textNodes(element);
    content = {
      kind: 'rich',
      parts: nodes.map((node) => node.data),
      links: nodes.map((node) => tools.linkOf(element, node)?.href ?? null),
    };
  } else {
    return null;
  }
  world.__shortenInField = { element };
  return content;
}

/**
 * Puts the short links into a `<textarea>` or text `<input>` as one step of the page's own undo:
 * the span from the first URL to the last is selected and replaced with one `insertText`
 * command, which joins the native undo stack and fires the input events that frameworks (React,
 * Vue) listen to. The text between the URLs goes back byte for byte, and the caret where it was.
 * Where the page refuses the command, the value is set directly with an input event, and kept
 * for undoField. Nothing is written when the field no longer holds `expected` (the user typed
 * meanwhile): the worker finds the URLs again in what it holds now. The value is read back right
 * after and once the page has drawn: a page that put its own value back refused the write.
 */
export async function writeValueField(expected: FieldContent, edits: FieldEdit[]): Promise<FieldWrite> {
  const world = window as unknown as { __shortenInField?: KeptField; __shortenInFieldTools?: FieldTools };
  const field = world.__shortenInField;
  const element = field?.element;
  if (!field || !(element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement))
    return { state: 'gone' };
  if (!element.isConnected) return { state: 'gone' };
  const value = element.value;
  if (value !== expected.parts[0])
    return { state: 'changed', content: { kind: 'value', parts: [value], links: [null] } };
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return { state: 'written', undoable: true };
  const moved = (position: number) => {
    let delta = 0;
    for (const edit of sorted) {
      if (edit.end <= position) delta += edit.text.length - (edit.end - edit.start);
      else if (edit.start < position) return edit.start + delta + edit.text.length;
      else break;
    }
    return position + delta;
  };
  const caret = [element.selectionStart ?? value.length, element.selectionEnd ?? value.length];
  let span = '';
  let cursor = first.start;
  for (const edit of sorted) {
    span += value.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  const written = value.slice(0, first.start) + span + value.slice(last.end);
  element.focus();
  element.setSelectionRange(first.start, last.end);
  let undoable = false;
  try {
    undoable = document.execCommand('insertText', false, span);
  } catch {
    undoable = false;
  }
  if (!undoable) {
    // The prototype's setter: a framework that wraps the element's own `value` sees the change.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
    if (setter) setter.call(element, written);
    else element.value = written;
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    field.undo = {
      written,
      edits: [
        { start: first.start, end: first.start + span.length, text: value.slice(first.start, last.end) },
      ],
    };
  }
  if (element.value === written) element.setSelectionRange(moved(caret[0] ?? 0), moved(caret[1] ?? 0));
  if (element.value === written) await world.__shortenInFieldTools?.settle();
  if (element.value === written) return { state: 'written', undoable };
  field.undo = undefined;
  return { state: 'refused' };
}

/**
 * Takes back a write the page's own undo cannot (the notification's Undo), only while the field
 * still holds exactly what was written: after the user typed in it, nothing is changed.
 */
export function undoField(): FieldUndo {
  const world = window as unknown as { __shortenInField?: KeptField; __shortenInFieldTools?: FieldTools };
  const field = world.__shortenInField;
  const element = field?.element;
  const tools = world.__shortenInFieldTools;
  if (!field || !tools || !element?.isConnected) return 'gone';
  const undo = field.undo;
  const value = element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;
  const now = value
    ? element.value
    : tools
        .textNodes(element)
        .map((node) => node.data)
        .join('');
  if (!undo || now !== undo.written) return 'changed';
  for (const edit of [...undo.edits].sort((a, b) => b.start - a.start)) {
    if (!value) {
      tools.replace(element, edit.start, edit.end, edit.text);
      continue;
    }
    const next = element.value.slice(0, edit.start) + edit.text + element.value.slice(edit.end);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
    if (setter) setter.call(element, next);
    else element.value = next;
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'historyUndo' }));
  }
  field.undo = undefined;
  return 'undone';
}
