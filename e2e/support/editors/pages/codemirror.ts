/** CodeMirror 6 with its history and default keymaps. */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { exposeTestApi, mount } from './test-api';

const extensions = [history(), keymap.of([...defaultKeymap, ...historyKeymap])];
const view = new EditorView({ parent: mount(), state: EditorState.create({ extensions }) });

exposeTestApi({
  editorLoad(text) {
    view.setState(EditorState.create({ doc: text, extensions }));
  },
  editorText: () => view.state.doc.toString(),
  editorCaret(offset) {
    view.focus();
    view.dispatch({ selection: { anchor: offset } });
  },
});
