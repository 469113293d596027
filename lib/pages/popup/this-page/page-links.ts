/**
 * The popup's read of the short links to the tab's page: "Already shortened" and the
 * "This site" panel's clicks ask the worker (links.forPage), which answers from the session's
 * saved lookup, checked with the server when the popup opens, or asks the server once. Optional beside shortening: a failure (rate limit,
 * offline) shows nothing here, and the Shorten button still says what went wrong when used.
 */
import type { Link } from '../../../api/schemas';
import { send } from '../../rpc';

/** Calls `onLinks` once with the page's links when they are known; returns the cancel. */
export function pageLinksOf(url: string, onLinks: (links: Link[]) => void): () => void {
  let live = true;
  // Checked with the server first (one request with the recent links'): no flash of a link gone.
  void send('links.forPage', { url, check: true }).then((answer) => {
    if (live && answer.ok && answer.value) onLinks(answer.value.links);
  });
  return () => {
    live = false;
  };
}
