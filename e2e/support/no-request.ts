/**
 * Proving that a request did not come, for the scenarios written for both browsers: instead of a
 * fixed sleep before counting the log, a deadline during which the log is watched, failing as
 * soon as a wrong request arrives (a failing test does not wait the deadline out).
 *
 * Nothing the extension does announces that it will not send a request, so "none came" can only
 * mean "none came in time": `within` says how long after the act a wrong request would have come
 * (a listener's answer, a cache's miss, a blocked page's fetch). To wait for something that does
 * happen, wait on it instead (the request in the log, its answer with untilAnswered, the page's
 * DOM, storage). The log is polled: the server reports no request as it arrives.
 */
import type { LoggedRequest, RunningServer } from './server';

export type RequestMatch = (request: LoggedRequest) => boolean;

/** Long enough for a background round trip on a loaded machine, short enough to stay unnoticed. */
const NO_REQUEST_WITHIN_MS = 750;
const POLL_MS = 25;

/**
 * Resolves once `within` ms pass without a request matching `match` reaching the server, and
 * rejects as soon as one does. Requests already in the log do not count: assert on
 * `server.requests()` for those.
 */
export async function expectNoRequest(
  server: RunningServer,
  match: RequestMatch,
  { within = NO_REQUEST_WITHIN_MS }: { within?: number } = {},
): Promise<void> {
  const before = server.requests().length;
  const deadline = Date.now() + within;
  for (;;) {
    const late = server.requests().slice(before).find(match);
    if (late) {
      const query = new URLSearchParams(late.query as Record<string, string>).toString();
      throw new Error(
        `expected no such request within ${within} ms, got ${late.method} ${late.path}${query ? `?${query}` : ''}`,
      );
    }
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Resolves once every request the server has received (matching `match`, when given) has its
 * answer: what a test counts or reads in the log is then final, and an absence proved after it
 * starts from a settled background.
 */
export async function untilAnswered(
  server: RunningServer,
  match: RequestMatch = () => true,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const pending = server.requests().filter((r) => match(r) && r.status === undefined);
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `no answer within ${timeout} ms to ${pending.map((r) => `${r.method} ${r.path}`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS)); // the log has no event for an answer
  }
}

/** Any request to the API (`/api/...`). */
export const toApi: RequestMatch = (r) => r.path.startsWith('/api/');
