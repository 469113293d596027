/**
 * The extension's background on a clock the test moves on, in both browsers, for the waits the
 * background times itself (Shorten many sleeps until the rate-limit window it was told of is
 * over). It replaces the background's `Date` and `setTimeout`/`clearTimeout`: time runs as usual
 * until `advance(ms)` moves it on and fires at once every timer due by then. Request timeouts
 * are timers too: advance while the background waits, not while a request is in flight.
 *
 * Chromium's background is the service worker, where the code below runs. Firefox's is a
 * background page reached from another extension page (driver.ts): the clock's functions live in
 * that page and are set on the background's globals, so `uninstall` puts the background's own
 * back before the test ends (a timer still pending then keeps its remaining delay, on the real
 * clock, and can no longer be cleared by its id).
 */
import type { ExtensionDriver } from './driver';

export interface BackgroundClock {
  /** The background's time (ms since epoch). */
  now(): Promise<number>;
  /** Moves the background's time on by `ms`: its timers due by then fire at once. */
  advance(ms: number): Promise<void>;
  /** Back to the real clock and the background's own timer functions. */
  uninstall(): Promise<void>;
}

interface InstalledClock {
  now(): number;
  advance(ms: number): void;
  uninstall(): void;
}

type Clocked = { __e2eClock?: InstalledClock };

export async function installBackgroundClock(ext: ExtensionDriver): Promise<BackgroundClock> {
  await ext.inBackground(({ global }) => {
    const g = global as typeof globalThis & Clocked;
    if (g.__e2eClock) return;
    const RealDate = g.Date;
    const realSetTimeout = g.setTimeout;
    const realClearTimeout = g.clearTimeout;
    let offset = 0;
    const now = () => RealDate.now() + offset;
    interface Timer {
      due: number;
      handle: ReturnType<typeof setTimeout>;
      fire: () => void;
    }
    // Keyed by the id handed out: the real handle of the timer's first arming.
    const timers = new Map<unknown, Timer>();
    const arm = (timer: Timer) => {
      timer.handle = realSetTimeout(timer.fire, Math.max(0, timer.due - now()));
    };

    // `new Date()` and `Date.now()` on the moved clock; other dates as the real Date makes them.
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0
        ? new RealDate(now())
        : new RealDate(...(args as ConstructorParameters<typeof Date>));
    }
    ShiftedDate.prototype = RealDate.prototype;
    Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });

    const shiftedSetTimeout = (handler: unknown, ms?: number, ...args: unknown[]) => {
      const timer = { due: now() + Math.max(0, Number(ms) || 0) } as Timer;
      let id: unknown;
      timer.fire = () => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...args);
      };
      arm(timer);
      id = timer.handle;
      timers.set(id, timer);
      return id;
    };
    const shiftedClearTimeout = (id?: unknown) => {
      const timer = timers.get(id);
      if (!timer) return realClearTimeout(id as ReturnType<typeof setTimeout>);
      realClearTimeout(timer.handle);
      timers.delete(id);
    };

    Object.assign(g, { Date: ShiftedDate, setTimeout: shiftedSetTimeout, clearTimeout: shiftedClearTimeout });
    g.__e2eClock = {
      now,
      advance(ms) {
        offset += ms;
        for (const timer of timers.values()) {
          realClearTimeout(timer.handle);
          arm(timer);
        }
      },
      uninstall() {
        for (const timer of timers.values()) {
          realClearTimeout(timer.handle);
          realSetTimeout(timer.fire, Math.max(0, timer.due - now()));
        }
        timers.clear();
        Object.assign(g, { Date: RealDate, setTimeout: realSetTimeout, clearTimeout: realClearTimeout });
        delete g.__e2eClock;
      },
    };
  });
  // Each function is sent to the background as its text: it can use nothing of this module.
  return {
    now: () =>
      ext.inBackground(({ global }) => {
        const clock = (global as Clocked).__e2eClock;
        if (!clock) throw new Error('no background clock: a new background started since the install');
        return clock.now();
      }),
    async advance(ms) {
      await ext.inBackground(({ global }, value) => {
        const clock = (global as Clocked).__e2eClock;
        if (!clock) throw new Error('no background clock: a new background started since the install');
        clock.advance(value);
        return null;
      }, ms);
    },
    async uninstall() {
      await ext.inBackground(({ global }) => {
        (global as Clocked).__e2eClock?.uninstall();
        return null;
      });
    },
  };
}
