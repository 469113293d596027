/** Slate (Discord's composer) with slate-react and slate-history. */
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createEditor, type Descendant, Node, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { exposeTestApi, mount } from './test-api';

const paragraph = (text: string): Descendant[] => [{ children: [{ text }] } as Descendant];
const fresh = () => withHistory(withReact(createEditor()));
const current = { editor: fresh(), load: (_text: string) => {} };

function SlatePage() {
  const [doc, setDoc] = useState({ editor: current.editor, text: '', key: 0 });
  current.editor = doc.editor;
  current.load = (text) => setDoc({ editor: fresh(), text, key: doc.key + 1 });
  const children = createElement(Editable, { 'aria-label': 'Slate message' });
  return createElement(Slate, {
    key: doc.key,
    editor: doc.editor,
    initialValue: paragraph(doc.text),
    children,
  });
}

flushSync(() => createRoot(mount()).render(createElement(SlatePage)));

exposeTestApi({
  editorLoad(text) {
    // A new editor (a new key): its history starts with the loaded text.
    flushSync(() => current.load(text));
  },
  editorText: () => current.editor.children.map((node) => Node.string(node)).join('\n'),
  editorCaret(offset) {
    ReactEditor.focus(current.editor);
    Transforms.select(current.editor, { path: [0, 0], offset });
  },
});
