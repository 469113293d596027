/**
 * The extension's service worker on a clock the test moves on, for the waits the worker times
 * itself (Shorten many sleeps until the rate-limit window it assumed is over). Playwright's
 * clock (`page.clock`) reaches pages only, not a service worker: this one replaces the worker's
 * `Date` and `setTimeout`/`clearTimeout`, so that time runs as usual until `advance(ms)` moves it
 * on and fires at once every timer due by then. Request timeouts are timers too: advance while
 * the worker waits, not while a request is in flight.
 *
 * It lives in the worker's globals: a new worker (Chromium stops an idle one) starts on the real
 * clock again. Uninstall it before the test ends, since the file's next tests share the worker.
 */
import type { ChromiumExtension } from './chromium';

export interface WorkerClock {
  /** The worker's time (ms since epoch). */
  now(): Promise<number>;
  /** Moves the worker's time on by `ms`: its timers due by then fire at once. */
  advance(ms: number): Promise<void>;
  /** Back to the real clock; the timers still pending keep their remaining delay. */
  uninstall(): Promise<void>;
}

interface InstalledClock {
  now(): number;
  advance(ms: number): void;
  uninstall(): void;
}

type Global = typeof globalThis & { __e2eWorkerClock?: InstalledClock };

export async function installWorkerClock(ext: ChromiumExtension): Promise<WorkerClock> {
  await ext.inWorker(() => {
    const g = globalThis as Global;
    if (g.__e2eWorkerClock) return;
    const RealDate = Date;
    const realSetTimeout = setTimeout;
    const realClearTimeout = clearTimeout;
    let offset = 0;
    const now = () => RealDate.now() + offset;
    interface Timer {
      due: number;
      handle: ReturnType<typeof setTimeout> | undefined;
      fire: () => void;
    }
    const timers = new Map<number, Timer>();
    // Far above the ids Chromium hands out, so a timer set before the install is cleared for real.
    let nextId = 1_000_000_000;
    const arm = (timer: Timer) => {
      timer.handle = realSetTimeout(timer.fire, Math.max(0, timer.due - now()));
    };

    // `new Date()` and `Date.now()` on the moved clock; dates made before stay Dates (same prototype).
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0
        ? new RealDate(now())
        : new RealDate(...(args as ConstructorParameters<typeof Date>));
    }
    ShiftedDate.prototype = RealDate.prototype;
    Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });

    const shiftedSetTimeout = (handler: unknown, ms?: number, ...args: unknown[]) => {
      const id = nextId++;
      const timer: Timer = {
        due: now() + Math.max(0, Number(ms) || 0),
        handle: undefined,
        fire: () => {
          timers.delete(id);
          if (typeof handler === 'function') handler(...args);
        },
      };
      timers.set(id, timer);
      arm(timer);
      return id;
    };
    const shiftedClearTimeout = (id?: number) => {
      const timer = id === undefined ? undefined : timers.get(id);
      if (!timer) return realClearTimeout(id);
      realClearTimeout(timer.handle);
      timers.delete(id as number);
    };

    Object.assign(g, { Date: ShiftedDate, setTimeout: shiftedSetTimeout, clearTimeout: shiftedClearTimeout });
    g.__e2eWorkerClock = {
      now,
      advance(ms) {
        offset += ms;
        for (const timer of timers.values()) {
          realClearTimeout(timer.handle);
          arm(timer);
        }
      },
      uninstall() {
        // The pending timers keep what was left of their delay, now on the real clock.
        for (const timer of timers.values()) timer.due -= offset;
        offset = 0;
        for (const timer of timers.values()) {
          realClearTimeout(timer.handle);
          arm(timer);
        }
        // setTimeout and clearTimeout stay wrapped (with no offset they are the real ones): a
        // pending timer's id must still clear it.
        g.Date = RealDate;
        delete g.__e2eWorkerClock;
      },
    };
  });
  // Each function runs in the worker, sent as its text: it can use nothing of this module.
  return {
    now: () =>
      ext.inWorker(() => {
        const clock = (globalThis as Global).__e2eWorkerClock;
        if (!clock) throw new Error('no worker clock: a new worker started since the install');
        return clock.now();
      }),
    advance: (ms) =>
      ext.inWorker((value) => {
        const clock = (globalThis as Global).__e2eWorkerClock;
        if (!clock) throw new Error('no worker clock: a new worker started since the install');
        clock.advance(value);
      }, ms),
    uninstall: () =>
      ext.inWorker(() => {
        (globalThis as Global).__e2eWorkerClock?.uninstall();
      }),
  };
}
