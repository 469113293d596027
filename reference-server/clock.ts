/**
 * The server's clock: the time its answers are made at (the Date header, rate-limit windows,
 * expiry, the days of the statistics and of tracked visits, the request log). It runs with the
 * real clock (or the injected `now`) and can be moved on by whoever runs the server in process,
 * so a test sees a minute pass on the server without waiting one.
 */
import type { ServerClock } from './types.ts';

export interface ControlledClock extends ServerClock {
  /** Back to the base clock (a reset: no test's time travel outlives it). */
  restore(): void;
}

export function createClock(base: () => number): ControlledClock {
  let offset = 0;
  const now = () => base() + offset;
  return {
    now,
    advance(ms) {
      // A real server's time only goes on: moving it back would reopen windows already spent.
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance: not a duration: ${ms}`);
      offset += ms;
    },
    set(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`set: not a time: ${ms}`);
      offset = ms - base();
    },
    restore() {
      offset = 0;
    },
  };
}
