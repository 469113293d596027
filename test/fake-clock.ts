/** Test helper: a sleep that only advances a virtual clock and records every wait. */
import type { Sleep } from '../lib/pages/manager/send';

export function fakeClock() {
  const clock = { now: 0, waits: [] as number[], sleep: undefined as unknown as Sleep };
  clock.sleep = async (ms) => {
    clock.waits.push(ms);
    clock.now += ms;
  };
  return clock;
}
