/** Lexical (Facebook's composer): rich text, or plain text with `?mode=plain`, and its history. */
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { registerRichText } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot, $isTextNode, createEditor } from 'lexical';
import { exposeTestApi, mount } from './test-api';

const plain = new URLSearchParams(location.search).get('mode') === 'plain';
const root = mount();
root.contentEditable = 'true';
const editor = createEditor({
  namespace: 'editors-e2e',
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(root);
if (plain) registerPlainText(editor);
else registerRichText(editor);
let stopHistory = registerHistory(editor, createEmptyHistoryState(), 300);

exposeTestApi({
  editorLoad(text) {
    stopHistory();
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode(text)));
      },
      { discrete: true },
    );
    stopHistory = registerHistory(editor, createEmptyHistoryState(), 300); // starts with the loaded text
  },
  editorText: () => editor.getEditorState().read(() => $getRoot().getTextContent()),
  editorCaret(offset) {
    editor.focus();
    editor.update(
      () => {
        const node = $getRoot().getFirstDescendant();
        if ($isTextNode(node)) node.select(offset, offset);
      },
      { discrete: true },
    );
  },
});
