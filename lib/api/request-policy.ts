/**
 * What a request may spend of the server's rate limit, decided by who is waiting for it. Both
 * services allow about 60 requests a minute per key (docs/API.md), and that minute is shared by
 * everything the extension does and by the user's other clients, so one rule for every caller:
 *
 * - `waiting`: someone clicked and waits on this answer (shorten, save, delete, a page of a
 *   list, a view's totals and chart). It may spend the window to its last request, and never
 *   waits on the limit: a spent window is said at once, with when it ends.
 * - `loading`: a view fills in what the person did not ask for one by one (Find a link's results
 *   as they type, the statistics cards, the websites list's week of visitors). It leaves
 *   `loading.reserve` requests for a click (shortening costs one or two), and waits for the next
 *   window when fewer are left.
 * - `background`: work nobody is watching (the toolbar badge, a page's lookup for "Already
 *   shortened", alerts). It leaves twice that, so that views and clicks come first.
 * - `bulk`: a long job the person started and watches (Shorten many, bulk actions, export). It
 *   waits out a spent window and goes on, paced by the server's own Retry-After.
 */
import type { RateBudget } from './rate-limit';
import type { CallOptions } from './types';

export type RequestPriority = 'waiting' | 'loading' | 'background' | 'bulk';

interface Policy {
  /** Requests of the window this priority leaves to the ones above it. */
  reserve: number;
  /** Wait for the next window (and retry a 429) rather than fail at once. */
  waitForRateLimit: boolean;
}

export const REQUEST_POLICY: Readonly<Record<RequestPriority, Policy>> = {
  waiting: { reserve: 0, waitForRateLimit: false },
  loading: { reserve: 5, waitForRateLimit: false },
  background: { reserve: 10, waitForRateLimit: false },
  bulk: { reserve: 0, waitForRateLimit: true },
};

/**
 * How bulk work waits out a 429 it meets anyway (another client spent the window meanwhile): at
 * most `most` times in a row, each for the server's Retry-After, or a whole window when the
 * answer names none (Laravel's windows last a minute).
 */
export const BULK_WAITS = { most: 5, withoutRetryAfterSeconds: 60 } as const;

/** The call options of a request of `priority` (what lib/api's transport reads). */
export function callOptions(priority: RequestPriority, signal?: AbortSignal): CallOptions {
  const { waitForRateLimit } = REQUEST_POLICY[priority];
  return signal ? { waitForRateLimit, signal } : { waitForRateLimit };
}

/**
 * Whether a request of `priority` may start, given what the server last said is left of its
 * window (undefined: not known, or that window is over, so yes).
 */
export function mayStart(
  priority: RequestPriority,
  budget: Pick<RateBudget, 'remaining'> | undefined,
): boolean {
  return budget === undefined || budget.remaining >= REQUEST_POLICY[priority].reserve;
}
