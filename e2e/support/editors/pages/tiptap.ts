/** Tiptap 3 with its StarterKit (ProseMirror underneath; Link with paste and autolink on). */
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { exposeTestApi, mount } from './test-api';

let editor = new Editor({ element: mount(), extensions: [StarterKit] });

exposeTestApi({
  editorLoad(text) {
    // A new editor: its undo history starts with the loaded text.
    editor.destroy();
    editor = new Editor({
      element: mount(),
      extensions: [StarterKit],
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    });
  },
  editorText: () => editor.state.doc.textContent,
  async editorCaret(offset) {
    editor.commands.focus(offset + 1); // Position 0 is before the paragraph, 1 its first character.
    // Tiptap gives the view the focus in its next animation frame (a callback queued before ours):
    // until then a menu click finds no focused field.
    await new Promise((done) => requestAnimationFrame(done));
  },
});
