/**
 * "Shorten links in this field": the code injected into the page with scripting.executeScript
 * under the click's (or the key's) activeTab. Each function is serialized on its own and runs in
 * the extension's isolated world of the frame: it may use nothing from outside its own body (no
 * imports, no helpers of this module). What one call leaves for the next (the field that was
 * read, what to put back) lives on that world's `window`, which the page's own scripts never see.
 */
import type { FieldContent, FieldEdit, FieldWrite } from './field-links';

/** What the calls keep between them, on the isolated world's window. */
interface FieldMemory {
  element: HTMLElement;
  /** The field before a write the page's undo cannot take back (a value, or the rich field's nodes). */
  undo?: string | Node[];
}

/**
 * Reads the field that has the focus (through open shadow roots): a `<textarea>`, a text
 * `<input>` or the editing host of a `contenteditable`. Null when none has it in this frame (an
 * `<iframe>` holding the focus answers from its own frame).
 */
export function readField(): FieldContent | null {
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
    content = { kind: 'rich', parts: [], links: [] };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const anchor = node.parentElement?.closest('a[href]');
      content.parts.push((node as Text).data);
      content.links.push(
        anchor instanceof HTMLAnchorElement && element.contains(anchor) ? anchor.href : null,
      );
    }
  } else {
    return null;
  }
  (window as unknown as { __shortenInField?: FieldMemory }).__shortenInField = { element };
  return content;
}

/**
 * Puts the short links into a `<textarea>` or text `<input>` as one step of the page's own undo:
 * the span from the first URL to the last is selected and replaced with one `insertText`
 * command, which joins the native undo stack and fires the input events that frameworks (React,
 * Vue) listen to. The text between the URLs goes back byte for byte, and the caret where it was.
 * Where the page refuses the command, the value is set directly with an input event, and kept
 * for undoField. Nothing is written when the field no longer holds `expected` (the user typed
 * meanwhile): the worker finds the URLs again in what it holds now.
 */
export function writeValueField(expected: FieldContent, edits: FieldEdit[]): FieldWrite {
  const memory = (window as unknown as { __shortenInField?: FieldMemory }).__shortenInField;
  const element = memory?.element;
  if (!memory || !(element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement))
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
    const next = value.slice(0, first.start) + span + value.slice(last.end);
    if (setter) setter.call(element, next);
    else element.value = next;
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    memory.undo = value;
  }
  element.setSelectionRange(moved(caret[0] ?? 0), moved(caret[1] ?? 0));
  return { state: 'written', undoable };
}

/** The pieces of a rich field's write, installed by installRichTools (see there why). */
interface RichTools {
  /** The text nodes of the field, in document order. */
  textNodes(root: Node): Text[];
  /** How many characters of the field's text come before a point. */
  textBefore(element: HTMLElement, node: Node, offset: number): number;
  /** The range to replace: from the first edit to the last, grown as the editor needs. */
  span(element: HTMLElement, nodes: Text[], first: FieldEdit, last: FieldEdit): Range;
  /** The caret at that many characters into the field's text. */
  placeCaret(element: HTMLElement, at: number): void;
}

/**
 * Installs the pieces of writeRichField on the isolated world's window: each injected function
 * is serialized alone and may call nothing of this module, so the pieces it shares are sent
 * first, by this call (they read nothing of the page: the write that follows still reads and
 * changes the field in one go).
 */
export function installRichTools(): void {
  const memory = (window as unknown as { __shortenInField?: FieldMemory & { tools?: RichTools } })
    .__shortenInField;
  if (!memory) return;
  const phrasing = /^(a|abbr|b|cite|code|em|font|i|mark|q|s|small|span|strong|sub|sup|u)$/;
  memory.tools = {
    textNodes(root) {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      return nodes;
    },
    textBefore(element, node, offset) {
      const before = document.createRange();
      before.selectNodeContents(element);
      before.setEnd(node, offset);
      return before.toString().length;
    },
    span(element, nodes, first, last) {
      const startNode = nodes[first.part] as Text;
      const endNode = nodes[last.part] as Text;
      const range = document.createRange();
      range.setStart(startNode, first.start);
      range.setEnd(endNode, last.end);
      // A link whose text is the URL is replaced whole (never split in two): the range grows to
      // the inline elements that start or end exactly where it does.
      const inline = (node: Node | null): node is HTMLElement =>
        node instanceof HTMLElement && node !== element && phrasing.test(node.localName);
      let outer: Node = startNode;
      while (first.start === 0 && inline(outer.parentNode) && outer.parentNode.firstChild === outer)
        outer = outer.parentNode;
      if (outer !== startNode) range.setStartBefore(outer);
      outer = endNode;
      while (last.end === endNode.length && inline(outer.parentNode) && outer.parentNode.lastChild === outer)
        outer = outer.parentNode;
      if (outer !== endNode) range.setEndAfter(outer);
      // The editor makes a space at the edge of inserted content a no-break space (so it cannot
      // collapse): the range takes in the spaces around it and one character more where it can,
      // so its edges touch no space and every space stays the byte it was.
      const textAt = (container: Node, offset: number, side: -1 | 1): [Text, number] | null => {
        if (container instanceof Text) return [container, offset];
        const near = container.childNodes[side < 0 ? offset - 1 : offset];
        return near instanceof Text ? [near, side < 0 ? near.length : 0] : null;
      };
      const before = textAt(range.startContainer, range.startOffset, -1);
      if (before) {
        let at = before[1];
        while (at > 0 && /\s/.test(before[0].data.charAt(at - 1))) at--;
        range.setStart(before[0], Math.max(at - 1, 0));
      }
      const beyond = textAt(range.endContainer, range.endOffset, 1);
      if (beyond) {
        let at = beyond[1];
        while (at < beyond[0].length && /\s/.test(beyond[0].data.charAt(at))) at++;
        range.setEnd(beyond[0], Math.min(at + 1, beyond[0].length));
      }
      return range;
    },
    placeCaret(element, at) {
      let left = at;
      for (const node of this.textNodes(element)) {
        if (left <= node.length) {
          window.getSelection()?.collapse(node, left);
          return;
        }
        left -= node.length;
      }
    },
  };
}

/**
 * The same for a `contenteditable` (after installRichTools): the span from the first URL to the
 * last is replaced with one `insertHTML` command (one step of the page's undo, with its input
 * events), made of a copy of that span with the URLs' text (and the href of a link whose text is
 * its URL) changed, so the formatting and the text between them stay as they were. The caret
 * keeps its place in the text.
 */
export function writeRichField(expected: FieldContent, edits: FieldEdit[]): FieldWrite {
  const memory = (window as unknown as { __shortenInField?: FieldMemory & { tools?: RichTools } })
    .__shortenInField;
  const element = memory?.element;
  const tools = memory?.tools;
  if (!memory || !tools || !element?.isConnected) return { state: 'gone' };
  const nodes = tools.textNodes(element);
  const links = nodes.map((node) => {
    const anchor = node.parentElement?.closest('a[href]');
    return anchor instanceof HTMLAnchorElement && element.contains(anchor) ? anchor.href : null;
  });
  const parts = nodes.map((node) => node.data);
  if (JSON.stringify(parts) !== JSON.stringify(expected.parts))
    return { state: 'changed', content: { kind: 'rich', parts, links } };
  const sorted = [...edits].sort((a, b) => a.part - b.part || a.start - b.start);
  const first = sorted[0];
  const last = sorted.at(-1);
  const selection = window.getSelection();
  if (!first || !last || !selection) return { state: 'written', undoable: true };
  const focus = selection.focusNode;
  let caret = focus && element.contains(focus) ? tools.textBefore(element, focus, selection.focusOffset) : -1;
  const caretWas = caret;
  for (const edit of sorted) {
    const at = tools.textBefore(element, nodes[edit.part] as Text, edit.start);
    if (at + edit.end - edit.start <= caretWas) caret += edit.text.length - (edit.end - edit.start);
    else if (at < caretWas) caret = at + edit.text.length + (caret - caretWas);
  }
  const range = tools.span(element, nodes, first, last);
  const fragment = range.cloneContents();
  const cloned = tools.textNodes(fragment);
  // The copy holds the text nodes the range touches, the first one from the range's start.
  const firstIndex = nodes.findIndex((node) => range.intersectsNode(node));
  const shift = nodes[firstIndex] === range.startContainer ? range.startOffset : 0;
  for (const edit of [...sorted].reverse()) {
    const node = cloned[edit.part - firstIndex];
    node?.replaceData(edit.start - (edit.part === firstIndex ? shift : 0), edit.end - edit.start, edit.text);
    if (edit.href) node?.parentElement?.closest('a')?.setAttribute('href', edit.href);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  selection.removeAllRanges();
  selection.addRange(range);
  let undoable = false;
  try {
    undoable = document.execCommand('insertHTML', false, holder.innerHTML);
  } catch {
    undoable = false;
  }
  if (!undoable) {
    memory.undo = Array.from(element.childNodes, (node) => node.cloneNode(true));
    range.deleteContents();
    const replacement = document.createDocumentFragment();
    replacement.append(...Array.from(holder.childNodes));
    range.insertNode(replacement);
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
  }
  if (caret >= 0) tools.placeCaret(element, caret);
  return { state: 'written', undoable };
}

/** Puts back what a write the page's undo could not take back replaced (the notification's Undo). */
export function undoField(): boolean {
  const memory = (window as unknown as { __shortenInField?: FieldMemory }).__shortenInField;
  const element = memory?.element;
  const undo = memory?.undo;
  if (!memory || !element?.isConnected || undo === undefined) return false;
  if (
    typeof undo === 'string' &&
    (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement)
  ) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
    if (setter) setter.call(element, undo);
    else element.value = undo;
  } else if (Array.isArray(undo)) {
    element.replaceChildren(...undo);
  }
  element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'historyUndo' }));
  memory.undo = undefined;
  return true;
}
