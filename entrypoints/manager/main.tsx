import { render } from 'preact';
import '../../components/theme.css';
import '../../lib/pages/manager/manager.css';
import { applyUiLanguage } from '../../lib/shared/format';
import { App } from './App';

// The page ships without a language: it is the interface's, whatever the build was written in.
applyUiLanguage(document.documentElement);

const root = document.getElementById('app');
if (root) render(<App />, root);
