import { render } from 'preact';
import '../../components/theme.css';
import './options.css';
import { wordErrorsFor } from '../../lib/shared/error-text';
import { applyUiLanguage } from '../../lib/shared/format';
import { App } from './App';

// The page ships without a language: it is the interface's, whatever the build was written in.
applyUiLanguage(document.documentElement);
// Its error sentences say "check the base URL", not "…in Options": the user is on Options.
wordErrorsFor('options');

const root = document.getElementById('app');
if (root) render(<App />, root);
