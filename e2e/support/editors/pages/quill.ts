/** Quill 2, as Slack's composer builds on it: its core with the history module. */
import Quill from 'quill';
import { exposeTestApi, mount } from './test-api';

const quill = new Quill(mount(), { modules: { history: { delay: 1000 } } });

exposeTestApi({
  editorLoad(text) {
    quill.setText(text);
    quill.history.clear();
  },
  editorText: () => quill.getText().replace(/\n$/, ''),
  editorCaret(offset) {
    quill.focus();
    quill.setSelection(offset, 0);
  },
});
