/**
 * Importing this module mounts the search: popup.html's main.tsx imports it with a dynamic
 * import() after the popup's first render (no `.then(mount)`: bytes of the popup's budget), so
 * the search costs the popup's first paint nothing. The input is in popup.html already
 * (anything typed meanwhile is kept and searched as soon as this runs); this adds the rest
 * beside it and gives the input its localized name.
 */
import { render } from 'preact';
import { t } from '../../lib/shared/i18n';
import { FindLink } from './FindLink';

function mountFindLink(): void {
  const slot = document.getElementById('find');
  const input = document.getElementById('find-input');
  if (!slot || !(input instanceof HTMLInputElement)) return;
  const label = t('popup_findLink');
  input.setAttribute('aria-label', label);
  input.placeholder = label;
  const panel = document.createElement('div');
  panel.className = 'find-root';
  slot.append(panel);
  render(<FindLink input={input} onUnavailable={() => slot.remove()} />, panel);
}

mountFindLink();

// Shorten many (issue 28) loads with this chunk, after the tab is read like the search: its own
// box and code, and not a byte of wiring in the popup's first chunk (the 15 KB budget).
void import('./batch-mount');
