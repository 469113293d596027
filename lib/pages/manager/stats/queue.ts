/**
 * The statistics view's requests, a few at a time (a full website view needs ~20
 * requests and servers allow about 60 a minute). Tasks start in the order they were queued,
 * at most `limit` at once. When one answers `rate_limited`, the queue stops starting tasks until
 * the limit resets: the ones still waiting are answered at once with that same error, so their
 * cards say when they will load instead of waiting on the limit (use-stats-request.ts).
 *
 * Tasks queued `later` (the comparison with the period before) wait for the first screen: they
 * start only when no other task is waiting or in flight, the answers have been drawn, and no card
 * those answers moved into view is about to ask (each card not asked yet registers a probe with
 * `expect`). The top lists a person sees come before a figure beside the totals, and on a long
 * range the comparison costs several requests a series.
 *
 * Tasks queued with `hold` (the top lists) never meet the limit. The worker tells, on
 * each fresh answer, how many requests the server still allows and when its window ends; below
 * a view loading's reserve left (lib/api/request-policy.ts), held tasks are not started but kept until that moment, and a held task answered
 * `rate_limited` is kept the same way (a read, asked again by itself). The view says so once,
 * at the top (`status().heldUntil`), instead of in every card. The queue also notes the oldest
 * saved answer shown because the server could not be reached (`status().savedAt`), and that a
 * request found it unreachable, so the view says that once too.
 */
import type { ApiErrorData } from '../../../api/errors';
import { mayStart } from '../../../api/request-policy';
import type { Result, StatsBudget } from '../../../shared/protocol';

export interface QueueStatus {
  /** When the held top lists load (epoch ms), or null when none is held. */
  heldUntil: number | null;
  /** When the oldest saved answer on screen was fetched (epoch ms; the server is unreachable), or null. */
  savedAt: number | null;
  /** A request found the server unreachable (and had no saved answer). */
  unreachable: boolean;
}

export interface RunOptions {
  /** Wait for the rate limit's next window rather than spend the last requests (a top list). */
  hold?: boolean;
  /** Start once the first screen has asked and been answered (the previous period). */
  later?: boolean;
}

export interface RequestQueue {
  run<T>(task: () => Promise<Result<T>>, options?: RunOptions): Promise<Result<T>>;
  /**
   * Registers a card that has not asked yet: `probe` measures it and says whether it is about to
   * ask (it came into view); `later` tasks wait while one is. Returns the unregister, to call
   * when the card asks.
   */
  expect(probe: () => boolean): () => void;
  status(): QueueStatus;
  /** Calls `listener` on every change of status(); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** What the last answer said of the rate limit: a new range's queue starts from it. */
  budget(): StatsBudget | null;
  /** Starts nothing more (the range changed): the tasks not started are dropped, unanswered. */
  dispose(): void;
}

export interface QueueOptions {
  now?: () => number;
  /** The rate limit as the view's previous queue knew it. */
  budget?: StatsBudget | null;
}

/** What an answer tells the whole view: the rate limit left, or that it is a saved copy. */
function notesOf(value: unknown): { budget?: StatsBudget; savedAt?: number } {
  if (typeof value !== 'object' || value === null) return {};
  const answer = value as { budget?: StatsBudget; stale?: boolean; fetchedAt?: number | null };
  return {
    ...(answer.budget ? { budget: answer.budget } : {}),
    ...(answer.stale && typeof answer.fetchedAt === 'number' ? { savedAt: answer.fetchedAt } : {}),
  };
}

export function createRequestQueue(limit: number, options: QueueOptions = {}): RequestQueue {
  const { now = Date.now } = options;
  let active = 0;
  let activeFirst = 0;
  let settling: ReturnType<typeof setTimeout> | undefined;
  let limitedUntil = 0;
  let limitError: ApiErrorData | null = null;
  let budget: StatsBudget | null = options.budget ?? null;
  let status: QueueStatus = { heldUntil: null, savedAt: null, unreachable: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting: { start: () => void; hold: boolean }[] = [];
  const held: (() => void)[] = [];
  const later: (() => void)[] = [];
  const probes = new Set<() => boolean>();
  const listeners = new Set<() => void>();

  const setStatus = (next: Partial<QueueStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  };
  /** The moment the window ends when held tasks must not start now; else null. */
  const holdUntil = (): number | null => {
    const at = now();
    if (limitError && at < limitedUntil) return limitedUntil;
    // Held tasks are a view loading (lib/api/request-policy.ts): they leave its reserve to clicks.
    if (budget && !mayStart('loading', budget) && at < budget.resetAt) return budget.resetAt;
    return null;
  };
  const hold = (start: () => void, until: number) => {
    held.push(start);
    if (status.heldUntil === until) return;
    setStatus({ heldUntil: until });
    clearTimeout(timer);
    timer = setTimeout(release, Math.max(0, until - now()));
  };
  /** The window is over: the held tasks go first, in their order. */
  function release() {
    budget = null;
    limitError = null;
    waiting.unshift(...held.splice(0).map((start) => ({ start, hold: true })));
    setStatus({ heldUntil: null });
    next();
  }
  const next = () => {
    while (active < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      const until = task.hold ? holdUntil() : null;
      if (until === null) task.start();
      else hold(task.start, until);
    }
    if (later.length > 0 && waiting.length === 0 && activeFirst === 0 && settling === undefined) {
      // A macrotask later, the answers just in are drawn: the layout the probes measure is theirs.
      settling = setTimeout(settle, 0);
    }
  };
  /** Starts the later tasks, unless the first screen is still asking or a card is about to. */
  function settle() {
    settling = undefined;
    if (waiting.length > 0 || activeFirst > 0) return;
    // Every probe runs: each card that came into view is told to ask.
    const coming = [...probes].map((probe) => probe());
    if (coming.includes(true)) return;
    while (active < limit && later.length > 0) later.shift()!();
  }
  /** The rate limit's error with the seconds still left, while it lasts. */
  const stillLimited = (): ApiErrorData | null => {
    if (!limitError || now() >= limitedUntil) return null;
    return { ...limitError, retryAfter: Math.ceil((limitedUntil - now()) / 1000) };
  };

  return {
    run<T>(task: () => Promise<Result<T>>, runOptions: RunOptions = {}): Promise<Result<T>> {
      const holdable = runOptions.hold === true;
      const first = runOptions.later !== true;
      return new Promise<Result<T>>((resolve) => {
        const start = () => {
          const limited = stillLimited();
          if (limited) return resolve({ ok: false, error: limited });
          active++;
          if (first) activeFirst++;
          task()
            .then((result) => {
              if (!result.ok && result.error.code === 'rate_limited') {
                limitError = result.error;
                limitedUntil = now() + (result.error.retryAfter ?? 60) * 1000;
                // A held read is asked again by itself once the window is over.
                if (holdable) return hold(start, limitedUntil);
              }
              if (!result.ok && !status.unreachable && ['network', 'timeout'].includes(result.error.code))
                setStatus({ unreachable: true });
              if (result.ok) {
                const notes = notesOf(result.value);
                if (notes.budget) budget = notes.budget;
                if (
                  notes.savedAt !== undefined &&
                  (status.savedAt === null || notes.savedAt < status.savedAt)
                )
                  setStatus({ savedAt: notes.savedAt });
              }
              resolve(result);
            })
            .finally(() => {
              active--;
              if (first) activeFirst--;
              next();
            });
        };
        if (first) waiting.push({ start, hold: holdable });
        else later.push(start);
        next();
      });
    },
    expect(probe) {
      probes.add(probe);
      return () => {
        probes.delete(probe);
        next();
      };
    },
    status: () => status,
    budget: () => budget,
    dispose() {
      clearTimeout(timer);
      clearTimeout(settling);
      waiting.length = 0;
      held.length = 0;
      later.length = 0;
      probes.clear();
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
