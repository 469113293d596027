// The popup's one script in popup.html (issue 29): fills the pre-rendered form before Preact loads
// (lib/pages/popup/first-paint.ts), then loads the rest (./main.tsx), which hydrates that form.
// The stylesheets are imported here so the build inlines them into popup.html (inline-page-css.ts).
import '../../components/theme.css';
import './popup.css';
import { type FirstPaintApi, firstPaint } from '../../lib/pages/popup/first-paint';

declare const chrome: FirstPaintApi;
// Firefox's `browser` and Chromium's `chrome` both answer promises for what the first paint asks.
const api = (globalThis as { browser?: FirstPaintApi }).browser ?? chrome;

performance.mark('first-start');
void firstPaint(document, location.search, api).then(async (first) => {
  performance.mark('first-filled');
  // The build names main.tsx's file on #app (scripts/prerender/popup.ts says why it is not a plain
  // import('./main')); `wxt dev` serves the source as it is.
  const main = document.getElementById('app')?.dataset.main ?? './main.tsx';
  const { hydratePopup } = (await import(/* @vite-ignore */ main)) as typeof import('./main');
  performance.mark('main-loaded');
  hydratePopup(first);
  performance.mark('hydrated');
});
