import { render } from 'preact';
import '../../components/theme.css';
import './popup.css';
import { App } from './App';

const root = document.getElementById('app');
if (root) render(<App />, root);
// "Find a link" loads after the first render: never part of becoming usable (its input is in popup.html).
import('../../components/popup/find-link-mount');
