/** CKEditor 5, the classic build of the `ckeditor5` package, with Essentials (undo, typing, clipboard). */
import 'ckeditor5/ckeditor5.css';
import { ClassicEditor, Essentials, type ModelElement, Paragraph } from 'ckeditor5';
import { exposeTestApi, mount } from './test-api';

const editor = await ClassicEditor.create(mount(), {
  licenseKey: 'GPL',
  plugins: [Essentials, Paragraph],
  toolbar: [],
});
const root = () => editor.model.document.getRoot() as ModelElement;

exposeTestApi({
  editorLoad(text) {
    // Not an undo step: the history starts with the loaded text.
    editor.model.enqueueChange({ isUndoable: false }, (writer) => {
      writer.remove(writer.createRangeIn(root()));
      writer.appendElement('paragraph', root());
      writer.insertText(text, root().getChild(0) as ModelElement, 0);
    });
  },
  editorText: () =>
    Array.from(root().getChildren())
      .map((block) =>
        Array.from((block as ModelElement).getChildren())
          .map((node) => (node.is('$text') ? node.data : ''))
          .join(''),
      )
      .join('\n'),
  editorCaret(offset) {
    editor.editing.view.focus();
    editor.model.change((writer) => {
      writer.setSelection(writer.createPositionAt(root().getChild(0) as ModelElement, offset));
    });
  },
});
