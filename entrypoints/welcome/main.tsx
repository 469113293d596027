import { render } from 'preact';
import '../../components/theme.css';
import '../../lib/pages/welcome/welcome.css';
import { WelcomePage } from '../../lib/pages/welcome/WelcomePage';
import { applyUiLanguage } from '../../lib/shared/format';

// The page ships without a language: it is the interface's, whatever the build was written in.
applyUiLanguage(document.documentElement);

const root = document.getElementById('app');
if (root) render(<WelcomePage />, root);
