/**
 * The page side, reached with scripting.executeScript under the activeTab that the menu click or
 * the key gave (no content script on every page, no host permission): read the focused field,
 * write the short links into it, put it back. A menu click names its frame; the key does not, so
 * every frame is asked and the one whose field has the focus answers.
 */
import { browser } from 'wxt/browser';
import type { FieldContent, FieldEdit, FieldWrite } from './field-links';
import { installRichTools, readField, undoField, writeRichField, writeValueField } from './in-page';

export interface FieldPage {
  read(
    tabId: number,
    frameId: number | undefined,
  ): Promise<{ frameId: number; content: FieldContent } | null>;
  write(tabId: number, frameId: number, expected: FieldContent, edits: FieldEdit[]): Promise<FieldWrite>;
  undo(tabId: number, frameId: number): Promise<boolean>;
}

const isContent = (value: unknown): value is FieldContent =>
  typeof value === 'object' && value !== null && Array.isArray((value as FieldContent).parts);

export const scriptingPage: FieldPage = {
  async read(tabId, frameId) {
    const results = await browser.scripting.executeScript({
      target: frameId === undefined ? { tabId, allFrames: true } : { tabId, frameIds: [frameId] },
      func: readField,
    });
    const found = results.find((result) => isContent(result.result));
    return found ? { frameId: found.frameId ?? 0, content: found.result as FieldContent } : null;
  },
  async write(tabId, frameId, expected, edits) {
    const target = { tabId, frameIds: [frameId] };
    if (expected.kind === 'rich') await browser.scripting.executeScript({ target, func: installRichTools });
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
    return result?.result === true;
  },
};
