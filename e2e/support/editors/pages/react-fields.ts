/** A React-controlled textarea and text input: React's state is the truth, the DOM its rendering. */
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { exposeTestApi, mount } from './test-api';

const kind = new URLSearchParams(location.search).get('field') === 'input' ? 'input' : 'textarea';
const current = { text: '', set: (_text: string) => {} };

function ControlledField() {
  const [text, set] = useState('');
  Object.assign(current, { text, set });
  return createElement(kind, {
    id: 'field',
    'aria-label': 'Controlled message',
    value: text,
    onChange: (event: { target: { value: string } }) => set(event.target.value),
    style: { width: '560px' },
  });
}

flushSync(() => createRoot(mount()).render(createElement(ControlledField)));
const field = () => document.getElementById('field') as HTMLInputElement | HTMLTextAreaElement;

exposeTestApi({
  editorLoad(text) {
    flushSync(() => current.set(text));
  },
  editorText: () => current.text,
  editorCaret(offset) {
    field().focus();
    field().setSelectionRange(offset, offset);
  },
});
