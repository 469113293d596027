import { hydrate, render } from 'preact';
import { bootFrom, draftWriter } from '../../lib/pages/popup/boot';
import type { FirstPaint } from '../../lib/pages/popup/first-paint';
import { App } from './App';

/**
 * Preact takes over the form the first module filled. Hydration reuses popup.html's
 * elements as they are (the focus, the caret, what was typed stay), so the form's state starts from
 * what the fields hold now. A tab that cannot be shortened shows its reason instead of the form.
 */
export function hydratePopup(first: FirstPaint): void {
  const root = document.getElementById('app');
  if (!root) return;
  const boot = bootFrom(first, first.values());
  const app = <App boot={boot} />;
  if (boot.tab.ok) {
    hydrate(app, root);
    // Typed before Preact listened: saved as the draft now, as any later keystroke would be.
    if (first.typed()) void draftWriter(boot.tab.url).save(boot.form);
  } else {
    root.replaceChildren();
    render(app, root);
  }
  first.release();
}
