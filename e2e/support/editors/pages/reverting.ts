/**
 * An editor that takes only what its own keystroke handler types: its model is a string, every
 * other change of its box (an input event, a DOM change, a paste) is drawn over with the model
 * again, as editors that own their rendering do with a change they did not make.
 */
import { exposeTestApi, mount } from './test-api';

const box = mount();
box.contentEditable = 'true';
box.setAttribute('aria-label', 'Reverting message');
const model = { text: '', caret: 0 };

function render() {
  if (box.textContent !== model.text) box.textContent = model.text;
  const node = box.firstChild ?? box;
  if (document.activeElement === box) getSelection()?.collapse(node, node === box ? 0 : model.caret);
}

function caretFromDom(): number {
  const selection = getSelection();
  if (!selection?.focusNode || !box.contains(selection.focusNode)) return model.caret;
  return selection.focusNode === box.firstChild ? selection.focusOffset : model.caret;
}

box.addEventListener('keydown', (event) => {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  const at = caretFromDom();
  model.text = model.text.slice(0, at) + event.key + model.text.slice(at);
  model.caret = at + 1;
  render();
});
box.addEventListener('beforeinput', (event) => event.preventDefault());
box.addEventListener('paste', (event) => event.preventDefault());
box.addEventListener('input', render);
new MutationObserver(render).observe(box, { childList: true, characterData: true, subtree: true });
document.addEventListener('selectionchange', () => {
  model.caret = caretFromDom();
});

exposeTestApi({
  editorLoad(text) {
    model.text = text;
    model.caret = 0;
    render();
  },
  editorText: () => model.text,
  editorCaret(offset) {
    box.focus();
    model.caret = offset;
    render();
  },
});
