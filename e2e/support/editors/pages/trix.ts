/** Trix (Basecamp, HEY): the <trix-editor> element and its editor. */
import 'trix';
import { exposeTestApi, mount } from './test-api';

interface TrixEditor {
  loadHTML(html: string): void;
  getDocument(): { toString(): string };
  setSelectedRange(range: number | [number, number]): void;
}
const element = document.createElement('trix-editor') as HTMLElement & { editor: TrixEditor };
mount().append(element);
await new Promise((resolve) => element.addEventListener('trix-initialize', resolve, { once: true }));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

exposeTestApi({
  editorLoad(text) {
    element.editor.loadHTML(`<div>${escapeHtml(text)}</div>`); // Loading starts a new undo history.
  },
  editorText: () => element.editor.getDocument().toString().replace(/\n$/, ''),
  editorCaret(offset) {
    element.focus();
    element.editor.setSelectedRange(offset);
  },
});
