/**
 * Importing this module mounts the search: popup.html's main.tsx imports it with a dynamic
 * import() after the popup's first render (the import itself mounts it, nothing more to run), so
 * the search costs the popup's first paint nothing. The input is in popup.html already
 * (anything typed meanwhile is kept and searched as soon as this runs), and the popup's first
 * script gave it its localized name; this adds the rest beside it.
 */
import { render } from 'preact';
import { FindLink } from './FindLink';

function mountFindLink(): void {
  const slot = document.getElementById('find');
  const input = document.getElementById('find-input');
  if (!slot || !(input instanceof HTMLInputElement)) return;
  const panel = document.createElement('div');
  panel.className = 'find-root';
  slot.append(panel);
  render(<FindLink input={input} onUnavailable={() => slot.remove()} />, panel);
}

mountFindLink();

// Shorten many loads with this chunk, after the tab is read like the search: its own
// box and code, and not a byte of wiring in the popup's first chunk (the 15 KB budget).
void import('../popup/shorten-many/batch-mount');
