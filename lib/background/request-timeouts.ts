/**
 * How long the worker waits for a server's answer before it tells the user the server did not
 * answer: the one place that decides it for every client the worker builds.
 *
 * Production builds keep lib/api's own limits (10 s for a read; 30 s for a write, since creating
 * a link makes the server fetch the page's title). The e2e build (`wxt build --mode e2e`) talks to
 * the in-process reference server, which answers in milliseconds: there the limits only decide
 * how long a test of a server that never answers takes, so they are a few seconds. They stay
 * twice the longest answer an e2e test delays on purpose (3 s), so a slow answer is not taken
 * for none.
 */
import type { ApiOptions } from '../api/types';

export const REQUEST_TIMEOUTS: ApiOptions['timeouts'] =
  import.meta.env.MODE === 'e2e' ? { read: 6_000, write: 6_000 } : undefined;
