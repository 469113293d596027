/**
 * What every editor page puts in its main world for the tests: load text through the editor's
 * own API, read the editor's own model back (never the DOM, which an editor may draw ahead of
 * or behind its model), and put the caret through the editor's API.
 */
export interface EditorTestApi {
  /** Replaces the editor's text with `text`, as a fresh document with no undo history. */
  editorLoad(text: string): void | Promise<void>;
  /** The text the editor's model holds (one paragraph: no trailing newline). */
  editorText(): string;
  /** Focuses the editor with the caret after the `offset`th character of its text. */
  editorCaret(offset: number): void | Promise<void>;
}

export function exposeTestApi(api: EditorTestApi): void {
  Object.assign(window, { ...api, editorCaret: (offset: number) => caretThenCheck(api, offset) });
  document.documentElement.dataset.editorReady = 'true';
  window.dispatchEvent(new Event('editor-ready'));
}

/**
 * Puts the caret, then makes sure an editable element holds the focus (some editors, CKEditor's
 * classic build, draw theirs beside the mount): a menu click on a page whose focus
 * never arrived finds no field, and the test would fail far from its cause.
 */
async function caretThenCheck(api: EditorTestApi, offset: number): Promise<void> {
  await api.editorCaret(offset);
  const active = document.activeElement;
  const editable =
    active instanceof HTMLElement && (active.isContentEditable || active.matches('input, textarea'));
  if (!editable)
    throw new Error(`no editable element has the focus after editorCaret (${active?.tagName} has it)`);
}

/** The element the page's editor is mounted on (the shell page has it). */
export function mount(): HTMLElement {
  const element = document.getElementById('editor');
  if (!element) throw new Error('the editor page has no #editor element');
  return element;
}
