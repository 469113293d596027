/** Draft.js (X's composer), a React component whose state is an EditorState. */
import { ContentState, Editor, EditorState, SelectionState } from 'draft-js';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { exposeTestApi, mount } from './test-api';

/** The state React rendered last, and its setter (the component hands them out). */
const current = {} as { state: EditorState; set: (state: EditorState) => void; editor: Editor | null };

function DraftPage() {
  const [state, set] = useState(() => EditorState.createEmpty());
  Object.assign(current, { state, set });
  return createElement(Editor, {
    editorState: state,
    onChange: set,
    ref: (editor: Editor | null) => {
      current.editor = editor;
    },
  });
}

flushSync(() => createRoot(mount()).render(createElement(DraftPage)));

exposeTestApi({
  editorLoad(text) {
    flushSync(() => current.set(EditorState.createWithContent(ContentState.createFromText(text))));
  },
  editorText: () => current.state.getCurrentContent().getPlainText(),
  editorCaret(offset) {
    current.editor?.focus();
    const block = current.state.getCurrentContent().getFirstBlock().getKey();
    const caret = SelectionState.createEmpty(block).merge({ anchorOffset: offset, focusOffset: offset });
    flushSync(() => current.set(EditorState.forceSelection(current.state, caret)));
  },
});
