/**
 * Shorten many's place in the popup, loaded by find-link-mount.tsx after the tab is read: none
 * of it is in what the popup loads before it can be typed into. It adds its own box to the page: above
 * the form while a job is shown in full or several tabs are highlighted (that is what the user
 * came for), below the recent links otherwise (a quiet "Shorten every tab of this window", or
 * the one line of a finished job seen before).
 */
import { render } from 'preact';
import { BatchPanel } from './BatchPanel';
import { useBatch } from './use-batch';
import './batch.css';

function BatchBox() {
  const batch = useBatch();
  // A finished job a popup has shown already stays below the form, even once opened again there.
  const prominent =
    batch.view === 'full' || (batch.view === 'none' && batch.configured && batch.highlighted > 1);
  placeBox(prominent);
  return <BatchPanel batch={batch} />;
}

/**
 * Before or after the main part in the document itself, not by CSS order: Tab follows the
 * document, so the keyboard meets the box where it is seen (WCAG 2.4.3). A moved box keeps the
 * focus it held (a click on "Shorten every tab" brings the job above the form).
 */
function placeBox(first: boolean) {
  const [box, app] = [document.getElementById('batch'), document.getElementById('app')];
  if (!box || !app || (first ? box.nextElementSibling === app : box.previousElementSibling === app)) return;
  const focused = box.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  box.classList.toggle('batch-first', first);
  if (first) app.before(box);
  else app.after(box);
  focused?.focus();
}

const app = document.getElementById('app');
if (app && !document.getElementById('batch')) {
  const box = document.createElement('div');
  box.id = 'batch';
  app.before(box);
  render(<BatchBox />, box);
}
