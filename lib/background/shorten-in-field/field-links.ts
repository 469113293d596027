/**
 * "Shorten links in this field": what the code injected into the page (read, write, undo) and
 * the worker hand each other. The page code is serialized by scripting.executeScript, so these
 * are plain data: no classes, no functions.
 */

/**
 * A field's text as the page holds it. A `<textarea>` or text `<input>` is one part, its value;
 * a `contenteditable` is each of its text nodes in document order, with the `href` of the link
 * a node sits in (null outside links), so that a link whose text is its own URL changes whole.
 */
export interface FieldContent {
  kind: 'value' | 'rich';
  parts: string[];
  links: Array<string | null>;
}

/** One URL of the field replaced: part `part`, characters `start` to `end`, by `text`. */
export interface FieldEdit {
  part: number;
  start: number;
  end: number;
  text: string;
  /** The link's new address, for a link whose text is its own URL. */
  href?: string;
}

/**
 * What a write did: `written` (and whether the page's own undo takes it back), or `changed`: the
 * field no longer holds what was read (the user typed meanwhile), with what it holds now; or
 * `gone`: the field is not in the page any more; or `refused`: the field was written but read
 * back without the short links (an editor that redraws its own text over an outside change), and
 * what was written is taken back, so nothing is left half-written.
 */
export type FieldWrite =
  | { state: 'written'; undoable: boolean }
  | { state: 'changed'; content: FieldContent }
  | { state: 'gone' }
  | { state: 'refused' };

/**
 * What the notification's Undo did: `undone`; `changed`: the field no longer holds what was
 * written (the user typed since), so nothing was put back; `gone`: the field is not in the page.
 */
export type FieldUndo = 'undone' | 'changed' | 'gone';
