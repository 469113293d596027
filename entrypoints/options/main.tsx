import { render } from 'preact';
import '../../components/theme.css';
import './options.css';
import { wordErrorsFor } from '../../lib/shared/error-text';
import { App } from './App';

// Its error sentences say "check the base URL", not "…in Options": the user is on Options.
wordErrorsFor('options');
const root = document.getElementById('app');
if (root) render(<App />, root);
