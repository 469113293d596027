/**
 * "Shorten links in this field" for a `contenteditable` box (injected after installFieldTools,
 * see in-page.ts for how these functions run). Each URL is its own edit, from the last to the
 * first so the text before it stays where it was, and only the characters that differ change
 * (the short URL shares at least "http" with the long one: a link whose text is its URL is never
 * emptied, so it stays that link; Slate in Firefox maps a whole-URL replacement to the wrong
 * place). An editor applies each edit itself (in-page-tools.ts), then
 * draws; the box is read back once it has, and again a moment later: an editor that drew its own
 * text back over the write refused it, and whatever of it stayed is taken back.
 */
import type { FieldContent, FieldEdit, FieldWrite } from './field-links';
import type { KeptField } from './in-page';
import type { EditWay, FieldTools } from './in-page-tools';

export async function writeRichField(expected: FieldContent, edits: FieldEdit[]): Promise<FieldWrite> {
  const world = window as unknown as { __shortenInField?: KeptField; __shortenInFieldTools?: FieldTools };
  const field = world.__shortenInField;
  const tools = world.__shortenInFieldTools;
  const root = field?.element;
  if (!field || !tools || !root?.isConnected) return { state: 'gone' };
  const read = () => {
    const nodes = tools.textNodes(root);
    return {
      parts: nodes.map((node) => node.data),
      links: nodes.map((node) => tools.linkOf(root, node)?.href ?? null),
    };
  };
  const now = read();
  if (JSON.stringify(now.parts) !== JSON.stringify(expected.parts))
    return { state: 'changed', content: { kind: 'rich', ...now } };
  const before = expected.parts.join('');
  const startOf = expected.parts.map((_, part) => expected.parts.slice(0, part).join('').length);
  // Each edit in the box's whole text, only the characters that differ between the two URLs.
  const changes = edits
    .map((edit) => {
      const start = (startOf[edit.part] ?? 0) + edit.start;
      const old = before.slice(start, (startOf[edit.part] ?? 0) + edit.end);
      let head = 0;
      while (head < old.length && head < edit.text.length && old[head] === edit.text[head]) head++;
      let tail = 0;
      while (
        tail < old.length - head &&
        tail < edit.text.length - head &&
        old[old.length - 1 - tail] === edit.text[edit.text.length - 1 - tail]
      )
        tail++;
      return { start, old, text: edit.text, href: edit.href, head, tail };
    })
    .sort((a, b) => b.start - a.start);
  let after = before;
  for (const change of changes)
    after = after.slice(0, change.start) + change.text + after.slice(change.start + change.old.length);
  const selection = window.getSelection();
  const focus = selection?.focusNode;
  let caret = focus && root.contains(focus) ? tools.offsetOf(root, focus, selection?.focusOffset ?? 0) : -1;
  const caretWas = caret;
  for (const change of [...changes].reverse()) {
    const end = change.start + change.old.length;
    if (end <= caretWas) caret += change.text.length - change.old.length;
    else if (change.start < caretWas) caret = change.start + change.text.length + (caret - caretWas);
  }
  // An editor may turn a space into a no-break one, or keep an empty mark: the same text to a reader.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200b\ufeff]/g, '');
  const ways: EditWay[] = [];
  for (const change of changes) {
    const [start, end] = [change.start + change.head, change.start + change.old.length - change.tail];
    // An editor whose selection follows the page's once `selectionchange` has been delivered
    // (Draft.js: in Firefox it applies the command's text at its own selection) sees the URL
    // selected before the edit comes: else it writes at the old caret, then reads the box back,
    // and its undo keeps both as steps with texts the user never had.
    tools.select(root, start, end);
    await tools.settle();
    const way = tools.replace(
      root,
      start,
      end,
      change.text.slice(change.head, change.text.length - change.tail),
    );
    if (way) ways.push(way);
    // An editor draws its change on its own time (Slate once React has rendered, and until then
    // it places the next edit by its own selection): the next edit waits until the box shows
    // this one, a few frames at most.
    for (let frames = 0; frames < 5; frames++) {
      await tools.settle();
      if (plain(read().parts.join('')).startsWith(plain(change.text), change.start)) break;
    }
    if (change.href) tools.relink(root, change.start, change.href);
  }
  if (caret >= 0) {
    const point = tools.pointAt(root, caret, false);
    if (point) selection?.collapse(point[0], point[1]);
  }
  const holds = () => plain(read().parts.join('')) === plain(after);
  let kept = holds();
  if (kept) {
    await tools.settle();
    kept = holds();
  }
  if (kept) {
    const undoable = ways.every((way) => way !== 'dom');
    let shift = 0;
    const back = [...changes].reverse().map((change) => {
      const start = change.start + shift;
      shift += change.text.length - change.old.length;
      return { start, end: start + change.text.length, text: change.old };
    });
    field.undo = undoable ? undefined : { written: read().parts.join(''), edits: back };
    return { state: 'written', undoable };
  }
  // Refused: the edits the box still holds are taken back, found in order from the first URL.
  const current = plain(read().parts.join(''));
  let shift = 0;
  const taken: Array<{ start: number; end: number; text: string }> = [];
  for (const change of [...changes].reverse()) {
    const start = change.start + shift;
    if (current.startsWith(plain(change.text), start) && change.text !== change.old) {
      taken.push({ start, end: start + change.text.length, text: change.old });
      shift += change.text.length - change.old.length;
    } else if (!current.startsWith(plain(change.old), start)) {
      break;
    }
  }
  // Only when the box holds exactly the text read with some of the edits: anything else is
  // the page's own doing, and left alone.
  let restored = current;
  for (const edit of [...taken].reverse())
    restored = restored.slice(0, edit.start) + plain(edit.text) + restored.slice(edit.end);
  if (taken.length > 0 && restored === plain(before)) {
    for (const edit of taken.reverse()) {
      tools.replace(root, edit.start, edit.end, edit.text);
      await tools.settle();
    }
  }
  field.undo = undefined;
  return { state: 'refused' };
}
