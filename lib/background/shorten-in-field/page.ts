/**
 * The page side, reached with scripting.executeScript under the activeTab that the menu click or
 * the key gave (no content script on every page, no host permission): read the focused field,
 * write the short links into it, put it back. A menu click names its frame; the key does not, so
 * every frame is asked and the one whose document has the focus now, with a field focused in
 * it, answers. Nothing is added to the page itself: the tools and what the calls keep live in the
 * extension's isolated world of the frame (in-page-tools.ts).
 */
import { browser } from 'wxt/browser';
import type { FieldContent, FieldEdit, FieldUndo, FieldWrite } from './field-links';
import { readField, undoField, writeValueField } from './in-page';
import { writeRichField } from './in-page-rich';
import { installFieldTools } from './in-page-tools';

export interface FieldPage {
  read(
    tabId: number,
    frameId: number | undefined,
  ): Promise<{ frameId: number; content: FieldContent } | null>;
  write(tabId: number, frameId: number, expected: FieldContent, edits: FieldEdit[]): Promise<FieldWrite>;
  undo(tabId: number, frameId: number): Promise<FieldUndo>;
}

const isContent = (value: unknown): value is FieldContent =>
  typeof value === 'object' && value !== null && Array.isArray((value as FieldContent).parts);

export const scriptingPage: FieldPage = {
  async read(tabId, frameId) {
    const target = frameId === undefined ? { tabId, allFrames: true } : { tabId, frameIds: [frameId] };
    await browser.scripting.executeScript({ target, func: installFieldTools });
    // The key names no frame: the one whose document has the focus now answers.
    const results = await browser.scripting.executeScript({
      target,
      func: readField,
      args: [frameId === undefined],
    });
    const found = results.find((result) => isContent(result.result));
    return found ? { frameId: found.frameId ?? 0, content: found.result as FieldContent } : null;
  },
  async write(tabId, frameId, expected, edits) {
    const target = { tabId, frameIds: [frameId] };
    const [result] = await browser.scripting.executeScript({
      target,
      func: expected.kind === 'value' ? writeValueField : writeRichField,
      args: [expected, edits],
    });
    return (result?.result as FieldWrite | undefined) ?? { state: 'gone' };
  },
  async undo(tabId, frameId) {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: undoField,
    });
    const outcome = result?.result;
    return outcome === 'undone' || outcome === 'changed' ? outcome : 'gone';
  },
};
