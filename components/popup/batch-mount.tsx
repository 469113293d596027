/**
 * Shorten many's place in the popup (issue 28), loaded by find-link-mount.tsx after the tab is read: none
 * of it is in the popup's first chunk (the size budget). It adds its own box to the page: above
 * the form while a job is shown or several tabs are highlighted (that is what the user came
 * for), below the recent links otherwise (a quiet "Shorten every tab of this window").
 */
import { render } from 'preact';
import { useBatch } from '../../lib/pages/popup/use-batch';
import { BatchPanel } from './BatchPanel';
import './batch.css';

function BatchBox() {
  const batch = useBatch();
  const prominent = batch.job !== null || (batch.configured && batch.highlighted > 1);
  // body is a flex column (popup.css): the order puts the box before or after the main part.
  document.getElementById('batch')?.classList.toggle('batch-first', prominent);
  return <BatchPanel batch={batch} />;
}

const app = document.getElementById('app');
if (app && !document.getElementById('batch')) {
  const box = document.createElement('div');
  box.id = 'batch';
  app.before(box);
  render(<BatchBox />, box);
}
